import type { Route } from "./+types/accessibility-sent";
import { SuccessPanel } from "../../components/FormLayout.tsx";
import { useT } from "../../components/use-site.ts";
import { translatorFor } from "../../lib/i18n/i18n.ts";
import { pageMeta, siteFromMatches } from "../../lib/seo.ts";

/** Where the barrier report sends the visitor once it is stored (built ahead of time, in both languages). */
export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  const t = translatorFor(site?.locale ?? "en");
  return pageMeta(site, { title: t("accessibilityReport.sent.title"), description: t("accessibilityReport.sent.description"), path: "/accessibility/sent", noindex: true });
};

export default function AccessibilitySentPage() {
  const t = useT();
  return (
    <SuccessPanel
      heading={t("accessibilityReport.sent.heading")}
      message={t("accessibilityReport.sent.message")}
      actions={[
        { label: t("accessibilityReport.sent.back"), href: "/accessibility" },
        { label: t("accessibilityReport.sent.home"), href: "/" },
      ]}
    />
  );
}
