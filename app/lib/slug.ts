/**
 * The slug rule (docs/product.md#posts), in one place for the server and the editor:
 * lowercased; accents dropped from letters ("Cuánto" → "cuanto", "año" → "ano");
 * characters other than letters, digits, spaces and hyphens removed;
 * whitespace runs turned into single hyphens; repeated hyphens collapsed; trimmed
 * (of spaces and of hyphens at either end, so a slug never starts or ends with "-").
 */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[^a-z0-9\s-]/g, "")
    .trim()
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");
}

/** What a valid slug looks like: the rule's own output alphabet, at least one character. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function isValidSlug(slug: string): boolean {
  return SLUG_PATTERN.test(slug);
}
