/** Labels and limits of the form that records an opt-out on a record's page: what the page needs, without zod. */

export const OPT_OUT_NOTE_MAX = 500;

export const optOutLabels = { opt_out_channels: "What to stop", opt_out_method: "How they told us", opt_out_note: "In their words" } as const;
export const optOutLists = ["opt_out_channels"] as const;
