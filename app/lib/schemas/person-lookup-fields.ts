/** Labels of the search and erasure forms of /admin/people: what the page needs, without zod. */
export const personLookupLabels = { email: "Email address", phone: "Phone number", confirm: "I understand that this cannot be undone" } as const;
