import type { Route } from "./+types/accessibility-sent";
import { SuccessPanel } from "../components/FormLayout.tsx";
import { pageMeta, siteFromMatches } from "../lib/seo.ts";

/** Where the barrier report sends the visitor once it is stored (built ahead of time). */
export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteFromMatches(matches), { title: "Report Sent", description: "We received your accessibility report.", path: "/accessibility/sent", noindex: true });

export default function AccessibilitySentPage() {
  return (
    <SuccessPanel
      heading="Thank You!"
      message="We received your report and will answer within two business days. If you need help now, please call us: we will do it with you by phone."
      actions={[
        { label: "Back to the Accessibility Statement", href: "/accessibility" },
        { label: "Return to Home", href: "/" },
      ]}
    />
  );
}
