import type { Route } from "./+types/privacy-request-sent";
import { SuccessPanel } from "../../components/FormLayout.tsx";
import { useT } from "../../components/use-site.ts";
import { translatorFor } from "../../lib/i18n/i18n.ts";
import { PRIVACY_ANSWER_DAYS, PRIVACY_REQUEST_SENT_PATH } from "../../lib/privacy-requests.ts";
import { pageMeta, siteFromMatches } from "../../lib/seo.ts";

/** Where the privacy request form sends the visitor once the request is stored (built ahead of time, in both languages). */
export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  const t = translatorFor(site?.locale ?? "en");
  return pageMeta(site, { title: t("privacyRequest.sent.title"), description: t("privacyRequest.sent.description"), path: PRIVACY_REQUEST_SENT_PATH, noindex: true });
};

export default function PrivacyRequestSentPage() {
  const t = useT();
  return (
    <SuccessPanel
      heading={t("privacyRequest.sent.heading")}
      message={t("privacyRequest.sent.message", { days: PRIVACY_ANSWER_DAYS })}
      actions={[
        { label: t("privacyRequest.sent.back"), href: "/privacy" },
        { label: t("privacyRequest.sent.home"), href: "/" },
      ]}
    />
  );
}
