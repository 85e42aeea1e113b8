import { render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { ConsentEntry } from "../../../server/compliance/consents.ts";
import { LeadConsents } from "./LeadConsents.tsx";

const marketingV2 = "Yes, the agency may call and text me about other insurance at the number I gave.";
const contactV3 = "By sending this form I ask the agency to contact me about this request.";

function consent(over: Partial<ConsentEntry>): ConsentEntry {
  return {
    kind: "marketing", form: "quote", version: 2, text: marketingV2, givenAt: "2026-11-20T18:00:00.000Z", pageUrl: "https://agency.example/quote",
    thisRecord: false, recordType: "quotes", recordId: "q-1", recordedByStaff: false, coversEmail: false, ...over,
  };
}

function show(consents: ConsentEntry[]) {
  const router = createMemoryRouter([{ path: "/", element: <LeadConsents consents={consents} /> }]);
  render(<RouterProvider router={router} />);
}

describe("LeadConsents", () => {
  it("shows each statement's words once, with every time it was given under them, newest first", () => {
    show([
      consent({ kind: "contact", version: 3, text: contactV3, thisRecord: true, recordId: "q-9", givenAt: "2026-11-22T18:00:00.000Z" }),
      consent({ recordId: "q-2", givenAt: "2026-11-21T18:00:00.000Z" }),
      consent({ recordId: "q-1", givenAt: "2026-11-20T18:00:00.000Z" }),
    ]);
    expect(screen.getAllByText(marketingV2)).toHaveLength(1);
    const statements = screen.getAllByRole("listitem").filter((item) => item.querySelector("blockquote"));
    expect(statements.map((item) => item.querySelector("blockquote")!.textContent)).toEqual([contactV3, marketingV2]);
    const marketing = within(statements[1]!);
    expect(marketing.getByText("Marketing calls and texts")).toBeTruthy();
    expect(marketing.getByText("Given 2 times")).toBeTruthy();
    expect(marketing.getAllByRole("link", { name: "with a quote request" }).map((link) => link.getAttribute("href"))).toEqual([
      "/admin/inbox/quotes/q-2",
      "/admin/inbox/quotes/q-1",
    ]);
    expect(within(statements[0]!).queryByText(/Given \d+ times/)).toBeNull();
    expect(within(statements[0]!).queryByRole("link")).toBeNull();
  });

  it("keeps a newer version of the same statement apart, and the words a customer gave staff apart from each other", () => {
    show([
      consent({ version: 3, coversEmail: true, text: `${marketingV2} And email me.` }),
      consent({}),
      consent({ form: "customer", recordedByStaff: true, coversEmail: true, version: null, text: "Said yes on the phone", recordType: "customer", recordId: "c-1" }),
      consent({ form: "customer", recordedByStaff: true, coversEmail: true, version: null, text: "Signed the paper form", recordType: "customer", recordId: "c-1" }),
    ]);
    expect(screen.getAllByRole("blockquote").length).toBe(4);
    expect(screen.getByText("Marketing emails, calls and texts")).toBeTruthy();
    expect(screen.getAllByRole("link", { name: "Open the customer" })).toHaveLength(2);
  });
});
