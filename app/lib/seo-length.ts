/**
 * How long a post's search settings should be (docs/product.md#blog-manager): search engines
 * show about 60 characters of a title and about 155 of a description and cut the rest. The
 * editor shows the count against these lengths; nothing longer is refused below the form's own
 * limits (120 and 320), since a longer text is still read by search engines.
 */
export const SEO_TITLE_LENGTH = 60;
export const SEO_DESCRIPTION_LENGTH = 155;

export type LengthState = "empty" | "good" | "long";

/** Where a text stands against its recommended length: empty, within it, or longer (search results will cut it). */
export function lengthState(text: string, recommended: number): LengthState {
  const length = charactersOf(text);
  if (length === 0) return "empty";
  return length <= recommended ? "good" : "long";
}

/** The characters of the trimmed text the server keeps, an accented letter counting as one. */
export function charactersOf(text: string): number {
  return [...text.trim().normalize("NFC")].length;
}
