import { ClipboardCheck, Phone } from "lucide-react";
import type { Route } from "./+types/coverage-review";
import { Breadcrumbs } from "../../components/Breadcrumbs.tsx";
import { ButtonLink } from "../../components/ButtonLink.tsx";
import { CoverageList } from "../../components/CoverageList.tsx";
import { FaqList } from "../../components/FaqList.tsx";
import { PageHero } from "../../components/PageHero.tsx";
import { ProseSections } from "../../components/ProseSections.tsx";
import { Section } from "../../components/Section.tsx";
import { useAgency, useT } from "../../components/use-site.ts";
import { contentFor } from "../../content/localized.ts";
import { translatorFor, type Translate } from "../../lib/i18n/i18n.ts";
import { localeOfPath } from "../../lib/i18n/locale.ts";
import { pageMeta, siteFromMatches } from "../../lib/seo.ts";
import { StepList } from "../../components/StepList.tsx";
import { CoverageReviewForm } from "../../components/CoverageReviewForm.tsx";
import type { RouteHandle } from "../../root.tsx";
import { servicesOf } from "../../http/context.ts";
import { fileLimitsOf, megabytes } from "../../server/forms/file-limits.ts";
import { submitLeadForm } from "../../http/lead-form-action.ts";
import { retryAfterHeaders } from "../../http/retry-after.ts";
import { coverageReviewForm } from "../../server/leads/lead-form-definitions.ts";

/** No React bundle: the form script and the file picker add the rest (docs/product.md#what-javascript-adds). */
export const handle: RouteHandle = { scripts: ["form", "file-picker"] };

/** A refused post's Retry-After reaches the browser. */
export const headers = retryAfterHeaders;

/** The page itself is built ahead of time (both languages); a request is posted here and, once stored, the visitor goes to /coverage-review/sent (or /es/coverage-review/sent). */
export const action = (args: Route.ActionArgs) => submitLeadForm(coverageReviewForm, args);

const trailFor = (t: Translate) => [
  { label: t("common.home"), href: "/" },
  { label: t("coverageReview.crumb"), href: "/coverage-review" },
];

export function loader({ url, context }: Route.LoaderArgs) {
  const files = fileLimitsOf(coverageReviewForm, servicesOf(context).env.MAX_REQUEST_MB);
  return { review: contentFor(localeOfPath(url.pathname)).coverageReview, files, maxFileSize: megabytes(files.maxFileBytes) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const site = siteFromMatches(matches);
  const t = translatorFor(site?.locale ?? "en");
  return pageMeta(site, {
    title: t("coverageReview.title"),
    description: t("coverageReview.description"),
    path: "/coverage-review",
    breadcrumbs: trailFor(t),
    faqs: loaderData?.review.faqs,
  });
};

/** The page's two actions, on navy (docs/product.md#public-pages: Request a Coverage Review to the form below, Call Us as a phone link). */
function ReviewButtons() {
  const agency = useAgency();
  const t = useT();
  return (
    <>
      <ButtonLink href="#review-form">
        <ClipboardCheck aria-hidden="true" className="h-5 w-5" />
        {t("coverageReview.requestButton")}
      </ButtonLink>
      <ButtonLink href={`tel:${agency.phone.dial}`} variant="outlineLight">
        <Phone aria-hidden="true" className="h-5 w-5" />
        {t("coverageReview.callButton", { phone: agency.phone.display })}
      </ButtonLink>
    </>
  );
}

export default function CoverageReviewPage({ loaderData, actionData }: Route.ComponentProps) {
  const { review } = loaderData;
  const t = useT();
  return (
    <>
      <Breadcrumbs trail={trailFor(t)} />
      <PageHero eyebrow={t("coverageReview.eyebrow")} heading={t("coverageReview.heading")} intro={review.intro}>
        <ReviewButtons />
      </PageHero>

      <Section id="what-we-review" heading={t("coverageReview.whatHeading")} intro={t("coverageReview.whatIntro")}>
        <CoverageList items={review.whatWeReview.map((item) => ({ name: item.title, description: item.description }))} />
      </Section>

      <Section id="how-it-works" tone="tint" heading={t("coverageReview.howHeading")} intro={t("coverageReview.howIntro")}>
        <StepList steps={review.steps} />
      </Section>

      <section aria-labelledby="review-form" className="mx-auto max-w-4xl px-4 py-12 sm:px-6 lg:px-8">
        <h2 id="review-form" className="mb-2 text-2xl font-bold text-navy-900">{t("coverageReview.formHeading")}</h2>
        <p className="mb-6 text-slate-700">{t("coverageReview.formIntro")}</p>
        <CoverageReviewForm failure={actionData} files={loaderData.files} maxFileSize={loaderData.maxFileSize} />
      </section>

      <Section>
        <ProseSections sections={review.sections} />
      </Section>

      {review.faqs.length ? (
        <Section id="faq" tone="tint" heading={t("common.faqHeading")}>
          <FaqList faqs={review.faqs} />
        </Section>
      ) : null}

      <section aria-labelledby="review-cta-heading" className="bg-navy-900 text-white">
        <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-14 sm:px-6 lg:flex-row lg:items-center lg:justify-between lg:px-8">
          <div className="max-w-2xl">
            <h2 id="review-cta-heading" className="text-2xl font-bold sm:text-3xl">{t("coverageReview.ctaHeading")}</h2>
            <p className="mt-3 text-lg text-slate-200">{t("coverageReview.ctaText")}</p>
          </div>
          <div className="flex shrink-0 flex-wrap gap-4">
            <ReviewButtons />
          </div>
        </div>
      </section>
    </>
  );
}
