/**
 * /verify (and /es/verify): whether the agency issued exactly a file (docs/product.md#signing-a-document).
 * A PDF is uploaded (its SHA-256 computed on the server, the file not kept) or a SHA-256 pasted;
 * the answer names the date and the reference only. The post goes through the public forms'
 * reading steps (rate limit, upload budget, size), and works without JavaScript.
 */
import { CheckCircle2, XCircle } from "lucide-react";
import type { Route } from "./+types/verify";
import { Breadcrumbs } from "../../components/Breadcrumbs.tsx";
import { EnhancedForm, ErrorSummary, Field, FileField, SubmitButton, valueOf } from "../../components/forms.tsx";
import { PageHero } from "../../components/PageHero.tsx";
import { Section } from "../../components/Section.tsx";
import { useT } from "../../components/use-site.ts";
import type { RouteHandle } from "../../root.tsx";
import { servicesOf, requestInfoOf } from "../../http/context.ts";
import { sharePublicPage } from "../../http/public-page.ts";
import { receiveForm, refusal } from "../../http/receive-form.ts";
import type { FormFailure } from "../../lib/form-data.ts";
import { formatDateTime } from "../../lib/format.ts";
import { translatorFor, type Translate } from "../../lib/i18n/i18n.ts";
import { localeOfUrl } from "../../lib/i18n/locale.ts";
import { pageMeta, siteFromMatches } from "../../lib/seo.ts";
import { fileLimitsOf } from "../../server/forms/file-limits.ts";
import { retryAfterHeaders } from "../../http/retry-after.ts";
import { checkIssuedFile, verifyFileIntake } from "../../server/signing/signer-page.ts";

/** No React bundle: the form script and the file picker add the rest. */
export const handle: RouteHandle = { scripts: ["form", "file-picker"] };

export const headers = retryAfterHeaders;

const trailFor = (t: Translate) => [
  { label: t("common.home"), href: "/" },
  { label: t("verify.title"), href: "/verify" },
];

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  const t = translatorFor(site?.locale ?? "en");
  return pageMeta(site, { title: t("verify.title"), description: t("verify.description"), path: "/verify", breadcrumbs: trailFor(t) });
};

export function loader({ context, url }: Route.LoaderArgs) {
  sharePublicPage(context);
  return { files: fileLimitsOf(verifyFileIntake(localeOfUrl(url)), servicesOf(context).env.MAX_REQUEST_MB) };
}

type Answer = { answer: { sha256: string; issuedAt: string | null; reference: string | null } };

export async function action({ request, context }: Route.ActionArgs) {
  const services = servicesOf(context);
  const locale = localeOfUrl(request.url);
  const t = translatorFor(locale);
  return receiveForm(verifyFileIntake(locale), { request, services, clientIp: requestInfoOf(context).clientIp }, async ({ data, values, files }) => {
    const file = files[0];
    const checked = await checkIssuedFile(services.db, file ? { bytes: await file.read() } : { sha256: data.sha256 });
    if (!checked.ok) return refusal(400, { errors: { sha256: t("verify.needOne") }, values });
    const issued = checked.issued;
    return { answer: { sha256: checked.sha256, issuedAt: issued ? formatDateTime(issued.at, undefined, locale) : null, reference: issued?.reference ?? null } } satisfies Answer;
  });
}

function AnswerBox({ answer }: Answer) {
  const t = useT();
  const verified = answer.reference !== null;
  const Icon = verified ? CheckCircle2 : XCircle;
  return (
    <div role="status" className={`rounded-xl border-2 p-5 ${verified ? "border-green-800 bg-green-50 text-green-950" : "border-red-800 bg-red-50 text-red-950"}`}>
      <h2 className="flex items-center gap-2 text-xl font-bold">
        <Icon aria-hidden="true" className="h-6 w-6 shrink-0" />
        {verified ? t("verify.verifiedHeading") : t("verify.notVerifiedHeading")}
      </h2>
      <p className="mt-2 text-lg">{verified ? t("verify.verified", { date: answer.issuedAt ?? "", reference: answer.reference ?? "" }) : t("verify.notVerified")}</p>
      <p className="mt-2 break-all font-mono text-sm">{t("verify.checked", { hash: answer.sha256 })}</p>
    </div>
  );
}

export default function VerifyPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const failure = actionData && "errors" in actionData ? (actionData as FormFailure) : undefined;
  const answer = actionData && "answer" in actionData ? (actionData as Answer).answer : undefined;
  return (
    <>
      <Breadcrumbs trail={trailFor(t)} />
      <PageHero heading={t("verify.title")} intro={t("verify.intro")} />
      <Section id="check" tone="tint" heading={t("verify.formHeading")}>
        <div className="max-w-2xl space-y-6">
          {answer ? <AnswerBox answer={answer} /> : null}
          <EnhancedForm encType="multipart/form-data" className="space-y-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
            <ErrorSummary errors={failure?.errors} labels={{ file: t("verify.file"), sha256: t("verify.hash") }} formError={failure?.formError} />
            <FileField name="file" label={t("verify.file")} hint={t("verify.fileHint")} limits={loaderData.files} error={failure?.errors.file} />
            <p className="font-semibold text-slate-800">{t("verify.or")}</p>
            <Field
              name="sha256"
              label={t("verify.hash")}
              hint={t("verify.hashHint")}
              error={failure?.errors.sha256}
              defaultValue={valueOf(failure?.values, "sha256")}
              autoComplete="off"
              spellCheck={false}
              maxLength={100}
              className="[&_input]:font-mono"
            />
            <SubmitButton>{t("verify.submit")}</SubmitButton>
          </EnhancedForm>
        </div>
      </Section>
    </>
  );
}
