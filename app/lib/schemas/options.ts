/**
 * Option lists of the public forms (docs/product.md#forms), as value/label pairs.
 * The value is what is stored; the label is what people read.
 */
/** One choice of a select, radio group or checkbox group. */
export interface Option {
  value: string;
  label: string;
}

export function optionValues<const T extends readonly Option[]>(options: T) {
  return options.map((o) => o.value) as unknown as readonly [T[number]["value"], ...T[number]["value"][]];
}

/** The label for a stored value (falls back to the value for old or unknown values). */
export function labelFor(options: readonly Option[], value: string | null | undefined): string {
  if (!value) return "";
  return options.find((o) => o.value === value)?.label ?? value;
}

export const stateOptions = [
  { value: "NV", label: "Nevada" },
  { value: "CA", label: "California" },
  { value: "AZ", label: "Arizona" },
  { value: "UT", label: "Utah" },
] as const;
