/**
 * Pieces every back-office list uses: status tabs, a search form, pagination, all
 * plain links and GET forms, so every view is a URL that can be shared and works
 * without JavaScript.
 */
import { ChevronLeft, ChevronRight, Search, X } from "lucide-react";
import { Form, Link } from "react-router";

/**
 * A list's rows, once: a table from lg up; below, each row reads as a card (cells stacked, each
 * `td` with a `data-label` showing its column's name). The layout lives in the table's own
 * classes, not on every cell, so it costs its bytes once per page, and no page renders its rows
 * a second time as cards for phones.
 */
export const CARDS_ON_PHONES = [
  "max-lg:block max-lg:[&_tbody]:block max-lg:[&_tbody]:space-y-3 max-lg:[&_thead]:sr-only",
  "max-lg:[&_tr]:block max-lg:[&_tr]:rounded-xl max-lg:[&_tr]:border max-lg:[&_tr]:border-slate-200 max-lg:[&_tr]:bg-white max-lg:[&_tr]:p-4 max-lg:[&_tr]:shadow-sm",
  "max-lg:[&_td]:block max-lg:[&_th]:block max-lg:[&_td]:p-0 max-lg:[&_th]:p-0 max-lg:[&_td]:py-1 max-lg:[&_th]:py-1",
  "max-lg:[&_td[data-label]]:before:font-medium max-lg:[&_td[data-label]]:before:text-slate-600 max-lg:[&_td[data-label]]:before:content-[attr(data-label)_':_']",
].join(" ");

/** `base` with these query parameters (empty values left out). */
export function hrefWith(base: string, params: Record<string, string | number | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== null && value !== undefined && value !== "") search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${base}?${query}` : base;
}

export interface FilterTab {
  label: string;
  href: string;
  count: number;
  /** How the count reads when it is not the plain number (a capped count: "1,000+"). */
  countLabel?: string;
  current: boolean;
}

/** Status filters as a row of links with counts (wraps on a phone). */
export function FilterTabs({ label, tabs }: { label: string; tabs: FilterTab[] }) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {tabs.map((tab) => (
          <li key={tab.href}>
            <Link
              to={tab.href}
              aria-current={tab.current ? "page" : undefined}
              className={`inline-flex min-h-10 items-center gap-2 rounded-full border px-3.5 text-sm font-semibold ${
                tab.current ? "border-navy-800 bg-navy-800 text-white" : "border-slate-300 bg-white text-slate-800 hover:border-navy-700 hover:text-navy-900"
              }`}
            >
              {tab.label}
              <span className={`rounded-full px-2 py-0.5 text-xs ${tab.current ? "bg-white/20 text-white" : "bg-slate-100 text-slate-700"}`}>
                {tab.countLabel ?? tab.count}
                <span className="sr-only"> {tab.count === 1 ? "record" : "records"}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * A GET search form: the term, the filters to keep (hidden), Search and Clear.
 * `children` adds more filter fields (selects) beside the term.
 */
export function SearchForm({
  action,
  label,
  hint,
  value,
  keep = {},
  clearHref,
  children,
}: {
  action: string;
  /** The search box's label. */
  label: string;
  /** What can be searched, under the label. */
  hint: string;
  value: string;
  /** Filters carried along unchanged. */
  keep?: Record<string, string | null | undefined>;
  /** Where Clear goes; Clear shows only when something is searched. */
  clearHref?: string;
  children?: React.ReactNode;
}) {
  return (
    <Form method="get" action={action} role="search" className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
      {Object.entries(keep).map(([name, v]) => (v ? <input key={name} type="hidden" name={name} value={v} /> : null))}
      <div className="min-w-0 flex-1 sm:min-w-64">
        <label htmlFor="search-q" className="block font-medium text-slate-900">{label}</label>
        <p id="search-q-hint" className="text-sm text-slate-600">{hint}</p>
        <div className="relative mt-1">
          <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-slate-500" />
          <input
            id="search-q"
            type="search"
            name="q"
            defaultValue={value}
            maxLength={200}
            aria-describedby="search-q-hint"
            className="block w-full rounded-md border border-slate-400 bg-white py-2.5 pl-10 pr-3 text-base text-slate-900 shadow-sm focus:border-navy-700"
          />
        </div>
      </div>
      {children}
      <div className="flex gap-2">
        <button type="submit" className="inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-navy-800 px-5 font-semibold text-white shadow-sm hover:bg-navy-900">
          Search
        </button>
        {clearHref ? (
          <Link to={clearHref} className="inline-flex min-h-11 items-center justify-center gap-1.5 rounded-md border border-slate-300 bg-white px-4 font-semibold text-slate-800 hover:bg-slate-50">
            <X aria-hidden="true" className="h-4 w-4" />
            Clear
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

/** A select for a GET filter form, labelled above like the search box. */
/** The search box of a filter form (`q`), with what it looks in as its hint. */
export function FilterSearchField({ label, hint, value }: { label: string; hint: string; value: string }) {
  return (
    <div>
      <label htmlFor="search-q" className="block font-medium text-slate-900">{label}</label>
      <p id="search-q-hint" className="text-sm text-slate-600">{hint}</p>
      <input
        id="search-q"
        type="search"
        name="q"
        defaultValue={value}
        maxLength={200}
        aria-describedby="search-q-hint"
        className="mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm focus:border-navy-700"
      />
    </div>
  );
}

export function FilterSelect({ name, label, value, options }: { name: string; label: string; value: string; options: { value: string; label: string }[] }) {
  const id = `filter-${name}`;
  return (
    <div>
      <label htmlFor={id} className="block font-medium text-slate-900">{label}</label>
      <select
        id={id}
        name={name}
        defaultValue={value}
        className="mt-1 block min-h-11 w-full rounded-md border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm sm:w-auto"
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>{o.label}</option>
        ))}
      </select>
    </div>
  );
}

/** A date for a GET filter form (e.g. "Received from"), labelled above like the selects. */
export function FilterDate({ name, label, value }: { name: string; label: string; value: string }) {
  const id = `filter-${name}`;
  return (
    <div>
      <label htmlFor={id} className="block font-medium text-slate-900">{label}</label>
      <input
        id={id}
        type="date"
        name={name}
        defaultValue={value}
        className="mt-1 block min-h-11 w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 shadow-sm"
      />
    </div>
  );
}

/** A yes/no GET filter (sent as `name=1` when ticked), with a 44-pixel target. */
export function FilterCheckbox({ name, label, checked }: { name: string; label: string; checked: boolean }) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-slate-300 bg-white px-3 font-medium text-slate-900 hover:border-navy-700">
      <input type="checkbox" name={name} value="1" defaultChecked={checked} className="h-5 w-5 shrink-0 accent-navy-800" />
      {label}
    </label>
  );
}

/** The page numbers to offer: the first, the last, and two either side of the current one. */
export function pageWindow(page: number, pageCount: number): (number | "gap")[] {
  const pages = new Set([1, pageCount, page - 2, page - 1, page, page + 1, page + 2].filter((p) => p >= 1 && p <= pageCount));
  const sorted = [...pages].sort((a, b) => a - b);
  const result: (number | "gap")[] = [];
  for (const p of sorted) {
    const last = result[result.length - 1];
    if (typeof last === "number" && p - last > 1) result.push("gap");
    result.push(p);
  }
  return result;
}

/** "Showing 26–50 of 60" and links to the other pages. */
export function Pagination({
  page,
  pageCount,
  pageSize,
  total,
  totalLabel,
  hrefFor,
  noun = "records",
  label = "Pages",
}: {
  page: number;
  pageCount: number;
  pageSize: number;
  total: number;
  /** How the total reads when it is not the plain number (a capped count: "1,000+"); `total` is then what is known to exist. */
  totalLabel?: string;
  hrefFor: (page: number) => string;
  noun?: string;
  /** The page links' name; two lists on one page need two names. */
  label?: string;
}) {
  if (total === 0) return null;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const linkClass = "inline-flex min-h-10 min-w-10 items-center justify-center gap-1 rounded-md border px-3 text-sm font-semibold";
  return (
    <div className="mt-6 flex flex-col items-center justify-between gap-3 sm:flex-row">
      <p className="text-sm text-slate-700">
        Showing <span className="font-semibold">{first}</span>–<span className="font-semibold">{last}</span> of{" "}
        <span className="font-semibold">{totalLabel ?? total}</span> {noun}
      </p>
      {pageCount > 1 ? (
        <nav aria-label={label}>
          <ul className="flex flex-wrap items-center gap-1.5">
            <li>
              {page > 1 ? (
                <Link to={hrefFor(page - 1)} className={`${linkClass} border-slate-300 bg-white text-navy-900 hover:bg-slate-50`}>
                  <ChevronLeft aria-hidden="true" className="h-4 w-4" />
                  Previous
                </Link>
              ) : null}
            </li>
            {pageWindow(page, pageCount).map((p, i) =>
              p === "gap" ? (
                <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-slate-600">…</li>
              ) : (
                <li key={p}>
                  <Link
                    to={hrefFor(p)}
                    aria-current={p === page ? "page" : undefined}
                    aria-label={`Page ${p}`}
                    className={`${linkClass} ${p === page ? "border-navy-800 bg-navy-800 text-white" : "border-slate-300 bg-white text-navy-900 hover:bg-slate-50"}`}
                  >
                    {p}
                  </Link>
                </li>
              ),
            )}
            <li>
              {page < pageCount ? (
                <Link to={hrefFor(page + 1)} className={`${linkClass} border-slate-300 bg-white text-navy-900 hover:bg-slate-50`}>
                  Next
                  <ChevronRight aria-hidden="true" className="h-4 w-4" />
                </Link>
              ) : null}
            </li>
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
