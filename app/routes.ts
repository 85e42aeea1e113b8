/**
 * The map of the site. Content pages are prerendered at build time
 * (app/prerender-paths.ts); everything else renders per request.
 */
import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { industryPages } from "./content/industries.ts";
import { insuranceProducts } from "./content/insurance-products.ts";
import { articleSlugs } from "./content/article-slugs.ts";

/**
 * The pages that exist in both languages: English at their path, Spanish under /es
 * (app/lib/i18n/spanish-twins.ts says which; its test checks this list agrees). One module
 * serves both; it reads the language from the path. Route ids get an "es-" prefix.
 */
function pagesInBothLanguages(prefix: "" | "es/", idPrefix: "" | "es-") {
  return [
    ...insuranceProducts.map((p) => route(`${prefix}${p.slug}`, "routes/insurance-product.tsx", { id: `${idPrefix}product-${p.slug}` })),
    route(`${prefix}industries`, "routes/industries.tsx", { id: `${idPrefix}industries` }),
    ...industryPages.map((p) => route(`${prefix}${p.slug}`, "routes/industry.tsx", { id: `${idPrefix}industry-${p.slug}` })),
    // The auto dealer page also answers at its two older paths (canonical: /auto-dealer-insurance).
    route(`${prefix}dealers`, "routes/industry.tsx", { id: `${idPrefix}industry-dealers` }),
    route(`${prefix}garage-insurance`, "routes/industry.tsx", { id: `${idPrefix}industry-garage-insurance` }),
    route(`${prefix}privacy`, "routes/privacy.tsx", { id: `${idPrefix}privacy` }),
    route(`${prefix}privacy-notice`, "routes/privacy-notice.tsx", { id: `${idPrefix}privacy-notice` }),
    // The help desk (docs/product.md#help-desk): the page, the panel's answers, the callback's confirmation.
    route(`${prefix}help`, "routes/help.tsx", { id: `${idPrefix}help` }),
    route(`${prefix}help/answer`, "routes/help-answer.ts", { id: `${idPrefix}help-answer` }),
    route(`${prefix}help/sent`, "routes/help-sent.tsx", { id: `${idPrefix}help-sent` }),
    // Fixed articles rank above /blog/:slug because static segments win.
    ...articleSlugs.map((slug) => route(`${prefix}blog/${slug}`, "routes/article.tsx", { id: `${idPrefix}article-${slug}` })),
    ...[
      ["contact", "contact"],
      ["contact/sent", "contact-sent"],
          ["quote", "quote"],
      ["submit-claim", "submit-claim"],
      ["careers", "careers"],
      ["just-insurance", "just-insurance"],
      ["coverage-review", "coverage-review"],
      ["coverage-review/sent", "coverage-review-sent"],
      ["privacy/request", "privacy-request"],
      ["privacy/request/sent", "privacy-request-sent"],
      ["accessibility", "accessibility"],
      ["accessibility/sent", "accessibility-sent"],
      ["service-center", "service-center"],
      // Accounts, and the customer's own pages (docs/product.md#dashboards): signed in, their rows only.
      ["login", "login"],
      ["login/second-factor", "login-second-factor"],
      ["forgot-password", "forgot-password"],
      ["reset-password", "reset-password"],
      ["confirm-email", "confirm-email"],
      ["dashboard", "dashboard"],
      ["dashboard/security/two-factor", "my-two-factor"],
      ["dashboard/claims", "my-claims"],
      ["dashboard/claims/:claimNumber", "my-claim"],
      ["dashboard/claims/confirm/:token", "confirm-claim"],
      ["dashboard/policies", "my-policies"],
      ["dashboard/policies/:id", "my-policy"],
      ["dashboard/documents", "my-documents"],
      ["dashboard/payments", "my-payments"],
      ["dashboard/requests", "my-requests"],
      ["dashboard/requests/new", "my-request-new"],
      ["dashboard/requests/new/:type", "my-request-form"],
      ["dashboard/requests/:number", "my-request"],
      // Where the account is signed in, for every role (docs/product.md#sessions-and-security-alerts).
      ["dashboard/security", "my-security"],
    ].map(([path, module]) => route(`${prefix}${path}`, `routes/${module}.tsx`, { id: `${idPrefix}${module}` })),
    // A customer's files answer under both languages' pages that link to them.
    route(`${prefix}dashboard/documents/:id`, "routes/my-document-file.ts", { id: `${idPrefix}my-document-file` }),
    route(`${prefix}dashboard/requests/:number/files/:fileId`, "routes/my-request-file.ts", { id: `${idPrefix}my-request-file` }),
  ];
}

export default [
  index("routes/home.tsx"),
  route("es", "routes/home.tsx", { id: "es-home" }),
  ...pagesInBothLanguages("", ""),
  ...pagesInBothLanguages("es/", "es-"),
  route("blog", "routes/blog.tsx"),
  route("es/blog", "routes/blog.tsx", { id: "es-blog" }),
  route("blog/:slug", "routes/blog-post.tsx"),
  route("es/blog/:slug", "routes/blog-post.tsx", { id: "es-blog-post" }),
  // Uploaded blog photos, one variant per address (immutable; never listed).
  route("blog-images/:id/:file", "routes/blog-images.ts"),
  // A private preview link of a draft or scheduled post, in the post's language (three segments: never a post's address).
  route("blog/preview/:token", "routes/blog-preview.tsx"),
  route("es/blog/preview/:token", "routes/blog-preview.tsx", { id: "es-blog-preview" }),
  // A tag's posts (three segments: never a post's or a fixed article's address).
  route("blog/tag/:tag", "routes/blog-tag.tsx"),
  route("es/blog/tag/:tag", "routes/blog-tag.tsx", { id: "es-blog-tag" }),
  route("rss.xml", "routes/rss.ts"),
  route("es/rss.xml", "routes/rss.ts", { id: "es-rss" }),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  // Accounts (the sign-in screens are pages in both languages, above)
  route("logout", "routes/logout.ts"),
  // The second factor again before a sensitive action (the team's; English like the back office).
  route("dashboard/security/confirm", "routes/my-step-up.tsx"),
  route("api/auth/*", "routes/api-auth.ts"),
  route("auth", "routes/auth-redirect.ts"),
  // The back office (docs/product.md#back-office) has its own layout: every loader and action in it
  // starts with requireStaff or requireAdmin (app/server/accounts/guards.ts). The inbox paths are
  // app/lib/inbox-paths.ts. Downloads answer 403, not a redirect.
  layout("routes/back-office-layout.tsx", [
    route("blog-manager", "routes/blog-manager.tsx"),
    route("blog-manager/images", "routes/blog-manager-images.ts"),
    route("blog-manager/preview", "routes/blog-manager-preview.ts"),
    route("admin", "routes/admin-index.ts", { id: "admin-index" }),
    route("admin/my-work", "routes/admin-my-work.tsx"),
    route("admin/inbox", "routes/admin-index.ts", { id: "admin-inbox-index" }),
    route("admin/inbox/:form", "routes/admin-inbox.tsx"),
    route("admin/inbox/:form/export.csv", "routes/admin-inbox-export.ts"),
    route("admin/inbox/:form/:id", "routes/admin-lead.tsx"),
    route("admin/inbox/:form/:id/files/:fileId", "routes/admin-lead-file.ts"),
    route("admin/users", "routes/admin-users.tsx"),
    route("admin/users/:id", "routes/admin-profile.tsx", { id: "admin-user-profile" }),
    route("admin/profile", "routes/admin-profile.tsx"),
    route("admin/outbox", "routes/admin-outbox.tsx"),
    route("admin/outbox/:id", "routes/admin-outbox-email.tsx"),
    route("admin/audit", "routes/admin-audit.tsx"),
    route("admin/reports", "routes/admin-reports.tsx"),
    route("admin/reports/:report/csv", "routes/admin-report-csv.ts"),
    route("admin/settings", "routes/admin-settings.tsx"),
    route("admin/settings/carriers", "routes/admin-carriers.tsx"),
    // The service center's staff side (docs/product.md#service-center).
    route("admin/customers", "routes/admin-customers.tsx"),
    route("admin/customers/new", "routes/admin-customer-new.tsx"),
    route("admin/customers/import", "routes/admin-book-import.tsx"),
    route("admin/customers/import/guide", "routes/admin-book-import-guide.tsx"),
    route("admin/customers/import/sample.csv", "routes/admin-book-import-sample.ts"),
    route("admin/customers/:id", "routes/admin-customer.tsx"),
    route("admin/customers/:id/documents", "routes/admin-customer-documents.tsx"),
    route("admin/policies/new", "routes/admin-policy-new.tsx"),
    route("admin/policies/:id", "routes/admin-policy.tsx"),
    route("admin/documents/:id", "routes/admin-document-file.ts"),
    route("admin/service-requests", "routes/admin-service-requests.tsx"),
    route("admin/service-requests/:id", "routes/admin-service-request.tsx"),
    route("admin/service-requests/:id/files/:fileId", "routes/admin-service-file.ts"),
    route("admin/renewals", "routes/admin-renewals.tsx"),
    // Privacy requests are the admins' (docs/product.md#privacy-requests).
    route("admin/privacy-requests", "routes/admin-privacy-requests.tsx"),
    route("admin/privacy-requests/:id", "routes/admin-privacy-request.tsx"),
    route("admin/people", "routes/admin-people.tsx"),
    route("admin/people/export", "routes/admin-people-export.ts"),
    // The help desk's questions nobody's page answered, and the staff's answers to them.
    route("admin/help-questions", "routes/admin-help-questions.tsx"),
  ]),
  route("email/renewals", "routes/renewal-emails.tsx"),
  route("email/preferences", "routes/email-preferences.tsx"),
  route("healthz", "routes/healthz.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
