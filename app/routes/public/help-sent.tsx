import type { Route } from "./+types/help-sent";
import { SuccessPanel } from "../../components/FormLayout.tsx";
import { useT } from "../../components/use-site.ts";
import { translatorFor } from "../../lib/i18n/i18n.ts";
import { pageMeta, siteFromMatches } from "../../lib/seo.ts";

/** Where a callback request sends the visitor once it is stored. */
export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  const t = translatorFor(site?.locale ?? "en");
  return pageMeta(site, { title: t("help.callback.sentTitle"), description: t("help.callback.sentText"), path: "/help/sent", noindex: true });
};

export default function HelpSentPage() {
  const t = useT();
  return (
    <SuccessPanel
      heading={t("help.callback.sentHeading")}
      message={t("help.callback.sentText")}
      actions={[
        { label: t("help.heading"), href: "/help" },
        { label: t("errors.toHome"), href: "/" },
      ]}
    />
  );
}
