import type { LucideIcon } from "lucide-react";
import { useT } from "./use-site.ts";

export interface Step {
  title: string;
  description: string;
}

/** Numbered steps in cards (how it works, the claims process, the review). */
export function StepList({
  steps,
  columns = 3,
  icons,
}: {
  steps: readonly Step[];
  /** Cards per row on wide screens. */
  columns?: 3 | 4;
  /** An optional icon beside each step's number, by position. */
  icons?: readonly LucideIcon[];
}) {
  const t = useT();
  return (
    <ol className={`grid gap-5 ${columns === 4 ? "md:grid-cols-4" : "md:grid-cols-3"}`}>
      {steps.map((step, i) => {
        const StepIcon = icons?.[i];
        return (
          <li key={step.title} className="rounded-xl bg-white p-6 shadow-sm">
            <span className="flex items-center gap-3">
              <span aria-hidden="true" className="flex h-10 w-10 items-center justify-center rounded-full bg-navy-800 font-bold text-white">
                {i + 1}
              </span>
              {StepIcon ? <StepIcon aria-hidden="true" className="h-6 w-6 text-navy-700" /> : null}
            </span>
            <h3 className="mt-4 text-lg font-semibold text-navy-900">
              <span className="sr-only">{t("forms.step", { number: i + 1 })} </span>
              {step.title}
            </h3>
            <p className="mt-2 text-slate-700">{step.description}</p>
          </li>
        );
      })}
    </ol>
  );
}
