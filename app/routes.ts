/**
 * The map of the site, and the only one: every route module is named here. Content pages are
 * prerendered at build time (app/prerender-paths.ts); everything else renders per request.
 *
 * Route modules live in app/routes/ by area:
 * - public/: the public site in both languages, its forms and their confirmations;
 * - accounts/: signing in and out, and the signed-in dashboard (a customer's own pages, security);
 * - back-office/: the staff pages under /admin and their layout;
 * - blog-manager/: the blog manager and its preview page;
 * - machine/: answers that are not pages (files, feeds, exports, JSON, health).
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
    ...insuranceProducts.map((p) => route(`${prefix}${p.slug}`, "routes/public/insurance-product.tsx", { id: `${idPrefix}product-${p.slug}` })),
    route(`${prefix}industries`, "routes/public/industries.tsx", { id: `${idPrefix}industries` }),
    ...industryPages.map((p) => route(`${prefix}${p.slug}`, "routes/public/industry.tsx", { id: `${idPrefix}industry-${p.slug}` })),
    // The auto dealer page also answers at its two older paths (canonical: /auto-dealer-insurance).
    route(`${prefix}dealers`, "routes/public/industry.tsx", { id: `${idPrefix}industry-dealers` }),
    route(`${prefix}garage-insurance`, "routes/public/industry.tsx", { id: `${idPrefix}industry-garage-insurance` }),
    route(`${prefix}privacy`, "routes/public/privacy.tsx", { id: `${idPrefix}privacy` }),
    route(`${prefix}privacy-notice`, "routes/public/privacy-notice.tsx", { id: `${idPrefix}privacy-notice` }),
    // The help desk (docs/product.md#help-desk): the page, the panel's answers, the callback's confirmation.
    route(`${prefix}help`, "routes/public/help.tsx", { id: `${idPrefix}help` }),
    route(`${prefix}help/answer`, "routes/machine/help-answer.ts", { id: `${idPrefix}help-answer` }),
    route(`${prefix}help/sent`, "routes/public/help-sent.tsx", { id: `${idPrefix}help-sent` }),
    // Fixed articles rank above /blog/:slug because static segments win.
    ...articleSlugs.map((slug) => route(`${prefix}blog/${slug}`, "routes/public/article.tsx", { id: `${idPrefix}article-${slug}` })),
    ...([
      ["contact", "public/contact"],
      ["contact/sent", "public/contact-sent"],
      ["quote", "public/quote"],
      ["submit-claim", "public/submit-claim"],
      ["careers", "public/careers"],
      ["just-insurance", "public/just-insurance"],
      ["coverage-review", "public/coverage-review"],
      ["coverage-review/sent", "public/coverage-review-sent"],
      ["privacy/request", "public/privacy-request"],
      ["privacy/request/sent", "public/privacy-request-sent"],
      ["accessibility", "public/accessibility"],
      ["accessibility/sent", "public/accessibility-sent"],
      ["service-center", "public/service-center"],
      // Accounts, and the customer's own pages (docs/product.md#dashboards): signed in, their rows only.
      ["login", "accounts/login"],
      ["login/second-factor", "accounts/login-second-factor"],
      ["forgot-password", "accounts/forgot-password"],
      ["reset-password", "accounts/reset-password"],
      ["confirm-email", "accounts/confirm-email"],
      ["dashboard", "accounts/dashboard"],
      ["dashboard/security/two-factor", "accounts/my-two-factor"],
      ["dashboard/claims", "accounts/my-claims"],
      ["dashboard/claims/:claimNumber", "accounts/my-claim"],
      ["dashboard/claims/confirm/:token", "accounts/confirm-claim"],
      ["dashboard/policies", "accounts/my-policies"],
      ["dashboard/policies/:id", "accounts/my-policy"],
      ["dashboard/documents", "accounts/my-documents"],
      ["dashboard/payments", "accounts/my-payments"],
      ["dashboard/requests", "accounts/my-requests"],
      ["dashboard/requests/new", "accounts/my-request-new"],
      ["dashboard/requests/new/:type", "accounts/my-request-form"],
      ["dashboard/requests/:number", "accounts/my-request"],
      // Where the account is signed in, for every role (docs/product.md#sessions-and-security-alerts).
      ["dashboard/security", "accounts/my-security"],
    ] satisfies [path: string, folderAndModule: string][]).map(([path, module]) => route(`${prefix}${path}`, `routes/${module}.tsx`, { id: `${idPrefix}${module.slice(module.indexOf("/") + 1)}` })),
    // A customer's files answer under both languages' pages that link to them.
    route(`${prefix}dashboard/documents/:id`, "routes/machine/my-document-file.ts", { id: `${idPrefix}my-document-file` }),
    route(`${prefix}dashboard/requests/:number/files/:fileId`, "routes/machine/my-request-file.ts", { id: `${idPrefix}my-request-file` }),
    // Signing a document (docs/product.md#signing-a-document): the signer's page from the emailed
    // link, its page images, the consent's PDF and the signed copy (all under the proof cookie's
    // path); opening one's own document from the dashboard; the public verification page.
    route(`${prefix}sign`, "routes/public/sign.tsx", { id: `${idPrefix}sign` }),
    route(`${prefix}sign/page/:page`, "routes/machine/sign-page-image.ts", { id: `${idPrefix}sign-page-image` }),
    route(`${prefix}sign/disclosure.pdf`, "routes/machine/sign-disclosure-pdf.ts", { id: `${idPrefix}sign-disclosure-pdf` }),
    route(`${prefix}sign/signed.pdf`, "routes/machine/sign-signed-copy.ts", { id: `${idPrefix}sign-signed-copy` }),
    route(`${prefix}dashboard/signing/:documentId`, "routes/machine/my-signing-open.ts", { id: `${idPrefix}my-signing-open` }),
    route(`${prefix}verify`, "routes/public/verify.tsx", { id: `${idPrefix}verify` }),
    // The recommendation survey's page, from the links of its email (docs/product.md#how-likely-are-you-to-recommend-us).
    route(`${prefix}survey`, "routes/public/survey.tsx", { id: `${idPrefix}survey` }),
    // Booking a call (docs/product.md#booking-a-call): the kinds of appointment, the confirmation and the
    // emailed change link (static segments, so they win over a type's page), and a type's days and times.
    route(`${prefix}book`, "routes/public/book.tsx", { id: `${idPrefix}book` }),
    route(`${prefix}book/booked`, "routes/public/book-booked.tsx", { id: `${idPrefix}book-booked` }),
    route(`${prefix}book/change`, "routes/public/book-change.tsx", { id: `${idPrefix}book-change` }),
    route(`${prefix}book/:type`, "routes/public/book-type.tsx", { id: `${idPrefix}book-type` }),
  ];
}

export default [
  index("routes/public/home.tsx"),
  route("es", "routes/public/home.tsx", { id: "es-home" }),
  ...pagesInBothLanguages("", ""),
  ...pagesInBothLanguages("es/", "es-"),
  route("blog", "routes/public/blog.tsx"),
  route("es/blog", "routes/public/blog.tsx", { id: "es-blog" }),
  route("blog/:slug", "routes/public/blog-post.tsx"),
  route("es/blog/:slug", "routes/public/blog-post.tsx", { id: "es-blog-post" }),
  // Uploaded blog photos, one variant per address (immutable; never listed).
  route("blog-images/:id/:file", "routes/machine/blog-images.ts"),
  // A private preview link of a draft or scheduled post, in the post's language (three segments: never a post's address).
  route("blog/preview/:token", "routes/blog-manager/blog-preview.tsx"),
  route("es/blog/preview/:token", "routes/blog-manager/blog-preview.tsx", { id: "es-blog-preview" }),
  // A tag's posts (three segments: never a post's or a fixed article's address).
  route("blog/tag/:tag", "routes/public/blog-tag.tsx"),
  route("es/blog/tag/:tag", "routes/public/blog-tag.tsx", { id: "es-blog-tag" }),
  route("rss.xml", "routes/machine/rss.ts"),
  route("es/rss.xml", "routes/machine/rss.ts", { id: "es-rss" }),
  route("sitemap.xml", "routes/machine/sitemap.ts"),
  route("robots.txt", "routes/machine/robots.ts"),
  // The back office's icons, one SVG of symbols its pages refer to (app/components/icon-sprite.tsx).
  route("icons.svg", "routes/machine/icon-sprite.ts"),
  // A team member's private calendar feed: the token in the address is the credential (no session).
  route("calendar/feed/:file", "routes/machine/calendar-feed.ts"),
  // Accounts (the sign-in screens are pages in both languages, above)
  route("logout", "routes/accounts/logout.ts"),
  // The second factor again before a sensitive action (the team's; English like the back office).
  route("dashboard/security/confirm", "routes/accounts/my-step-up.tsx"),
  route("api/auth/*", "routes/machine/api-auth.ts"),
  // The REST API for integrations (docs/product.md#the-api): bearer tokens with scopes, JSON in and
  // out; app/server/integrations/api/operations.ts describes each route (a test compares the two).
  route("api/v1/openapi.json", "routes/machine/api-v1-openapi.ts"),
  route("api/v1/leads", "routes/machine/api-v1-leads.ts"),
  route("api/v1/leads/:form/:id", "routes/machine/api-v1-lead.ts"),
  route("api/v1/leads/:form/:id/stage", "routes/machine/api-v1-lead-stage.ts"),
  route("api/v1/leads/:form/:id/owner", "routes/machine/api-v1-lead-owner.ts"),
  route("api/v1/leads/:form/:id/follow-up", "routes/machine/api-v1-lead-follow-up.ts"),
  route("api/v1/leads/:form/:id/notes", "routes/machine/api-v1-lead-notes.ts"),
  route("api/v1/people/:id", "routes/machine/api-v1-person.ts"),
  route("api/v1/customers", "routes/machine/api-v1-customers.ts"),
  route("api/v1/customers/:id", "routes/machine/api-v1-customer.ts"),
  route("api/v1/policies", "routes/machine/api-v1-policies.ts"),
  route("api/v1/policies/:id", "routes/machine/api-v1-policy.ts"),
  route("api/v1/service-requests", "routes/machine/api-v1-service-requests.ts"),
  route("api/v1/service-requests/:id", "routes/machine/api-v1-service-request.ts"),
  route("auth", "routes/accounts/auth-redirect.ts"),
  // The back office (docs/product.md#back-office) has its own layout: every loader and action in it
  // starts with requireStaff or requireAdmin (app/http/guards.ts). The inbox paths are
  // app/lib/inbox-paths.ts. Downloads answer 403, not a redirect.
  layout("routes/back-office/back-office-layout.tsx", [
    route("blog-manager", "routes/blog-manager/blog-manager.tsx"),
    route("blog-manager/images", "routes/machine/blog-manager-images.ts"),
    route("blog-manager/preview", "routes/machine/blog-manager-preview.ts"),
    route("admin", "routes/back-office/admin-index.ts", { id: "admin-index" }),
    route("admin/my-work", "routes/back-office/admin-my-work.tsx"),
    // The team's calendar and a booking's page (docs/back-office.md#calendar-and-bookings).
    route("admin/calendar", "routes/back-office/admin-calendar.tsx"),
    route("admin/calendar/bookings/:id", "routes/back-office/admin-calendar-booking.tsx"),
    route("admin/inbox", "routes/back-office/admin-index.ts", { id: "admin-inbox-index" }),
    route("admin/inbox/:form", "routes/back-office/admin-inbox.tsx"),
    route("admin/inbox/:form/export.csv", "routes/machine/admin-inbox-export.ts"),
    route("admin/inbox/:form/:id", "routes/back-office/admin-lead.tsx"),
    route("admin/inbox/:form/:id/files/:fileId", "routes/machine/admin-lead-file.ts"),
    route("admin/users", "routes/back-office/admin-users.tsx"),
    route("admin/users/:id", "routes/back-office/admin-profile.tsx", { id: "admin-user-profile" }),
    route("admin/profile", "routes/back-office/admin-profile.tsx"),
    route("admin/profile/availability", "routes/back-office/admin-availability.tsx"),
    route("admin/outbox", "routes/back-office/admin-outbox.tsx"),
    route("admin/outbox/:id", "routes/back-office/admin-outbox-email.tsx"),
    route("admin/audit", "routes/back-office/admin-audit.tsx"),
    route("admin/reports", "routes/back-office/admin-reports.tsx"),
    route("admin/reports/:report/csv", "routes/machine/admin-report-csv.ts"),
    route("admin/surveys", "routes/back-office/admin-surveys.tsx"),
    route("admin/settings", "routes/back-office/admin-settings.tsx"),
    route("admin/settings/carriers", "routes/back-office/admin-carriers.tsx"),
    // The service center's staff side (docs/product.md#service-center).
    route("admin/customers", "routes/back-office/admin-customers.tsx"),
    route("admin/customers/new", "routes/back-office/admin-customer-new.tsx"),
    route("admin/customers/import", "routes/back-office/admin-book-import.tsx"),
    route("admin/customers/import/guide", "routes/back-office/admin-book-import-guide.tsx"),
    route("admin/customers/import/sample.csv", "routes/machine/admin-book-import-sample.ts"),
    route("admin/customers/:id", "routes/back-office/admin-customer.tsx"),
    route("admin/customers/:id/documents", "routes/back-office/admin-customer-documents.tsx"),
    route("admin/policies/new", "routes/back-office/admin-policy-new.tsx"),
    route("admin/policies/:id", "routes/back-office/admin-policy.tsx"),
    route("admin/documents/:id", "routes/machine/admin-document-file.ts"),
    route("admin/service-requests", "routes/back-office/admin-service-requests.tsx"),
    route("admin/service-requests/:id", "routes/back-office/admin-service-request.tsx"),
    route("admin/service-requests/:id/files/:fileId", "routes/machine/admin-service-file.ts"),
    route("admin/renewals", "routes/back-office/admin-renewals.tsx"),
    // Retention campaigns are the admins' (docs/product.md#the-campaigns-pages).
    route("admin/campaigns", "routes/back-office/admin-campaigns.tsx"),
    route("admin/campaigns/new", "routes/back-office/admin-campaign-new.tsx"),
    route("admin/campaigns/:id", "routes/back-office/admin-campaign.tsx"),
    route("admin/campaigns/:id/report", "routes/back-office/admin-campaign-report.tsx"),
    // Privacy requests are the admins' (docs/product.md#privacy-requests).
    route("admin/privacy-requests", "routes/back-office/admin-privacy-requests.tsx"),
    route("admin/privacy-requests/:id", "routes/back-office/admin-privacy-request.tsx"),
    route("admin/people", "routes/back-office/admin-people.tsx"),
    route("admin/people/export", "routes/machine/admin-people-export.ts"),
    // Documents signed online, the staff's side (docs/product.md#documents-signed-online).
    route("admin/signing", "routes/back-office/admin-signing.tsx"),
    route("admin/signing/new", "routes/back-office/admin-signing-new.tsx"),
    route("admin/signing/:id", "routes/back-office/admin-signing-document.tsx"),
    route("admin/signing/:id/pages/:page", "routes/machine/admin-signing-page.ts"),
    route("admin/signing/:id/files/:which", "routes/machine/admin-signing-file.ts"),
    // The help desk's questions nobody's page answered, and the staff's answers to them.
    route("admin/help-questions", "routes/back-office/admin-help-questions.tsx"),
    // Integrations are the admins' (docs/integrations.md): API tokens, webhook subscriptions, the API reference.
    route("admin/integrations", "routes/back-office/admin-integrations.tsx"),
    route("admin/integrations/api", "routes/back-office/admin-integrations-api.tsx"),
    route("admin/integrations/webhooks/new", "routes/back-office/admin-integrations-webhook-new.tsx"),
    route("admin/integrations/webhooks/:id", "routes/back-office/admin-integrations-webhook.tsx"),
    // Booking's settings are the admins' (docs/back-office.md#appointment-types-hours-and-feeds).
    route("admin/booking", "routes/back-office/admin-booking.tsx"),
    route("admin/booking/types/new", "routes/back-office/admin-booking-type-new.tsx"),
    route("admin/booking/types/:id", "routes/back-office/admin-booking-type.tsx"),
  ]),
  route("email/renewals", "routes/public/renewal-emails.tsx"),
  route("email/preferences", "routes/public/email-preferences.tsx"),
  route("healthz", "routes/machine/healthz.ts"),
  route("*", "routes/public/not-found.tsx"),
] satisfies RouteConfig;
