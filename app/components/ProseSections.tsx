import type { ProseSection } from "../content/types.ts";
import { Paragraphs } from "./Paragraphs.tsx";

/** Headed prose blocks from content data, each with optional bullets. */
export function ProseSections({ sections }: { sections: ProseSection[] }) {
  return (
    <div className="max-w-3xl space-y-10">
      {sections.map((section) => (
        <div key={section.heading}>
          <h2 className="text-2xl font-bold text-navy-900">{section.heading}</h2>
          <div className="mt-4 space-y-4 text-lg leading-8 text-slate-700">
            <Paragraphs text={section.body} />
          </div>
          {section.bullets?.length ? (
            <ul className="mt-4 list-disc space-y-2 pl-6 text-lg text-slate-700">
              {section.bullets.map((bullet) => <li key={bullet}>{bullet}</li>)}
            </ul>
          ) : null}
        </div>
      ))}
    </div>
  );
}
