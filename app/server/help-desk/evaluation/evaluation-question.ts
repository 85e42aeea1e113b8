/**
 * One question of the help desk's test set: what a visitor might type, and which pages
 * answer it. The help desk's answer counts as right when one of its linked pages (in the
 * question's language) is one of `pages`; "top 3" when one of its first three is.
 */
export interface EvaluationQuestion {
  /** As a visitor would type it: typos, slang, no capitals or question mark. */
  question: string;
  /** English paths of the pages that answer it ("/auto-insurance", "/blog/lower-insurance-costs", "/contact"). */
  pages: string[];
  /**
   * What the help desk must say besides the pages: "price" when the visitor asks what they
   * would pay (never a price, a quote instead), "bound" when they ask whether they are
   * covered or a claim will be paid (never a yes), "claim" when they report a loss now
   * (the 24/7 claims line first).
   */
  guard?: "price" | "bound" | "claim";
}
