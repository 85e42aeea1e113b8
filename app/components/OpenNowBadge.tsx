import type { OpeningHours } from "../config/agency.ts";
import { isOpenAt, localWeekdayAndTime } from "../config/office-hours.ts";
import { useT } from "./use-site.ts";

/**
 * 'Open now' / 'Closed', judged in the office's time zone at the moment the visitor
 * looks (the home page is prerendered, so the server cannot know). The rule is the
 * one in config/office-hours.ts, inlined as-is; without JavaScript the badge stays
 * hidden and the hours list beside it still says everything.
 */
const script = (hoursJson: string, timeZone: string, words: { open: string; closed: string }) =>
  `(()=>{${localWeekdayAndTime.toString()};${isOpenAt.toString()};` +
  `var el=document.getElementById("open-now");if(!el)return;` +
  `var open=${isOpenAt.name}(new Date(),${hoursJson},${JSON.stringify(timeZone)});` +
  `el.textContent=open?${JSON.stringify(words.open)}:${JSON.stringify(words.closed)};el.dataset.state=open?"open":"closed";el.hidden=false;})();`;

export function OpenNowBadge({ hours, timeZone }: { hours: OpeningHours[]; timeZone: string }) {
  const t = useT();
  return (
    <>
      <span
        id="open-now"
        hidden
        aria-live="polite"
        className="inline-flex items-center gap-2 rounded-full border px-3 py-1 text-sm font-semibold before:h-2.5 before:w-2.5 before:rounded-full data-[state=closed]:border-slate-300 data-[state=closed]:bg-slate-100 data-[state=closed]:text-slate-800 data-[state=closed]:before:bg-slate-500 data-[state=open]:border-green-700 data-[state=open]:bg-green-50 data-[state=open]:text-green-900 data-[state=open]:before:bg-green-700"
      />
      <script dangerouslySetInnerHTML={{ __html: script(JSON.stringify(hours), timeZone, { open: t("hours.openNow"), closed: t("hours.closedNow") }) }} />
    </>
  );
}
