/**
 * Names of a field's inputs on the signer's page: `f_<id>_typed`, `_drawn`, `_text`, `_checked`.
 * Apart from the page's zod schemas, so the page's component can name its inputs without
 * bringing zod into the browser bundle.
 */
export const fieldInputName = (fieldId: string, part: "typed" | "drawn" | "text" | "checked") => `f_${fieldId}_${part}`;
