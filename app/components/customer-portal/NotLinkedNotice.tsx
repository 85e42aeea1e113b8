import { useAgency } from "../use-site.ts";
import { MessageBox } from "../MessageBox.tsx";

/**
 * Why a customer's pages show no policies yet (docs/product.md#the-customers-side): the
 * address is not confirmed, or no customer record has it (staff then link by inviting).
 */
export function NotLinkedNotice({ verified, className = "" }: { verified: boolean; className?: string }) {
  const agency = useAgency();
  if (!verified) {
    return (
      <MessageBox tone="info" title="Please confirm your email address first" className={className}>
        <p>
          Open the link in the email we sent you when you created your account. Once your address is confirmed, your policies and documents
          appear here.
        </p>
      </MessageBox>
    );
  }
  return (
    <MessageBox tone="info" title="Your policies are not linked yet" className={className}>
      <p>
        We couldn&apos;t match your account to a policy yet — call us at <a href={`tel:${agency.phone.dial}`}>{agency.phone.display}</a> or ask your
        agent to invite you.
      </p>
    </MessageBox>
  );
}
