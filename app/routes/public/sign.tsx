/**
 * /sign?token=… (and /es/sign): a signer's personal link (docs/product.md#signing-a-document),
 * no sign-in. In the signer's language: a Spanish signer who opens /sign is sent to /es/sign.
 * Step 1 the email code (its proof then lives in a cookie, app/http/signer-cookie.ts), step 2
 * the ESIGN consent, step 3 the pages with this signer's fields, then the done page. A link
 * that is not open explains itself and changes nothing. Every form works without JavaScript;
 * the React bundle adds the drawn signature and the "Next field" button.
 */
import { data, redirect } from "react-router";
import type { Route } from "./+types/sign";
import { SignerPageView } from "../../components/signing/SignerPageView.tsx";
import type { RouteHandle } from "../../root.tsx";
import { requestInfoOf, servicesOf } from "../../http/context.ts";
import { signerProofCookie, signerProofOf, signPathOf, tokenOf } from "../../http/signer-cookie.ts";
import { parseForm } from "../../lib/form-data.ts";
import { formatDateTime } from "../../lib/format.ts";
import { translatorFor } from "../../lib/i18n/i18n.ts";
import { localeOfUrl } from "../../lib/i18n/locale.ts";
import { codeFormSchema, consentFormSchema, declineFormSchema, signerIntentSchema } from "../../lib/schemas/signer-forms.ts";
import { fieldInputName } from "../../lib/signer-field-names.ts";
import { readTextForm } from "../../http/read-form.ts";
import { signingDepsOf } from "../../server/services.ts";
import { recordConsent, sendEmailCode } from "../../server/signing/signer-access.ts";
import { confirmEmailCode, loadSignerPage, provenSigner } from "../../server/signing/signer-page.ts";
import { signingDateText, type SubmittedValue } from "../../server/signing/signing-rules.ts";
import { declineToSign, submitSignature } from "../../server/signing/submit-signature.ts";

export const handle: RouteHandle = { hydrate: true };

/** The token is in the address: the page is never kept, and only our own pages ever see it as a referrer (same-origin keeps the Origin header the cross-site check reads). */
export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) => {
  const headers = new Headers({ "Cache-Control": "private, no-store", "Referrer-Policy": "same-origin" });
  const cookie = actionHeaders.get("Set-Cookie") ?? loaderHeaders.get("Set-Cookie");
  if (cookie) headers.set("Set-Cookie", cookie);
  return headers;
};

export const meta: Route.MetaFunction = ({ location }) => {
  const t = translatorFor(localeOfUrl(`http://x${location.pathname}`));
  return [{ title: t("signer.title") }, { name: "robots", content: "noindex" }];
};

export async function loader({ context, request, url }: Route.LoaderArgs) {
  const services = servicesOf(context);
  const locale = localeOfUrl(url);
  // After the last signature the link is replaced (the copy's link is emailed): nothing to look up.
  if (url.searchParams.get("signed") === "all") return { kind: "all-signed" as const };
  const token = tokenOf(url);
  const page = await loadSignerPage(signingDepsOf(services), token, await signerProofOf(request, services, token));
  if (!page) return data({ kind: "unknown" as const }, { status: 404 });
  if (page.locale !== locale) throw redirect(`${signPathOf(page.locale)}${url.search}`);
  const { view } = page;
  // A link past its expiry closes before the job marks the document: its expiry is the date.
  const closedAt = view.closedAt ?? (view.state === "expired" ? view.expiresAt : null);
  return {
    kind: "page" as const,
    token,
    step: page.step,
    maskedEmail: page.maskedEmail,
    codeExpiresAt: page.codeExpiresAt ? formatDateTime(page.codeExpiresAt, undefined, locale) : null,
    state: view.state,
    title: view.title,
    reference: view.reference,
    signerName: view.signer.name,
    closedAt: closedAt ? formatDateTime(closedAt, undefined, locale) : null,
    reason: view.reason,
    signedCopy: view.signedCopy,
    disclosure: page.step === "consent" ? view.disclosure : null,
    pageSizes: page.step === "document" ? view.pageSizes : [],
    fields: page.step === "document" ? view.fields : [],
    dateText: signingDateText(new Date(), locale),
  };
}

/** What a refused post sends back: the messages by input name and every value as typed. */
export interface SignerFailure {
  errors: Record<string, string>;
  values: Record<string, string>;
  formError?: string;
  intent: string;
}

const failure = (status: number, body: SignerFailure) => data(body, { status });

export async function action({ context, request, url }: Route.ActionArgs) {
  const services = servicesOf(context);
  const deps = signingDepsOf(services);
  const locale = localeOfUrl(url);
  const t = translatorFor(locale);
  const token = tokenOf(url);
  const here = `${url.pathname}${url.search}`;
  // A drawn signature is a small PNG as a data URL (at most 200 KB, so about 270 KB of text).
  const read = await readTextForm(request, { maxBytes: 4 * 1024 * 1024, maxParts: 200, maxFieldBytes: 300 * 1024 });
  if (!read.ok) return failure(400, { errors: {}, values: {}, intent: "", formError: t("forms.upload.unreadable") });
  const fields = read.fields;
  const intent = signerIntentSchema.safeParse(fields.get("intent"));
  if (!intent.success) throw redirect(here);

  if (intent.data === "send-code") {
    const sent = await sendEmailCode(deps, token);
    if (sent.ok) services.kickOutbox();
    if (!sent.ok && sent.error === "too-many-codes") {
      const time = sent.retryAt ? formatDateTime(sent.retryAt, undefined, locale) : "";
      return failure(429, { errors: {}, values: {}, intent: intent.data, formError: t("signer.code.tooManyCodes", { time, phone: services.agency.phone.display }) });
    }
    throw redirect(here);
  }

  if (intent.data === "verify-code") {
    const parsed = parseForm(codeFormSchema(locale), fields);
    if (!parsed.ok) return failure(400, { errors: parsed.errors as Record<string, string>, values: { code: "" }, intent: intent.data });
    const checked = await confirmEmailCode(deps, token, parsed.data.code, (await signerProofOf(request, services, token)).secret);
    if (checked.ok) throw redirect(here, { headers: { "Set-Cookie": signerProofCookie(token, checked.proof, locale, services.env.PUBLIC_URL) } });
    const messages: Partial<Record<string, string>> = {
      "wrong-code": t("signer.code.wrong", { n: "attemptsLeft" in checked ? (checked.attemptsLeft ?? 0) : 0 }),
      "code-expired": t("signer.code.expired"),
      "no-code": t("signer.code.noCode"),
      "too-many-attempts": t("signer.code.tooManyAttempts"),
    };
    const message = messages[checked.error];
    // A link that closed meanwhile: the page says why.
    if (!message) throw redirect(here);
    return failure(400, { errors: { code: message }, values: { code: "" }, intent: intent.data });
  }

  // Every later step needs this browser's proof; without it, back to the code.
  const proof = await signerProofOf(request, services, token);
  if (!(await provenSigner(services.db, token, proof))) throw redirect(here);

  if (intent.data === "consent") {
    const parsed = parseForm(consentFormSchema(locale), fields);
    if (!parsed.ok) return failure(400, { errors: parsed.errors as Record<string, string>, values: {}, intent: intent.data });
    const consented = await recordConsent(deps, token, parsed.data.version);
    if (!consented.ok && consented.error === "unknown-version") return failure(400, { errors: { agree: t("signer.consent.required") }, values: {}, intent: intent.data });
    throw redirect(here);
  }

  if (intent.data === "decline") {
    const parsed = parseForm(declineFormSchema(locale), fields);
    if (!parsed.ok) return failure(400, { errors: parsed.errors as Record<string, string>, values: parsed.values as Record<string, string>, intent: intent.data });
    const declined = await declineToSign(deps, token, parsed.data.reason);
    if (declined.ok) services.kickOutbox();
    throw redirect(here);
  }

  // Sign: the values of this signer's fields, by field id, as the inputs name them.
  const values: Record<string, SubmittedValue> = {};
  const typedBack: Record<string, string> = {};
  for (const [name, raw] of fields.entries()) {
    const match = /^f_([0-9a-f-]{36})_(typed|drawn|text|checked)$/.exec(name);
    if (!match || typeof raw !== "string") continue;
    const [, id, part] = match as unknown as [string, string, "typed" | "drawn" | "text" | "checked"];
    const value = (values[id] ??= {});
    if (part === "typed") value.typed = raw;
    else if (part === "text") value.text = raw;
    else if (part === "checked") value.checked = raw === "yes";
    else if (raw) value.drawnPng = pngOfDataUrl(raw);
    if (part !== "drawn") typedBack[name] = raw;
  }
  const signed = await submitSignature(deps, token, { values, address: requestInfoOf(context).clientIp, browser: request.headers.get("user-agent") ?? "" });
  if (signed.ok) {
    services.kickOutbox();
    throw redirect(signed.completed ? `${signPathOf(locale)}?signed=all` : here);
  }
  if (signed.error === "invalid-values" && "problems" in signed && signed.problems) {
    const errors: Record<string, string> = {};
    for (const [id, problem] of Object.entries(signed.problems)) {
      const kind = (values[id]?.checked !== undefined ? "checked" : values[id]?.text !== undefined ? "text" : "typed") as "typed";
      errors[fieldInputName(id, kind)] = t(`signer.document.problems.${problem}`);
    }
    return failure(400, { errors, values: typedBack, intent: intent.data });
  }
  if (signed.error === "not-your-field") return failure(400, { errors: {}, values: {}, intent: intent.data, formError: t("signer.document.notYourField") });
  throw redirect(here);
}

/** The drawn signature as posted (a PNG data URL); anything else gives bytes the rules refuse as not a PNG. */
function pngOfDataUrl(value: string): Uint8Array {
  const base64 = /^data:image\/png;base64,([A-Za-z0-9+/=]+)$/.exec(value)?.[1];
  return base64 ? new Uint8Array(Buffer.from(base64, "base64")) : new Uint8Array([0]);
}

export default function SignPage({ loaderData, actionData }: Route.ComponentProps) {
  return <SignerPageView page={loaderData} failure={actionData} />;
}
