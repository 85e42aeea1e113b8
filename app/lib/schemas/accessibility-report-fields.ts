/** Labels of the "Report a barrier" form on /accessibility: what the page needs, without zod. */

export const accessibilityReportLabels = {
  firstName: "First name",
  lastName: "Last name",
  email: "Email",
  phone: "Phone",
  page: "Which page or form?",
  problem: "What got in your way?",
  technology: "What were you using?",
} as const;
