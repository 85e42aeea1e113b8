import { CircleCheck, CircleDashed, CircleSlash, CircleX } from "lucide-react";
import { policyStatusIn } from "../../lib/customer-labels.ts";
import { useLocale, useT } from "../use-site.ts";

const styles: Record<string, { className: string; Icon: typeof CircleCheck }> = {
  active: { className: "border-green-700 bg-green-50 text-green-900", Icon: CircleCheck },
  pending: { className: "border-amber-600 bg-amber-50 text-amber-950", Icon: CircleDashed },
  expired: { className: "border-slate-400 bg-slate-100 text-slate-800", Icon: CircleX },
  cancelled: { className: "border-red-700 bg-red-50 text-red-900", Icon: CircleSlash },
};

/** A policy's status: its word (in the page's language) and an icon (never colour alone). */
export function PolicyStatusBadge({ status }: { status: string }) {
  const { className, Icon } = styles[status] ?? styles.expired!;
  const t = useT();
  return (
    <span className={`inline-flex w-fit items-center gap-1 rounded-full border px-2.5 py-0.5 text-sm font-medium ${className}`}>
      <Icon aria-hidden="true" className="h-4 w-4" />
      <span className="sr-only">{t("customer.statusPrefix")} </span>
      {policyStatusIn(useLocale(), status)}
    </span>
  );
}
