/**
 * The map of the site. Content pages are prerendered at build time
 * (app/prerender-paths.ts); everything else renders per request.
 */
import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { industryPages } from "./content/industries.ts";
import { insuranceProducts } from "./content/insurance-products.ts";
import { articleSlugs } from "./content/article-slugs.ts";

export default [
  index("routes/home.tsx"),
  ...insuranceProducts.map((p) => route(p.slug, "routes/insurance-product.tsx", { id: `product-${p.slug}` })),
  route("industries", "routes/industries.tsx"),
  ...industryPages.map((p) => route(p.slug, "routes/industry.tsx", { id: `industry-${p.slug}` })),
  // The auto dealer page also answers at its two older paths (canonical: /auto-dealer-insurance).
  route("dealers", "routes/industry.tsx", { id: "industry-dealers" }),
  route("garage-insurance", "routes/industry.tsx", { id: "industry-garage-insurance" }),
  route("contact", "routes/contact.tsx"),
  // Lead forms
  route("quote", "routes/quote.tsx"),
  route("submit-claim", "routes/submit-claim.tsx"),
  route("careers", "routes/careers.tsx"),
  route("just-insurance", "routes/just-insurance.tsx"),
  route("coverage-review", "routes/coverage-review.tsx"),
  route("privacy", "routes/privacy.tsx"),
  // Fixed articles rank above /blog/:slug because static segments win.
  ...articleSlugs.map((slug) => route(`blog/${slug}`, "routes/article.tsx", { id: `article-${slug}` })),
  route("blog", "routes/blog.tsx"),
  route("blog/:slug", "routes/blog-post.tsx"),
  route("rss.xml", "routes/rss.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  // Accounts
  route("login", "routes/login.tsx"),
  route("forgot-password", "routes/forgot-password.tsx"),
  route("reset-password", "routes/reset-password.tsx"),
  route("confirm-email", "routes/confirm-email.tsx"),
  route("logout", "routes/logout.ts"),
  route("dashboard", "routes/dashboard.tsx"),
  route("api/auth/*", "routes/api-auth.ts"),
  route("auth", "routes/auth-redirect.ts"),
  // The back office (docs/product.md#back-office) has its own layout: every loader and action in it
  // starts with requireStaff or requireAdmin (app/server/accounts/guards.ts). The inbox paths are
  // app/lib/inbox-paths.ts. Downloads answer 403, not a redirect.
  layout("routes/back-office-layout.tsx", [
    route("blog-manager", "routes/blog-manager.tsx"),
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
  ]),
  // Customers' own claims (docs/product.md#dashboards): signed in, verified email, their claims only.
  route("dashboard/claims", "routes/my-claims.tsx"),
  route("dashboard/claims/:claimNumber", "routes/my-claim.tsx"),
  route("healthz", "routes/healthz.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
