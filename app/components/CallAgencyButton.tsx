import { Phone } from "lucide-react";
import { ButtonLink } from "./ButtonLink.tsx";
import { useAgency, useT } from "./use-site.ts";

/** "Call (702) 555-0100" as an outlined button: a tap-to-call link to the agency's main number. */
export function CallAgencyButton() {
  const agency = useAgency();
  const t = useT();
  return (
    <ButtonLink href={`tel:${agency.phone.dial}`} variant="outline">
      <Phone aria-hidden="true" className="h-5 w-5" />
      {t("common.callNumber", { phone: agency.phone.display })}
    </ButtonLink>
  );
}
