import { ChevronDown } from "lucide-react";
import type { Faq } from "../content/types.ts";
import { Paragraphs } from "./Paragraphs.tsx";

/** Questions as native disclosure widgets: keyboard accessible, no JavaScript needed. */
export function FaqList({ faqs }: { faqs: Faq[] }) {
  return (
    <div className="max-w-3xl divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
      {faqs.map((faq) => (
        <details key={faq.question} className="group px-5 py-4">
          <summary className="flex cursor-pointer list-none items-start justify-between gap-4 font-semibold text-navy-900 [&::-webkit-details-marker]:hidden">
            <span>{faq.question}</span>
            <ChevronDown aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 transition-transform group-open:rotate-180" />
          </summary>
          <div className="mt-3 space-y-3 text-slate-700">
            <Paragraphs text={faq.answer} />
          </div>
        </details>
      ))}
    </div>
  );
}
