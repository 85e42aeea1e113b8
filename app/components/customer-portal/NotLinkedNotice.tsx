import { useAgency, useT } from "../use-site.ts";
import { MessageBox } from "../MessageBox.tsx";

/**
 * Why a customer's pages show no policies yet (docs/product.md#the-customers-side): the
 * address is not confirmed, or no customer record has it (staff then link by inviting).
 */
export function NotLinkedNotice({ verified, className = "" }: { verified: boolean; className?: string }) {
  const agency = useAgency();
  const t = useT();
  if (!verified) {
    return (
      <MessageBox tone="info" title={t("customer.notLinked.unverifiedTitle")} className={className}>
        <p>{t("customer.notLinked.unverifiedText")}</p>
      </MessageBox>
    );
  }
  return (
    <MessageBox tone="info" title={t("customer.notLinked.title")} className={className}>
      <p>
        {t("customer.notLinked.callBefore")} <a href={`tel:${agency.phone.dial}`}>{agency.phone.display}</a> {t("customer.notLinked.callAfter")}
      </p>
    </MessageBox>
  );
}
