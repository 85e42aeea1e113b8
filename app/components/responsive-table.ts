/**
 * A table's classes that make it a list of cards below lg (cells stacked, each with its
 * column's name from data-label), the pattern of the inbox: the layout lives on the table, not on
 * every cell.
 */
export const cardsBelowLg = [
  "max-lg:block max-lg:[&_tbody]:block max-lg:[&_tbody]:space-y-3 max-lg:[&_thead]:sr-only",
  "max-lg:[&_tr]:block max-lg:[&_tr]:rounded-xl max-lg:[&_tr]:border max-lg:[&_tr]:border-slate-200 max-lg:[&_tr]:bg-white max-lg:[&_tr]:p-4 max-lg:[&_tr]:shadow-sm",
  "max-lg:[&_td]:block max-lg:[&_th]:block max-lg:[&_td]:p-0 max-lg:[&_th]:p-0 max-lg:[&_td]:py-1 max-lg:[&_th]:py-1",
  "max-lg:[&_td[data-label]]:before:font-medium max-lg:[&_td[data-label]]:before:text-slate-600 max-lg:[&_td[data-label]]:before:content-[attr(data-label)_':_']",
].join(" ");
