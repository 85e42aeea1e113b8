/**
 * The plain form scripts against the markup of app/components/forms.tsx, each page in its
 * own jsdom window: the data-attribute protocol other forms rely on.
 */
// @ts-expect-error jsdom ships no types here; the little this file uses is typed below.
import { JSDOM as UntypedJSDOM, VirtualConsole as UntypedVirtualConsole } from "jsdom";
import { renderToStaticMarkup as renderMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { ChoiceGroup, Field, FileField, SelectField } from "../forms.tsx";
import { RedirectCountdown } from "../FormLayout.tsx";
import { FILE_PICKER_SCRIPT } from "./file-picker.ts";
import { FORM_ENHANCEMENTS_SCRIPT } from "./form-enhancements.ts";

/** The fields as the server renders them: inside the app's router (they read the page's language from it). */
function renderToStaticMarkup(element: React.ReactElement): string {
  const Page = createRoutesStub([{ path: "/", Component: () => element }]);
  return renderMarkup(<Page />);
}

const MB = 1024 * 1024;

interface VirtualConsole {
  on(event: "jsdomError", listener: (error: Error) => void): void;
}
const VirtualConsole = UntypedVirtualConsole as new () => VirtualConsole;
const JSDOM = UntypedJSDOM as new (html: string, options: { url: string; runScripts: "outside-only"; virtualConsole: VirtualConsole }) => {
  window: Window & typeof globalThis & { eval(code: string): unknown };
};

/** A page with the given body, the scripts run at its end, and the timers under the test's control. */
function pageWith(body: string) {
  const navigations: string[] = [];
  const virtualConsole = new VirtualConsole();
  // jsdom does not navigate; it reports the attempt.
  virtualConsole.on("jsdomError", (error) => navigations.push(error.message));
  const dom = new JSDOM(`<!doctype html><body>${body}</body>`, { url: "https://agency.test/quote?success=true", runScripts: "outside-only", virtualConsole });
  const { window } = dom;
  const intervals = new Map<number, () => void>();
  const timeouts: (() => void)[] = [];
  Object.assign(window, {
    setInterval: (fn: () => void) => intervals.set(intervals.size + 1, fn).size,
    clearInterval: (id: number) => intervals.delete(id),
    setTimeout: (fn: () => void) => timeouts.push(fn),
  });
  window.eval(FORM_ENHANCEMENTS_SCRIPT);
  window.eval(FILE_PICKER_SCRIPT);
  const document = window.document;
  return {
    window,
    document,
    navigations,
    /** One second passes. */
    tick: () => [...intervals.values()].forEach((fn) => fn()),
    /** Pending zero-delay timeouts run. */
    flush: () => timeouts.splice(0).forEach((fn) => fn()),
    get: <T extends Element = HTMLElement>(selector: string) => document.querySelector(selector) as unknown as T,
    fire: (element: Element, type: string) => element.dispatchEvent(new window.Event(type, { bubbles: true })),
  };
}

const form = (inner: string, enhance = true) => `<form method="post"${enhance ? " data-enhance" : ""} novalidate>${inner}</form>`;
const submitButton = (extra = "") => `<button type="submit" data-submitting="Submitting..."${extra}>Send <b>now</b></button>`;

describe("form enhancements: sending", () => {
  it("disables the submit button and says Submitting... once the form is sent, and refuses a second send", () => {
    const page = pageWith(form(`<input name="a">${submitButton()}`));
    const button = page.get<HTMLButtonElement>("button");
    page.get<HTMLFormElement>("form").requestSubmit(button);
    // The button keeps its name and value for the post: it is disabled just after.
    expect(button.disabled).toBe(false);
    page.flush();
    expect(button.disabled).toBe(true);
    expect(button.textContent).toBe("Submitting...");

    const again = new page.window.Event("submit", { bubbles: true, cancelable: true });
    page.get("form").dispatchEvent(again);
    expect(again.defaultPrevented).toBe(true);
  });

  it("gives the button back when the page is shown again from the back-forward cache", () => {
    const page = pageWith(form(submitButton()));
    const button = page.get<HTMLButtonElement>("button");
    page.get<HTMLFormElement>("form").requestSubmit(button);
    page.flush();
    page.window.dispatchEvent(new page.window.PageTransitionEvent("pageshow", { persisted: true }));
    expect(button.disabled).toBe(false);
    expect(button.innerHTML).toBe("Send <b>now</b>");
  });

  it("leaves forms without data-enhance alone", () => {
    const page = pageWith(form(submitButton(), false));
    page.get<HTMLFormElement>("form").requestSubmit();
    page.flush();
    expect(page.get<HTMLButtonElement>("button").disabled).toBe(false);
  });
});

describe("form enhancements: a submit button waiting for a ticked box", () => {
  const markup = form(
    renderToStaticMarkup(
      <ChoiceGroup type="checkbox" name="types" legend="Types" required options={[{ value: "auto", label: "Auto" }, { value: "home", label: "Home" }]} />,
    ) + `${submitButton(' data-requires-checked="types"')}<p id="types-requires-hint" data-requires-hint hidden>Choose one.</p>`,
  );

  it("is disabled with its hint until one is ticked, and again when none is", () => {
    const page = pageWith(markup);
    const button = page.get<HTMLButtonElement>("button");
    const hint = page.get("[data-requires-hint]");
    expect(button.disabled).toBe(true);
    expect(hint.hidden).toBe(false);
    expect(button.getAttribute("aria-describedby")).toBe("types-requires-hint");

    const home = page.get<HTMLInputElement>("input[value=home]");
    home.checked = true;
    page.fire(home, "change");
    expect(button.disabled).toBe(false);
    expect(hint.hidden).toBe(true);
    expect(button.hasAttribute("aria-describedby")).toBe(false);

    home.checked = false;
    page.fire(home, "change");
    expect(button.disabled).toBe(true);
  });

  it("starts enabled when the page comes back with a box ticked", () => {
    const page = pageWith(markup.replace('value="auto"', 'value="auto" checked'));
    expect(page.get<HTMLButtonElement>("button").disabled).toBe(false);
  });
});

describe("form enhancements: a fixed field loses its message", () => {
  it("hides a text field's message once it passes the browser's checks, and unlinks it", () => {
    const page = pageWith(form(renderToStaticMarkup(<Field name="email" type="email" label="Email" required hint="We reply here." error="Please enter a valid email address." />)));
    const input = page.get<HTMLInputElement>("input");
    const message = page.get("#email-error");
    expect(input.getAttribute("aria-describedby")).toBe("field-email-hint email-error");

    input.value = "jane@";
    page.fire(input, "input");
    expect(message.hidden).toBe(false);
    expect(input.getAttribute("aria-invalid")).toBe("true");

    input.value = "jane@example.com";
    page.fire(input, "input");
    expect(message.hidden).toBe(true);
    expect(input.hasAttribute("aria-invalid")).toBe(false);
    expect(input.getAttribute("aria-describedby")).toBe("field-email-hint");
  });

  it("keeps a required field's message while it is blank", () => {
    const page = pageWith(form(renderToStaticMarkup(<Field name="city" label="City" required error="Please enter your city." />)));
    const input = page.get<HTMLInputElement>("input");
    input.value = "   ";
    page.fire(input, "input");
    expect(page.get("#city-error").hidden).toBe(false);
  });

  it("hides a select's message once a real choice is made", () => {
    const page = pageWith(
      form(renderToStaticMarkup(<SelectField name="timeline" label="When" required options={[{ value: "now", label: "Now" }]} error="Please choose." />)),
    );
    const select = page.get<HTMLSelectElement>("select");
    page.fire(select, "change");
    expect(page.get("#timeline-error").hidden).toBe(false);
    select.value = "now";
    page.fire(select, "change");
    expect(page.get("#timeline-error").hidden).toBe(true);
  });

  it("hides a group's message once one of it is ticked, and takes it off the fieldset", () => {
    const page = pageWith(
      form(renderToStaticMarkup(<ChoiceGroup type="radio" name="insured" legend="Insured?" required options={[{ value: "yes", label: "Yes" }]} error="Please tell us." />)),
    );
    const radio = page.get<HTMLInputElement>("input");
    radio.checked = true;
    page.fire(radio, "change");
    expect(page.get("#insured-error").hidden).toBe(true);
    expect(page.get("fieldset").hasAttribute("aria-invalid")).toBe(false);
    expect(page.get("fieldset").hasAttribute("aria-describedby")).toBe(false);
  });
});

describe("form enhancements: the confirmation's redirect", () => {
  const markup = renderToStaticMarkup(<RedirectCountdown to="/" seconds={3} destination="the home page" />);

  it("shows itself, counts down second by second and then goes", () => {
    const page = pageWith(markup);
    const notice = page.get("[data-redirect-to]");
    expect(notice.hidden).toBe(false);
    expect(notice.textContent).toContain("Taking you to the home page in 3 seconds…");
    page.tick();
    expect(notice.textContent).toContain("in 2 seconds…");
    page.tick();
    expect(notice.textContent).toContain("in 1 second…");
    expect(page.navigations).toEqual([]);
    page.tick();
    expect(page.navigations).toEqual([expect.stringContaining("navigation")]);
  });

  it("stops when the visitor stays, and says so", () => {
    const page = pageWith(markup);
    page.get<HTMLButtonElement>("[data-redirect-stay]").click();
    const notice = page.get("[data-redirect-to]");
    expect(notice.textContent).toBe("You are staying on this page.");
    expect(page.document.activeElement).toBe(notice);
    page.tick();
    page.tick();
    page.tick();
    expect(page.navigations).toEqual([]);
  });

  it("is hidden in the page as sent, for visitors without JavaScript", () => {
    expect(markup).toMatch(/^<p [^>]*hidden=""/);
  });
});

describe("file picker", () => {
  const limits = { accept: ".jpg,.jpeg,image/jpeg,.pdf,application/pdf", maxFileBytes: 10 * MB, maxFiles: 3, maxTotalBytes: 25 * MB };
  const markup = form(renderToStaticMarkup(<FileField name="attachments" label="Photos" hint="Up to 3." limits={limits} />));

  /** Chooses files (name and size) in the page's file input. */
  function choose(page: ReturnType<typeof pageWith>, files: [string, number][]) {
    const input = page.get<HTMLInputElement>("input[type=file]");
    const list = files.map(([name, size]) => Object.defineProperty(new page.window.File([], name), "size", { value: size }));
    Object.defineProperty(input, "files", { value: list, configurable: true });
    page.fire(input, "change");
    return input;
  }
  const listed = (page: ReturnType<typeof pageWith>) => [...page.document.querySelectorAll("[data-file-list] li")].map((li) => li.textContent);
  const message = (page: ReturnType<typeof pageWith>) => (page.get("#attachments-error").hidden ? null : page.get("#attachments-error [data-error-text]").textContent);

  it("lists each chosen file with its size", () => {
    const page = pageWith(markup);
    choose(page, [["crash.JPG", 2_400_000], ["estimate.pdf", 52_000], ["note.pdf", 1]]);
    expect(listed(page)).toEqual(["crash.JPG 2.3 MB", "estimate.pdf 51 KB", "note.pdf 1 byte"]);
    expect(message(page)).toBeNull();
  });

  it.each([
    ["a type outside accept", [["virus.exe", 10]], "virus.exe is not an accepted file type. Please upload JPG, JPEG or PDF."],
    ["an empty file", [["blank.pdf", 0]], "blank.pdf is empty. Please choose the file again."],
    ["a file over the limit", [["huge.pdf", 10 * MB + 1]], "huge.pdf is larger than 10 MB. Please choose a file of 10 MB or smaller."],
    ["too many files", [["1.pdf", 1], ["2.pdf", 1], ["3.pdf", 1], ["4.pdf", 1]], "Please attach at most 3 files."],
    ["too much together", [["1.pdf", 9 * MB], ["2.pdf", 9 * MB], ["3.pdf", 9 * MB]], "These files add up to more than 25 MB, more than one form can carry. Please attach fewer or smaller files."],
  ] as const)("refuses %s before anything is sent", (_, files, expected) => {
    const page = pageWith(markup);
    const input = choose(page, files.map(([name, size]) => [name, size]));
    expect(message(page)).toBe(expected);
    expect(input.value).toBe("");
    expect(listed(page)).toEqual([]);
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-describedby")).toBe("field-attachments-hint attachments-error");
  });

  it("takes the message away when good files are chosen next", () => {
    const page = pageWith(markup);
    choose(page, [["virus.exe", 10]]);
    const input = choose(page, [["photo.jpeg", 2048]]);
    expect(message(page)).toBeNull();
    expect(input.hasAttribute("aria-invalid")).toBe(false);
    expect(input.getAttribute("aria-describedby")).toBe("field-attachments-hint");
    expect(listed(page)).toEqual(["photo.jpeg 2 KB"]);
  });
});
