import type { Route } from "./+types/coverage-review-sent";
import { BookCallBox } from "../../components/booking/BookCallBox.tsx";
import { SuccessPanel } from "../../components/FormLayout.tsx";
import { useT } from "../../components/use-site.ts";
import { translatorFor } from "../../lib/i18n/i18n.ts";
import { pageMeta, siteFromMatches } from "../../lib/seo.ts";

/** Where the coverage review form sends the visitor once their request is stored (built ahead of time in both languages, like its page). */
export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  const t = translatorFor(site?.locale ?? "en");
  return pageMeta(site, { title: t("coverageReview.sent.title"), description: t("coverageReview.sent.description"), path: "/coverage-review/sent", noindex: true });
};

export default function CoverageReviewSentPage() {
  const t = useT();
  return (
    <SuccessPanel
      heading={t("coverageReview.sent.heading")}
      message={t("coverageReview.sent.message")}
      actions={[
        { label: t("coverageReview.sent.back"), href: "/coverage-review" },
        { label: t("errors.toHome"), href: "/" },
      ]}
    >
      <BookCallBox />
    </SuccessPanel>
  );
}
