/** The booking pages' aside: the office's hours in Las Vegas time, and the phone number for those who prefer to call. */
import { Phone } from "lucide-react";
import { OfficeHours } from "../OfficeHours.tsx";
import { useAgency, useT } from "../use-site.ts";
import { partMarks, WithParts } from "../WithParts.tsx";

const linkClass = "font-semibold text-navy-800 underline hover:text-navy-950";

/** "Prefer to call? (702) 555-0100", the number a link. */
export function PreferToCall({ className = "" }: { className?: string }) {
  const agency = useAgency();
  const t = useT();
  return (
    <p className={`flex items-start gap-2 text-slate-800 ${className}`}>
      <Phone aria-hidden="true" className="mt-1 h-4 w-4 shrink-0 text-navy-700" />
      <span>
        <WithParts
          text={t("booking.page.preferCall", partMarks("phone"))}
          parts={{ phone: <a href={`tel:${agency.phone.dial}`} className={`whitespace-nowrap ${linkClass}`}>{agency.phone.display}</a> }}
        />
      </span>
    </p>
  );
}

/** The office's hours in Las Vegas time: when appointments can be booked. */
export function BookingHours() {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <OfficeHours variant="booking" listClassName="mt-3">
        <PreferToCall className="mt-4" />
      </OfficeHours>
    </div>
  );
}
