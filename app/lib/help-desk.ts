/** The help desk's limits, shared by its pages and the server (docs/product.md#help-desk). */

/** The longest question read, in characters. */
export const MAX_QUESTION_LENGTH = 300;
