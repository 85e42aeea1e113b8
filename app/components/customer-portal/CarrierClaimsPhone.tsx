import { Phone } from "lucide-react";
import { useT } from "../use-site.ts";

/** The carrier's claims line: tap to call when it is a US number, else as written. */
export function CarrierClaimsPhone({ carrier, phone }: { carrier: string; phone: { display: string; dial: string | null } | null }) {
  const t = useT();
  if (!phone) return <span className="text-slate-700">{t("customer.carrierPhone.none", { carrier })}</span>;
  if (!phone.dial) return <span className="font-semibold text-navy-900">{phone.display}</span>;
  return (
    <a href={`tel:${phone.dial}`} className="inline-flex min-h-10 items-center gap-1.5 font-semibold text-navy-800 underline hover:text-navy-950">
      <Phone aria-hidden="true" className="h-4 w-4" />
      {phone.display}
      <span className="sr-only"> {t("customer.carrierPhone.claims", { carrier })}</span>
    </a>
  );
}
