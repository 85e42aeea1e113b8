/** A booking link that no longer works (invalid, expired, spent by a later change, the booking cancelled or past): why, a way to book again, and the phone. */
import { AccountLayout } from "../AccountLayout.tsx";
import { ButtonLink } from "../ButtonLink.tsx";
import { MessageBox } from "../MessageBox.tsx";
import { useAgency, useT } from "../use-site.ts";
import { BOOK_PATH } from "../../lib/booking.ts";

export type BookingLinkReason = "invalid" | "expired" | "used" | "cancelled" | "past";

const messages = {
  invalid: "booking.page.linkInvalid",
  expired: "booking.page.linkExpired",
  used: "booking.page.linkUsed",
  cancelled: "booking.page.linkCancelled",
  past: "booking.page.linkPast",
} as const;

export function BookingLinkProblem({ reason, bookHref = BOOK_PATH }: { reason: BookingLinkReason; bookHref?: string }) {
  const t = useT();
  const agency = useAgency();
  return (
    <AccountLayout heading={t("booking.page.linkTitle")} aside={false}>
      <MessageBox tone={reason === "used" || reason === "past" ? "info" : "error"} focus>
        <p>{t(messages[reason])}</p>
      </MessageBox>
      <p className="mt-6 text-slate-800">{t("booking.page.linkHelp", { phone: agency.phone.display })}</p>
      <p className="mt-6 flex flex-wrap gap-4">
        <ButtonLink href={bookHref} variant="navy">{t("booking.page.bookAgain")}</ButtonLink>
        <ButtonLink href={`tel:${agency.phone.dial}`} variant="outline">{agency.phone.display}</ButtonLink>
      </p>
    </AccountLayout>
  );
}
