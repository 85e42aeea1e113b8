/** A post's date on the blog's lists and cards: a calendar icon and the date in the page's language. */
import { CalendarDays } from "lucide-react";
import { formatDate } from "../../lib/format.ts";
import { useLocale } from "../use-site.ts";

export function PostDate({ date, className = "flex items-center gap-1.5 text-sm text-slate-600" }: { date: string; className?: string }) {
  const locale = useLocale();
  return (
    <p className={className}>
      <CalendarDays aria-hidden="true" className="h-4 w-4" />
      <time dateTime={date}>{formatDate(date, undefined, locale)}</time>
    </p>
  );
}
