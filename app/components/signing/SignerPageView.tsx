/**
 * The signer's page (app/routes/public/sign.tsx): the code, the consent, the document with this
 * signer's fields over its pages, the done page, or why the link is closed. Plain forms that
 * work without JavaScript; with it, the drawn signature (signature_pad) and "Next field".
 */
import { AlertCircle, CheckCircle2, FileDown, FileText, Info, MailCheck, PenLine } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { ErrorSummary, Field, TextareaField } from "../forms.tsx";
import { useHydrated } from "../use-hydrated.ts";
import { useAgency, useLocale, useT } from "../use-site.ts";
import { translatorFor } from "../../lib/i18n/i18n.ts";
import { fieldInputName } from "../../lib/signer-field-names.ts";

type FieldKind = "signature" | "initials" | "date" | "text" | "checkbox";

export interface SignerFieldView {
  id: string;
  kind: FieldKind;
  box: { page: number; x: number; y: number; width: number; height: number };
  required: boolean;
  label: string | null;
}

export type SignerPageData =
  | { kind: "all-signed" }
  | { kind: "unknown" }
  | {
      kind: "page";
      token: string;
      step: "code" | "consent" | "document" | "closed";
      maskedEmail: string;
      codeExpiresAt: string | null;
      state: string;
      title: string;
      reference: string;
      signerName: string;
      closedAt: string | null;
      reason: string | null;
      signedCopy: boolean;
      disclosure: { version: string; title: string; paragraphs: string[]; agreement: string } | null;
      pageSizes: { page: number; widthPt: number; heightPt: number }[];
      fields: SignerFieldView[];
      dateText: string;
    };

export interface SignerFailureView {
  errors: Record<string, string>;
  values: Record<string, string>;
  formError?: string;
  intent: string;
}

type OpenPage = Extract<SignerPageData, { kind: "page" }>;

const buttonClass =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-navy-800 px-6 py-3 text-base font-semibold text-white shadow-sm hover:bg-navy-900 disabled:cursor-not-allowed disabled:opacity-60";
const secondaryButtonClass =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-md border-2 border-navy-800 bg-white px-5 py-2.5 text-base font-semibold text-navy-800 hover:bg-navy-50";
const linkClass = "font-semibold text-navy-800 underline hover:text-navy-950";

export function SignerPageView({ page, failure }: { page: SignerPageData; failure: SignerFailureView | undefined }) {
  const t = useT();
  const locale = useLocale();
  if (page.kind !== "page") {
    return (
      <Frame heading={page.kind === "all-signed" ? t("signer.done.completedHeading") : t("signer.closed.heading")}>
        <Notice icon={page.kind === "all-signed" ? "done" : "info"}>
          <p>{page.kind === "all-signed" ? t("signer.done.completed") : t("signer.closed.unknown")}</p>
          {/* An unknown link names no signer, so no language: the English page says it in Spanish too. */}
          {page.kind === "unknown" && locale === "en" ? <p lang="es">{translatorFor("es")("signer.closed.unknown")}</p> : null}
        </Notice>
        <ContactLine />
      </Frame>
    );
  }
  return (
    <Frame heading={page.title} sub={t("signer.reference", { reference: page.reference })}>
      {page.step === "code" ? <CodeStep page={page} failure={failure} /> : null}
      {page.step === "consent" ? <ConsentStep page={page} failure={failure} /> : null}
      {page.step === "document" ? <DocumentStep page={page} failure={failure} /> : null}
      {page.step === "closed" ? <ClosedState page={page} /> : null}
      {page.step === "consent" || page.step === "document" ? <DeclineForm failure={failure} /> : null}
      <ContactLine />
    </Frame>
  );
}

function Frame({ heading, sub, children }: { heading: string; sub?: string; children: React.ReactNode }) {
  const t = useT();
  const agency = useAgency();
  return (
    <div className="bg-slate-50 pb-16">
      <div className="bg-navy-900 text-white">
        <div className="mx-auto max-w-4xl px-4 pb-8 pt-8 sm:px-6">
          <p className="text-sm font-semibold uppercase tracking-wider text-gold-300">{t("signer.from", { agency: agency.name })}</p>
          <h1 className="mt-2 break-words text-2xl font-bold sm:text-3xl">{heading}</h1>
          {sub ? <p className="mt-2 text-slate-100">{sub}</p> : null}
        </div>
      </div>
      <div className="mx-auto max-w-4xl space-y-8 px-4 pt-8 sm:px-6">{children}</div>
    </div>
  );
}

function Notice({ icon, children }: { icon: "done" | "info" | "mail"; children: React.ReactNode }) {
  const Icon = icon === "done" ? CheckCircle2 : icon === "mail" ? MailCheck : Info;
  return (
    <div className="flex items-start gap-3 rounded-xl border border-navy-100 bg-white p-5 text-lg text-slate-800 shadow-sm">
      <Icon aria-hidden="true" className="mt-1 h-6 w-6 shrink-0 text-navy-800" />
      <div className="space-y-2">{children}</div>
    </div>
  );
}

function ContactLine() {
  const t = useT();
  const agency = useAgency();
  return (
    <p className="text-slate-700">
      {t("signer.contact", { phone: agency.phone.display, email: agency.emails.info })}
    </p>
  );
}

function StepHeading({ n, children }: { n: number; children: React.ReactNode }) {
  const t = useT();
  return (
    <div>
      <p className="text-sm font-semibold uppercase tracking-wide text-slate-700">{t("signer.stepOf", { n })}</p>
      <h2 className="mt-1 text-xl font-bold text-navy-900 sm:text-2xl">{children}</h2>
    </div>
  );
}

function Card({ children, labelledBy }: { children: React.ReactNode; labelledBy?: string }) {
  return (
    <section aria-labelledby={labelledBy} className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      {children}
    </section>
  );
}

/**
 * The form's intent travels as a hidden field, so one page's several forms post to one action.
 * Every form here is a full page post (reloadDocument): the proof cookie's path is the signing
 * page's, which the router's own data requests (/sign.data) are outside of.
 */
function Intent({ value }: { value: string }) {
  return <input type="hidden" name="intent" value={value} />;
}

function Submit({ children, pending, className = buttonClass }: { children: React.ReactNode; pending?: string; className?: string }) {
  const navigation = useNavigation();
  const t = useT();
  const busy = navigation.state === "submitting";
  return (
    <button type="submit" disabled={busy} className={className}>
      {busy ? (pending ?? t("forms.submitting")) : children}
    </button>
  );
}

function CodeStep({ page, failure }: { page: OpenPage; failure: SignerFailureView | undefined }) {
  const t = useT();
  const mine = failure && (failure.intent === "verify-code" || failure.intent === "send-code") ? failure : undefined;
  const download = page.state === "completed";
  return (
    <Card labelledBy="code-heading">
      <div id="code-heading">{download ? <h2 className="text-xl font-bold text-navy-900 sm:text-2xl">{t("signer.done.downloadHeading")}</h2> : <StepHeading n={1}>{t("signer.steps.code")}</StepHeading>}</div>
      {download ? <p className="text-slate-800">{t("signer.code.downloadIntro")}</p> : null}
      <ErrorSummary errors={mine?.errors} labels={{ code: t("signer.code.label") }} formError={mine?.formError} />
      {page.codeExpiresAt ? (
        <Notice icon="mail">
          <p>{t("signer.code.sent", { email: page.maskedEmail, time: page.codeExpiresAt })}</p>
        </Notice>
      ) : (
        <p className="text-slate-800">{t("signer.code.intro", { email: page.maskedEmail })}</p>
      )}
      {page.codeExpiresAt ? (
        <Form method="post" reloadDocument noValidate className="space-y-4">
          <Intent value="verify-code" />
          <Field
            name="code"
            label={t("signer.code.label")}
            hint={t("signer.code.hint")}
            required
            error={mine?.errors.code}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={20}
            className="max-w-xs"
          />
          <Submit>{t("signer.code.submit")}</Submit>
        </Form>
      ) : null}
      <Form method="post" reloadDocument>
        <Intent value="send-code" />
        <Submit className={page.codeExpiresAt ? secondaryButtonClass : buttonClass}>{page.codeExpiresAt ? t("signer.code.resend") : t("signer.code.send")}</Submit>
      </Form>
    </Card>
  );
}

function ConsentStep({ page, failure }: { page: OpenPage; failure: SignerFailureView | undefined }) {
  const t = useT();
  const locale = useLocale();
  const disclosure = page.disclosure;
  if (!disclosure) return null;
  const mine = failure?.intent === "consent" ? failure : undefined;
  const error = mine?.errors.agree;
  const signPath = locale === "es" ? "/es/sign" : "/sign";
  return (
    <Card labelledBy="consent-heading">
      <div id="consent-heading">
        <StepHeading n={2}>{t("signer.steps.consent")}</StepHeading>
      </div>
      <ErrorSummary errors={mine?.errors} labels={{ agree: disclosure.agreement }} />
      <h3 className="text-lg font-semibold text-navy-900">{disclosure.title}</h3>
      <div className="space-y-3 text-slate-800">
        {disclosure.paragraphs.map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
      </div>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <a href={`${signPath}/disclosure.pdf?token=${encodeURIComponent(page.token)}`} target="_blank" rel="noreferrer" className={`inline-flex items-center gap-1.5 ${linkClass}`}>
          <FileText aria-hidden="true" className="h-5 w-5" />
          {t("signer.consent.openPdf")}
          <span className="sr-only"> {t("common.opensInNewTab")}</span>
        </a>
        <span className="text-sm text-slate-700">{t("signer.consent.openPdfHint")}</span>
      </p>
      <Form method="post" reloadDocument noValidate className="space-y-4">
        <Intent value="consent" />
        <input type="hidden" name="version" value={disclosure.version} />
        <div id="field-agree">
          <label className="flex items-start gap-3 text-slate-900">
            <input
              type="checkbox"
              name="agree"
              value="yes"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "agree-error" : undefined}
              className="mt-1 h-6 w-6 shrink-0 rounded border-slate-500 accent-navy-800"
            />
            <span className="font-medium">{disclosure.agreement}</span>
          </label>
          {error ? (
            <p id="agree-error" className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-800">
              <AlertCircle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
              {error}
            </p>
          ) : null}
        </div>
        <Submit>{t("signer.consent.submit")}</Submit>
      </Form>
    </Card>
  );
}

const inputIdOf = (field: SignerFieldView) => `field-${fieldInputName(field.id, field.kind === "text" ? "text" : field.kind === "checkbox" ? "checked" : "typed")}`;

function DocumentStep({ page, failure }: { page: OpenPage; failure: SignerFailureView | undefined }) {
  const t = useT();
  const locale = useLocale();
  const mine = failure?.intent === "sign" ? failure : undefined;
  const signPath = locale === "es" ? "/es/sign" : "/sign";
  const kindLabel = (field: SignerFieldView) => field.label || t(`signer.document.kinds.${field.kind}`);
  const labels = Object.fromEntries(
    page.fields.map((field) => [fieldInputName(field.id, field.kind === "text" ? "text" : field.kind === "checkbox" ? "checked" : "typed"), kindLabel(field)]),
  );
  return (
    <>
      <Card labelledBy="document-heading">
        <div id="document-heading">
          <StepHeading n={3}>{t("signer.steps.document")}</StepHeading>
        </div>
        <p className="text-slate-800">{t("signer.document.fieldsIntro")}</p>
        <nav aria-label={t("signer.document.fieldsHeading")}>
          <h3 className="font-semibold text-navy-900">{t("signer.document.fieldsHeading")}</h3>
          <ol className="mt-2 list-decimal space-y-1 pl-6">
            {page.fields.map((field) => (
              <li key={field.id}>
                <a href={`#${inputIdOf(field)}`} className={linkClass}>
                  {kindLabel(field)}
                </a>{" "}
                <span className="text-slate-700">
                  ({t("signer.document.onPage", { n: field.box.page })}, {field.required ? t("signer.document.required") : t("signer.document.optional")})
                </span>
              </li>
            ))}
          </ol>
        </nav>
      </Card>

      <section aria-labelledby="pages-heading" className="space-y-6">
        <h2 id="pages-heading" className="text-xl font-bold text-navy-900">
          {t("signer.document.pagesHeading")}
        </h2>
        {page.pageSizes.map((size) => {
          const own = page.fields.filter((f) => f.box.page === size.page);
          return (
            <figure key={size.page} className="space-y-2">
              <figcaption className="text-sm font-semibold text-slate-700">{t("signer.document.page", { n: size.page, count: page.pageSizes.length })}</figcaption>
              <div className="relative w-full overflow-hidden border border-slate-300 bg-white shadow-sm">
                <img
                  src={`${signPath}/page/${size.page}?token=${encodeURIComponent(page.token)}`}
                  alt={t("signer.document.pageAlt", { n: size.page, title: page.title })}
                  width={Math.round(size.widthPt)}
                  height={Math.round(size.heightPt)}
                  className="block h-auto w-full"
                />
                {own.map((field) => (
                  <a
                    key={field.id}
                    href={`#${inputIdOf(field)}`}
                    className="absolute flex items-start justify-start overflow-hidden rounded-sm border-2 border-dashed border-navy-800 bg-gold-300/40 px-1 text-[10px] font-bold leading-tight text-navy-950 focus:outline-none focus-visible:ring-4 focus-visible:ring-navy-800 sm:text-xs"
                    style={{ left: `${field.box.x * 100}%`, top: `${field.box.y * 100}%`, width: `${field.box.width * 100}%`, height: `${field.box.height * 100}%` }}
                  >
                    {kindLabel(field)}
                  </a>
                ))}
              </div>
            </figure>
          );
        })}
      </section>

      <Card labelledBy="sign-heading">
        <h2 id="sign-heading" className="text-xl font-bold text-navy-900">
          {t("signer.document.signHeading")}
        </h2>
        <ErrorSummary errors={mine?.errors} labels={labels} formError={mine?.formError} />
        <Form method="post" reloadDocument noValidate className="space-y-6" id="sign-form">
          <Intent value="sign" />
          <NextFieldButton />
          {page.fields.map((field) => (
            <FieldInput key={field.id} field={field} label={kindLabel(field)} failure={mine} dateText={page.dateText} />
          ))}
          <p className="text-slate-800">{t("signer.document.signIntro")}</p>
          <Submit pending={t("signer.document.signing")}>
            <PenLine aria-hidden="true" className="h-5 w-5" />
            {t("signer.document.sign")}
          </Submit>
        </Form>
      </Card>
    </>
  );
}

/** With JavaScript: focus moves to the next required field still empty (the list above does it without). */
function NextFieldButton() {
  const t = useT();
  const ready = useHydrated();
  const [message, setMessage] = useState("");
  if (!ready) return null;
  const next = () => {
    const form = document.getElementById("sign-form");
    const inputs = [...(form?.querySelectorAll<HTMLInputElement>("[data-required-field]") ?? [])];
    const empty = inputs.filter((input) => (input.type === "checkbox" ? !input.checked : !input.value.trim()));
    const current = inputs.indexOf(document.activeElement as HTMLInputElement);
    const target = empty.find((input) => inputs.indexOf(input) > current) ?? empty[0];
    if (target) {
      setMessage("");
      target.focus();
      target.scrollIntoView({ block: "center" });
    } else setMessage(t("signer.document.allFilled"));
  };
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button type="button" onClick={next} className={secondaryButtonClass}>
        {t("signer.document.nextField")}
      </button>
      <p role="status" className="text-slate-800">
        {message}
      </p>
    </div>
  );
}

function FieldInput({ field, label, failure, dateText }: { field: SignerFieldView; label: string; failure: SignerFailureView | undefined; dateText: string }) {
  const t = useT();
  const locale = useLocale();
  const where = `${label} (${t("signer.document.onPage", { n: field.box.page })})`;
  if (field.kind === "date") {
    return (
      <div className="rounded-lg border border-slate-200 bg-slate-50 p-4">
        <p className="font-medium text-slate-900">{where}</p>
        <p className="mt-1 text-slate-800">{t("signer.document.dateFilled", { date: dateText })}</p>
      </div>
    );
  }
  if (field.kind === "checkbox") {
    const name = fieldInputName(field.id, "checked");
    const error = failure?.errors[name];
    return (
      <div>
        <label className="flex items-start gap-3 text-slate-900" htmlFor={`field-${name}`}>
          <input
            id={`field-${name}`}
            type="checkbox"
            name={name}
            value="yes"
            defaultChecked={failure?.values[name] === "yes"}
            data-required-field={field.required ? "" : undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${name}-error` : undefined}
            className="mt-1 h-6 w-6 shrink-0 accent-navy-800"
          />
          <span className="font-medium">
            {where} <span className="text-slate-600">({field.required ? t("forms.required") : t("forms.optional")})</span>
          </span>
        </label>
        {error ? (
          <p id={`${name}-error`} className="mt-1.5 text-sm font-medium text-red-800">
            {error}
          </p>
        ) : null}
      </div>
    );
  }
  if (field.kind === "text") {
    const name = fieldInputName(field.id, "text");
    return (
      <RequiredMarker required={field.required}>
        <Field name={name} label={where} required={field.required} error={failure?.errors[name]} defaultValue={failure?.values[name]} maxLength={500} />
      </RequiredMarker>
    );
  }
  const name = fieldInputName(field.id, "typed");
  return (
    <fieldset className="space-y-3 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 font-semibold text-navy-900">{where}</legend>
      <RequiredMarker required={field.required}>
        <Field
          name={name}
          label={field.kind === "initials" ? t("signer.document.typedInitials") : t("signer.document.typedSignature")}
          hint={t("signer.document.typedHint")}
          required={field.required}
          error={failure?.errors[name]}
          defaultValue={failure?.values[name]}
          maxLength={100}
          autoComplete={field.kind === "signature" ? "name" : "off"}
          lang={locale}
          className="[&_input]:font-serif [&_input]:text-2xl [&_input]:italic"
        />
      </RequiredMarker>
      <SignaturePad name={fieldInputName(field.id, "drawn")} />
    </fieldset>
  );
}

/** Marks the input inside as one "Next field" visits (a data attribute the button reads). */
function RequiredMarker({ required, children }: { required: boolean; children: React.ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const input = ref.current?.querySelector("input");
    if (input && required) input.setAttribute("data-required-field", "");
  }, [required]);
  return <div ref={ref}>{children}</div>;
}

/**
 * The optional drawn signature: only with JavaScript (a canvas cannot be drawn on without it).
 * Keyboard and screen-reader users simply type. The drawing travels as a PNG data URL.
 */
function SignaturePad({ name }: { name: string }) {
  const t = useT();
  const canvas = useRef<HTMLCanvasElement>(null);
  const hidden = useRef<HTMLInputElement>(null);
  const pad = useRef<{ clear(): void; off(): void } | null>(null);
  const ready = useHydrated();
  useEffect(() => {
    if (!ready || !canvas.current) return;
    let cancelled = false;
    void import("signature_pad").then(({ default: SignaturePadClass }) => {
      const element = canvas.current;
      if (cancelled || !element) return;
      // Drawn at the device's pixel ratio so the line stays sharp on a phone.
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      element.width = element.offsetWidth * ratio;
      element.height = element.offsetHeight * ratio;
      element.getContext("2d")?.scale(ratio, ratio);
      const instance = new SignaturePadClass(element, { penColor: "#0c2340" });
      instance.addEventListener("endStroke", () => {
        if (hidden.current) hidden.current.value = instance.isEmpty() ? "" : instance.toDataURL("image/png");
      });
      pad.current = instance;
      // Says the pad is listening (tests wait for it before drawing).
      element.dataset.ready = "true";
    });
    return () => {
      cancelled = true;
      pad.current?.off();
    };
  }, [ready]);
  if (!ready) return null;
  return (
    <div>
      <p className="font-medium text-slate-900">{t("signer.document.draw")}</p>
      <p className="text-sm text-slate-600">{t("signer.document.drawHint")}</p>
      <canvas ref={canvas} aria-label={t("signer.document.canvasLabel")} className="mt-2 h-32 w-full touch-none rounded-md border border-slate-400 bg-white" />
      <input ref={hidden} type="hidden" name={name} defaultValue="" />
      <button
        type="button"
        className={`mt-2 ${secondaryButtonClass}`}
        onClick={() => {
          pad.current?.clear();
          if (hidden.current) hidden.current.value = "";
        }}
      >
        {t("signer.document.clear")}
      </button>
    </div>
  );
}

function DeclineForm({ failure }: { failure: SignerFailureView | undefined }) {
  const t = useT();
  const agency = useAgency();
  const mine = failure?.intent === "decline" ? failure : undefined;
  return (
    <details className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6" open={Boolean(mine)}>
      <summary className="cursor-pointer text-lg font-semibold text-navy-900">{t("signer.decline.heading")}</summary>
      <div className="mt-4 space-y-4">
        <p className="text-slate-800">{t("signer.decline.intro", { agency: agency.name })}</p>
        <Form method="post" reloadDocument noValidate className="space-y-4">
          <Intent value="decline" />
          <TextareaField name="reason" label={t("signer.decline.label")} required error={mine?.errors.reason} defaultValue={mine?.values.reason} maxLength={1000} />
          <Submit className={secondaryButtonClass}>{t("signer.decline.submit")}</Submit>
        </Form>
      </div>
    </details>
  );
}

function ClosedState({ page }: { page: OpenPage }) {
  const t = useT();
  const agency = useAgency();
  const locale = useLocale();
  const date = page.closedAt ?? "";
  switch (page.state) {
    case "completed":
      return page.signedCopy ? (
        <Card labelledBy="copy-heading">
          <h2 id="copy-heading" className="text-xl font-bold text-navy-900">
            {t("signer.done.completedHeading")}
          </h2>
          <p className="text-slate-800">{t("signer.closed.completed", { date })}</p>
          <p>
            <a href={`${locale === "es" ? "/es/sign" : "/sign"}/signed.pdf?token=${encodeURIComponent(page.token)}`} className={buttonClass} download>
              <FileDown aria-hidden="true" className="h-5 w-5" />
              {t("signer.done.download")}
            </a>
          </p>
        </Card>
      ) : (
        <Notice icon="info">{t("signer.closed.completed", { date })}</Notice>
      );
    case "signed":
      return (
        <Card labelledBy="signed-heading">
          <h2 id="signed-heading" className="flex items-center gap-2 text-xl font-bold text-navy-900">
            <CheckCircle2 aria-hidden="true" className="h-6 w-6 text-navy-800" />
            {t("signer.done.signedHeading")}
          </h2>
          <p className="text-slate-800">{t("signer.done.signed")}</p>
        </Card>
      );
    case "voided":
      return (
        <Notice icon="info">
          <p>{t("signer.closed.voided", { agency: agency.name, date })}</p>
          {page.reason ? <p>{t("signer.closed.voidedReason", { reason: page.reason })}</p> : null}
        </Notice>
      );
    case "expired":
      return <Notice icon="info">{t("signer.closed.expired", { date })}</Notice>;
    case "declined":
      return <Notice icon="info">{t("signer.closed.declined", { agency: agency.name, date })}</Notice>;
    default:
      return <Notice icon="info">{t("signer.closed.notYourTurn")}</Notice>;
  }
}
