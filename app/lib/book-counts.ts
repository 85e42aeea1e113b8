/**
 * How far the team dashboards count the book of customers and policies (the server counts,
 * the page writes "10,000+" past it). Further than what needs attention, which stops at
 * DASHBOARD_COUNT_LIMIT: "100+ customers" would say little. Safe in the browser.
 */
export const BOOK_COUNT_LIMIT = 10_000;
