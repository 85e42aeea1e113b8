import { describe, expect, it } from "vitest";
import routes from "../../routes.ts";
import { publicPaths, prerenderPaths } from "../../prerender-paths.ts";
import { pathInLocale } from "./locale.ts";
import { hasSpanishTwin, localizedHref } from "./spanish-twins.ts";

interface RouteEntry {
  path?: string;
  file: string;
  children?: RouteEntry[];
}

/** Every static path of the route map (its dynamic segments and the catch-all are not pages of their own). */
function staticPaths(entries: readonly RouteEntry[]): Set<string> {
  const paths = new Set<string>();
  const walk = (list: readonly RouteEntry[]) => {
    for (const entry of list) {
      if (entry.path !== undefined && !entry.path.includes(":") && !entry.path.includes("*")) paths.add(`/${entry.path}`);
      if (entry.children) walk(entry.children);
    }
  };
  walk(entries);
  return paths;
}

describe("Spanish twins", () => {
  const routePaths = staticPaths(routes as readonly RouteEntry[]);
  routePaths.add("/"); // the index route has no path

  it("exist in the route map for every public page that says it has one", () => {
    const missing = [...prerenderPaths(), ...publicPaths()]
      .filter((path) => !path.startsWith("/es") && hasSpanishTwin(path))
      .map((path) => pathInLocale(path, "es"))
      .filter((path) => !routePaths.has(path));
    expect(missing).toEqual([]);
  });

  it("do not exist for pages that say they have none", () => {
    const unexpected = [...routePaths].filter((path) => path.startsWith("/es") && !hasSpanishTwin(path));
    expect(unexpected).toEqual([]);
  });

  it("are never offered for the back office, the sitemap and files", () => {
    for (const path of ["/admin", "/admin/inbox/quotes", "/blog-manager", "/sitemap.xml", "/healthz", "/api/auth/session"]) {
      expect(hasSpanishTwin(path), path).toBe(false);
    }
  });

  it("cover the fixed guides but not the posts written in the blog manager", () => {
    expect(hasSpanishTwin("/blog/lower-insurance-costs")).toBe(true);
    expect(hasSpanishTwin("/blog/our-new-office")).toBe(false);
    expect(hasSpanishTwin("/es/blog/nuestra-nueva-oficina")).toBe(false);
  });

  it("cover the blog's index and its feed, each listing its own language's posts", () => {
    expect(hasSpanishTwin("/blog")).toBe(true);
    expect(hasSpanishTwin("/blog?page=2")).toBe(true);
    expect(hasSpanishTwin("/es/blog")).toBe(true);
    expect(hasSpanishTwin("/rss.xml")).toBe(true);
    expect(localizedHref("/blog", "es")).toBe("/es/blog");
    expect(localizedHref("/rss.xml", "es")).toBe("/es/rss.xml");
  });
});

describe("links on a page", () => {
  it("go to the Spanish twin on a Spanish page, and to the English page where there is none", () => {
    expect(localizedHref("/auto-insurance", "es")).toBe("/es/auto-insurance");
    expect(localizedHref("/", "es")).toBe("/es");
    expect(localizedHref("/admin/inbox", "es")).toBe("/admin/inbox");
    expect(localizedHref("/blog/our-new-office", "es")).toBe("/blog/our-new-office");
  });

  it("stay English on an English page, even when written with the prefix", () => {
    expect(localizedHref("/auto-insurance", "en")).toBe("/auto-insurance");
    expect(localizedHref("/es/auto-insurance", "en")).toBe("/auto-insurance");
  });

  it("leave phone, email and outside links alone", () => {
    expect(localizedHref("tel:+17025550100", "es")).toBe("tel:+17025550100");
    expect(localizedHref("https://example.com/es", "es")).toBe("https://example.com/es");
  });
});
