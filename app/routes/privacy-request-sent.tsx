import type { Route } from "./+types/privacy-request-sent";
import { SuccessPanel } from "../components/FormLayout.tsx";
import { PRIVACY_ANSWER_DAYS, PRIVACY_REQUEST_SENT_PATH } from "../lib/privacy-requests.ts";
import { pageMeta, siteFromMatches } from "../lib/seo.ts";

/** Where the privacy request form sends the visitor once the request is stored (built ahead of time). */
export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteFromMatches(matches), { title: "Privacy Request Received", description: "We received your privacy request.", path: PRIVACY_REQUEST_SENT_PATH, noindex: true });

export default function PrivacyRequestSentPage() {
  return (
    <SuccessPanel
      heading="We received your request"
      message={`We emailed you a confirmation with your request's reference number. We will answer by email within ${PRIVACY_ANSWER_DAYS} days, and may first write to confirm that the request comes from you.`}
      actions={[
        { label: "Back to the Privacy Policy", href: "/privacy" },
        { label: "Return to Home", href: "/" },
      ]}
    />
  );
}
