import { Mail, Phone } from "lucide-react";
import { useAgency } from "./use-site.ts";

/** "Questions?" with the phone and an email address, as on the careers and pay-per-mile pages. */
export function ContactBlock({ heading, text, email }: { heading: string; text: string; email: string }) {
  const agency = useAgency();
  return (
    <div className="rounded-xl border border-slate-200 p-6">
      <h2 className="text-lg font-semibold text-navy-900">{heading}</h2>
      <p className="mt-2 text-slate-700">{text}</p>
      <p className="mt-4 flex items-center gap-2">
        <Phone aria-hidden="true" className="h-5 w-5 text-navy-700" />
        <a href={`tel:${agency.phone.dial}`} className="font-semibold text-navy-800 underline">{agency.phone.display}</a>
      </p>
      <p className="mt-2 flex items-center gap-2">
        <Mail aria-hidden="true" className="h-5 w-5 text-navy-700" />
        <a href={`mailto:${email}`} className="break-all font-semibold text-navy-800 underline">{email}</a>
      </p>
    </div>
  );
}
