import type { Stat } from "../content/types.ts";

/** Figures with their labels and the hedge that goes with them. */
export function StatGrid({ stats }: { stats: Stat[] }) {
  return (
    <dl className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {stats.map((stat) => (
        <div key={stat.label} className="rounded-lg border border-slate-200 bg-white p-5">
          <dt className="text-sm font-medium text-slate-700">{stat.label}</dt>
          <dd className="mt-1 text-3xl font-bold text-navy-900">{stat.value}</dd>
          {stat.note ? <dd className="mt-2 text-sm text-slate-600">{stat.note}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
