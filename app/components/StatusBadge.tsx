import { CalendarClock, CircleCheck, CircleDashed, CircleHelp } from "lucide-react";

/**
 * A post's status: published (green), scheduled (violet), draft (yellow), anything else (grey);
 * always with its word and an icon, never colour alone.
 */
export function StatusBadge({ status }: { status: string }) {
  const styles =
    status === "published"
      ? { className: "border-green-700 bg-green-50 text-green-900", Icon: CircleCheck, label: "Published" }
      : status === "scheduled"
        ? { className: "border-violet-700 bg-violet-50 text-violet-900", Icon: CalendarClock, label: "Scheduled" }
        : status === "draft"
          ? { className: "border-amber-600 bg-amber-50 text-amber-950", Icon: CircleDashed, label: "Draft" }
          : { className: "border-slate-400 bg-slate-100 text-slate-800", Icon: CircleHelp, label: status || "Unknown" };
  return (
    <span className={`inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-sm font-medium ${styles.className}`}>
      <styles.Icon aria-hidden="true" className="h-4 w-4" />
      {styles.label}
    </span>
  );
}
