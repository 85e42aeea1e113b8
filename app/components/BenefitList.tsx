import { CheckCircle2 } from "lucide-react";

/** Titled benefits with a check mark, in a responsive grid (careers, pay-per-mile). */
export function BenefitList({ items }: { items: readonly { title: string; description: string }[] }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.title} className="flex gap-3 rounded-xl border border-slate-200 p-5">
          <CheckCircle2 aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 text-green-700" />
          <div>
            <h3 className="font-semibold text-navy-900">{item.title}</h3>
            <p className="mt-1 text-slate-700">{item.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
