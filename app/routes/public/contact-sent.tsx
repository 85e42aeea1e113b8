import type { Route } from "./+types/contact-sent";
import { BookCallBox } from "../../components/booking/BookCallBox.tsx";
import { SuccessPanel } from "../../components/FormLayout.tsx";
import { useT } from "../../components/use-site.ts";
import { translatorFor } from "../../lib/i18n/i18n.ts";
import { pageMeta, siteFromMatches } from "../../lib/seo.ts";

/** Where the contact form sends the visitor once their message is stored (built ahead of time in both languages, like the contact page). */
export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  const t = translatorFor(site?.locale ?? "en");
  return pageMeta(site, { title: t("contact.sent.title"), description: t("contact.sent.description"), path: "/contact/sent", noindex: true });
};

export default function ContactSentPage() {
  const t = useT();
  return (
    <SuccessPanel
      heading={t("contact.sent.heading")}
      message={t("contact.sent.message")}
      actions={[
        { label: t("contact.sent.back"), href: "/contact" },
        { label: t("errors.toHome"), href: "/" },
      ]}
    >
      <BookCallBox />
    </SuccessPanel>
  );
}
