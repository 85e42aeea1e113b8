import type { Route } from "./+types/contact-sent";
import { SuccessPanel } from "../components/FormLayout.tsx";
import { responsePromises } from "../config/agency.ts";
import { pageMeta, siteFromMatches } from "../lib/seo.ts";

/** Where the contact form sends the visitor once their message is stored (built ahead of time, like the contact page). */
export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteFromMatches(matches), { title: "Message Sent", description: "We received your message.", path: "/contact/sent", noindex: true });

export default function ContactSentPage() {
  return (
    <SuccessPanel
      heading="Thank You!"
      message={`We received your message and will answer ${responsePromises.message}. If it is urgent, please call us.`}
      actions={[
        { label: "Back to Contact Us", href: "/contact" },
        { label: "Return to Home", href: "/" },
      ]}
    />
  );
}
