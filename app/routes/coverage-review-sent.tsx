import type { Route } from "./+types/coverage-review-sent";
import { SuccessPanel } from "../components/FormLayout.tsx";
import { responsePromises } from "../config/agency.ts";
import { pageMeta, siteFromMatches } from "../lib/seo.ts";

/** Where the coverage review form sends the visitor once their request is stored (built ahead of time, like its page). */
export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteFromMatches(matches), { title: "Coverage Review Requested", description: "We received your coverage review request.", path: "/coverage-review/sent", noindex: true });

export default function CoverageReviewSentPage() {
  return (
    <SuccessPanel
      heading="Thank You!"
      message={`We received your request for a free coverage review. A licensed agent will call you ${responsePromises.coverageReview} to go through your policies.`}
      actions={[
        { label: "Back to Coverage Review", href: "/coverage-review" },
        { label: "Return to Home", href: "/" },
      ]}
    />
  );
}
