import { CircleCheck, TriangleAlert } from "lucide-react";
import type { CoverageItem } from "../content/types.ts";

/** A grid of named items with a description (coverages, risks, benefits). */
export function CoverageList({ items, marker = "check" }: { items: CoverageItem[]; marker?: "check" | "alert" }) {
  return (
    <ul className="grid gap-5 md:grid-cols-2">
      {items.map((item) => (
        <li key={item.name} className="flex gap-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
          {marker === "check" ? (
            <CircleCheck aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 text-green-700" />
          ) : (
            <TriangleAlert aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 text-amber-700" />
          )}
          <div>
            <h3 className="font-semibold text-navy-900">{item.name}</h3>
            <p className="mt-1 text-slate-700">{item.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
