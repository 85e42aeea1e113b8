import { Briefcase } from "lucide-react";
import type { Route } from "./+types/careers";
import { BenefitList } from "../../components/BenefitList.tsx";
import { ContactBlock } from "../../components/ContactBlock.tsx";
import { SuccessPanel } from "../../components/FormLayout.tsx";
import { JobApplicationForm } from "../../components/JobApplicationForm.tsx";
import { PageHero } from "../../components/PageHero.tsx";
import { Section } from "../../components/Section.tsx";
import { useAgency, useT } from "../../components/use-site.ts";
import { contentFor } from "../../content/localized.ts";
import { translatorFor } from "../../lib/i18n/i18n.ts";
import { localeOfPath } from "../../lib/i18n/locale.ts";
import { pageMeta, siteFromMatches } from "../../lib/seo.ts";
import { retryAfterHeaders } from "../../http/retry-after.ts";
import { submitLeadForm } from "../../http/lead-form-action.ts";
import { jobApplicationForm } from "../../server/leads/lead-form-definitions.ts";
import { fileLimitsOf, megabytes } from "../../server/forms/file-limits.ts";
import { servicesOf } from "../../http/context.ts";
import { sharePublicPage } from "../../http/public-page.ts";
import type { RouteHandle } from "../../root.tsx";

/** No React bundle: the form script and the file picker add the rest (docs/product.md#what-javascript-adds). */
export const handle: RouteHandle = { scripts: ["form", "file-picker"] };

export function loader({ url, context }: Route.LoaderArgs) {
  const files = fileLimitsOf(jobApplicationForm, servicesOf(context).env.MAX_REQUEST_MB);
  sharePublicPage(context, { params: ["success"] });
  const { careersIntro, careerBenefits, openPositions } = contentFor(localeOfPath(url.pathname));
  return {
    success: url.searchParams.get("success") === "true",
    files,
    maxFileSize: megabytes(files.maxFileBytes),
    content: { careersIntro, careerBenefits, openPositions },
  };
}

/** A refused post's Retry-After reaches the browser. */
export const headers = retryAfterHeaders;

export const action = (args: Route.ActionArgs) => submitLeadForm(jobApplicationForm, args);

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  const t = translatorFor(site?.locale ?? "en");
  return pageMeta(site, { title: t("careers.title"), description: t("careers.description"), path: "/careers" });
};

export default function CareersPage({ loaderData, actionData }: Route.ComponentProps) {
  const agency = useAgency();
  const t = useT();
  if (loaderData.success) {
    return (
      <SuccessPanel
        heading={t("careers.confirmation.heading")}
        message={t("careers.confirmation.message")}
        actions={[
          { label: t("careers.confirmation.back"), href: "/careers" },
          { label: t("errors.toHome"), href: "/" },
        ]}
      />
    );
  }
  const { content } = loaderData;

  return (
    <>
      <PageHero eyebrow={t("careers.eyebrow")} heading={t("careers.heading")} intro={content.careersIntro} />

      <Section heading={t("careers.whyHeading")}>
        <BenefitList items={content.careerBenefits} />
      </Section>

      <Section tone="tint" heading={t("careers.positionsHeading")}>
        <ul className="space-y-4">
          {content.openPositions.map((position) => (
            <li key={position.title}>
              <details className="group rounded-xl bg-white p-6 shadow-sm">
                <summary className="flex cursor-pointer list-none flex-wrap items-center justify-between gap-2 [&::-webkit-details-marker]:hidden">
                  <span className="flex items-center gap-3">
                    <Briefcase aria-hidden="true" className="h-6 w-6 text-navy-700" />
                    <span>
                      <span className="block text-lg font-semibold text-navy-900">{position.title}</span>
                      <span className="block text-sm text-slate-700">{position.type}</span>
                    </span>
                  </span>
                  <span className="text-sm font-medium text-navy-800 underline group-open:hidden">{t("careers.showDetails")}</span>
                  <span className="hidden text-sm font-medium text-navy-800 underline group-open:inline">{t("careers.hideDetails")}</span>
                </summary>
                <p className="mt-4 text-slate-700">{position.summary}</p>
                <div className="mt-4 grid gap-6 md:grid-cols-2">
                  <div>
                    <h3 className="font-semibold text-navy-900">{t("careers.whatYouDo")}</h3>
                    <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
                      {position.responsibilities.map((r) => <li key={r}>{r}</li>)}
                    </ul>
                  </div>
                  <div>
                    <h3 className="font-semibold text-navy-900">{t("careers.whatWeLookFor")}</h3>
                    <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
                      {position.requirements.map((r) => <li key={r}>{r}</li>)}
                    </ul>
                  </div>
                </div>
              </details>
            </li>
          ))}
        </ul>
      </Section>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-3 lg:px-8">
        <div className="lg:col-span-2">
          <h2 id="apply" className="mb-6 text-2xl font-bold text-navy-900">{t("careers.applyHeading")}</h2>
          <JobApplicationForm failure={actionData} files={loaderData.files} maxFileSize={loaderData.maxFileSize} />
        </div>
        <aside aria-label={t("careers.questionsLabel")}>
          <ContactBlock heading={t("careers.questionsHeading")} text={t("careers.questionsText")} email={agency.emails.careers} />
        </aside>
      </div>
    </>
  );
}
