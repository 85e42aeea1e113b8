/**
 * A submission as it was shown to the visitor: every field's label and value,
 * stored with the record (details_json). The inbox and emails read this, so a
 * record keeps every field it had even after the form changes.
 */
export interface DetailField {
  label: string;
  value: string;
}

/** Pairs each label with its display value, in the labels' (form) order. Empty values are kept as "". */
export function submissionDetails(
  labels: Record<string, string>,
  display: Partial<Record<string, string | string[] | null | undefined>>,
): DetailField[] {
  return Object.entries(labels).map(([name, label]) => {
    const value = display[name];
    return { label, value: Array.isArray(value) ? value.join(", ") : (value ?? "") };
  });
}

/** A box's answer as the inbox and the emails show it. */
export const yesNo = (ticked: boolean) => (ticked ? "Yes" : "No");

export function parseDetails(json: string | null): DetailField[] {
  if (!json) return [];
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed)
      ? parsed.filter((f): f is DetailField => typeof f?.label === "string" && typeof f?.value === "string")
      : [];
  } catch {
    return [];
  }
}
