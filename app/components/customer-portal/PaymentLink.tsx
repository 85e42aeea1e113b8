import { Phone } from "lucide-react";
import { useT } from "../use-site.ts";
import { ExternalLink } from "./ExternalLink.tsx";

/** How one policy is paid, as the server decided it (customer-portal/payment-options.ts). */
export type PaymentChoice =
  | { kind: "carrier"; url: string; carrier: string }
  | { kind: "carrier-no-link"; carrier: string }
  | { kind: "agency"; url: string };

const linkClass = "font-semibold text-navy-800 underline hover:text-navy-950";

/** The way to pay a policy: the carrier's page, the agency's portal, or whom to call. */
export function PaymentLink({ payment, agencyPhone }: { payment: PaymentChoice; agencyPhone: { display: string; dial: string } }) {
  const t = useT();
  switch (payment.kind) {
    case "carrier":
      return (
        <p>
          <span className="text-slate-700">{t("customer.payment.carrierBills", { carrier: payment.carrier })}</span>
          <ExternalLink href={payment.url} className={linkClass}>{t("customer.payment.payCarrier", { carrier: payment.carrier })}</ExternalLink>
        </p>
      );
    case "agency":
      return (
        <p>
          <span className="text-slate-700">{t("customer.payment.agencyBills")}</span>
          <ExternalLink href={payment.url} className={linkClass}>{t("customer.payment.payPortal")}</ExternalLink>
        </p>
      );
    case "carrier-no-link":
      return (
        <p className="text-slate-700">
          {t("customer.payment.carrierNoLink", { carrier: payment.carrier })}{" "}
          <a href={`tel:${agencyPhone.dial}`} className={`inline-flex items-center gap-1 ${linkClass}`}>
            <Phone aria-hidden="true" className="h-4 w-4" />
            {agencyPhone.display}
          </a>
          .
        </p>
      );
  }
}
