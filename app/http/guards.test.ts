import { beforeEach, describe, expect, it, vi } from "vitest";
import type { SessionUser } from "../server/accounts/current-user.ts";

const signedIn = vi.hoisted(() => ({ user: null as SessionUser | null }));
vi.mock("./session.ts", () => ({ getCurrentUser: async () => signedIn.user }));

const { requireAdmin, requireRecentSecondFactor, requireStaff } = await import("./guards.ts");
const { RouterContextProvider } = await import("react-router");

/** A loader's or action's arguments for this request. */
const routeArgs = (...init: ConstructorParameters<typeof Request>) => ({ request: new Request(...init), context: new RouterContextProvider() });

const withFactor = { twoFactorEnabled: true, secondFactorAt: null };
const admin: SessionUser = { id: "a", email: "owner@agency.test", role: "admin", ...withFactor };
const customer: SessionUser = { id: "c", email: "jane@example.com", role: "customer", twoFactorEnabled: false, secondFactorAt: null };
const staff: SessionUser = { id: "s", email: "dana@agency.test", role: "staff", ...withFactor };
const staffWithoutFactor: SessionUser = { ...staff, twoFactorEnabled: false };
const adminWithoutFactor: SessionUser = { ...admin, twoFactorEnabled: false };

/** What the guard did with this request: let the user through, redirected them (to the dashboard, or to set up a factor), or answered 403. */
async function outcome(user: SessionUser | null, needed: "admin" | "staff", method: string, options: { download?: boolean } = {}) {
  signedIn.user = user;
  const guard = needed === "admin" ? requireAdmin : requireStaff;
  try {
    await guard(routeArgs("http://x/admin/page", { method }), options);
    return "allow";
  } catch (error) {
    const status = error instanceof Response ? error.status : (error as { init?: { status?: number } }).init?.status;
    if (status === 403) return "forbidden";
    const location = error instanceof Response ? error.headers.get("Location") : null;
    if (location === "/dashboard") return "redirect";
    if (location === "/dashboard/security/two-factor") return "enrol";
    throw error;
  }
}

describe("the guard for admin pages", () => {
  it.each([
    ["GET", null, "redirect"],
    ["HEAD", null, "redirect"],
    ["GET", customer, "redirect"],
    ["POST", null, "forbidden"],
    ["POST", customer, "forbidden"],
    ["PUT", customer, "forbidden"],
    ["PATCH", customer, "forbidden"],
    ["DELETE", customer, "forbidden"],
    ["get", customer, "redirect"],
    ["GET", admin, "allow"],
    ["POST", admin, "allow"],
    ["DELETE", admin, "allow"],
    ["GET", staff, "redirect"],
    ["POST", staff, "forbidden"],
  ] as const)("%s by %o → %s", async (method, user, expected) => {
    expect(await outcome(user, "admin", method)).toBe(expected);
  });
});

describe("the guard for staff pages", () => {
  it.each([
    ["GET", null, "redirect"],
    ["GET", customer, "redirect"],
    ["POST", customer, "forbidden"],
    ["GET", staff, "allow"],
    ["POST", staff, "allow"],
    ["GET", admin, "allow"],
    ["POST", admin, "allow"],
  ] as const)("%s by %o → %s", async (method, user, expected) => {
    expect(await outcome(user, "staff", method)).toBe(expected);
  });
});

describe("the guard for a team member without a second factor", () => {
  it.each([
    ["GET", staffWithoutFactor, "staff", "enrol"],
    ["HEAD", staffWithoutFactor, "staff", "enrol"],
    ["POST", staffWithoutFactor, "staff", "forbidden"],
    ["GET", adminWithoutFactor, "admin", "enrol"],
    ["POST", adminWithoutFactor, "admin", "forbidden"],
    ["DELETE", adminWithoutFactor, "staff", "forbidden"],
    // The role still decides first: staff on an admin page are turned away, factor or not.
    ["GET", staffWithoutFactor, "admin", "redirect"],
  ] as const)("%s by %o on a %s page → %s", async (method, user, needed, expected) => {
    expect(await outcome(user, needed, method)).toBe(expected);
  });

  it("refuses a download with 403 instead of sending the member to enrol", async () => {
    expect(await outcome(adminWithoutFactor, "admin", "GET", { download: true })).toBe("forbidden");
  });
});

describe("the guard for downloads", () => {
  it.each([
    ["GET", null, "forbidden"],
    ["HEAD", customer, "forbidden"],
    ["GET", customer, "forbidden"],
    ["POST", customer, "forbidden"],
    ["GET", admin, "allow"],
  ] as const)("%s by %o → %s", async (method, user, expected) => {
    expect(await outcome(user, "admin", method, { download: true })).toBe(expected);
  });
});

async function thrown(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected requireAdmin to throw");
}

describe("requireAdmin", () => {
  beforeEach(() => {
    signedIn.user = null;
  });

  it("returns the admin", async () => {
    signedIn.user = admin;
    await expect(requireAdmin(routeArgs("http://x/blog-manager"))).resolves.toEqual(admin);
    await expect(requireAdmin(routeArgs("http://x/blog-manager", { method: "POST" }))).resolves.toEqual(admin);
  });

  it("redirects a signed-out visitor and a customer opening an admin page to /dashboard", async () => {
    for (const user of [null, customer]) {
      signedIn.user = user;
      const response = await thrown(requireAdmin(routeArgs("http://x/blog-manager")));
      expect(response).toBeInstanceOf(Response);
      expect((response as Response).status).toBe(302);
      expect((response as Response).headers.get("Location")).toBe("/dashboard");
    }
  });

  it("sends an admin without a second factor to set one up, and refuses their posts", async () => {
    signedIn.user = adminWithoutFactor;
    const page = await thrown(requireAdmin(routeArgs("http://x/admin/users")));
    expect((page as Response).headers.get("Location")).toBe("/dashboard/security/two-factor");
    const post = await thrown(requireAdmin(routeArgs("http://x/admin/users", { method: "POST" })));
    expect(post).toMatchObject({ init: { status: 403 } });
  });

  it("answers 403 to an admin action without the role", async () => {
    for (const user of [null, customer]) {
      signedIn.user = user;
      for (const method of ["POST", "PUT", "DELETE"]) {
        // React Router turns this thrown data() into the 403 response.
        expect(await thrown(requireAdmin(routeArgs("http://x/blog-manager", { method })))).toMatchObject({ init: { status: 403 } });
      }
    }
  });

  it("answers a plain 403 to a download without the role, for every method", async () => {
    for (const user of [null, customer]) {
      signedIn.user = user;
      for (const method of ["GET", "HEAD", "POST"]) {
        const response = await thrown(requireAdmin(routeArgs("http://x/admin/inbox/claims/1/files/2", { method }), { download: true }));
        expect(response).toBeInstanceOf(Response);
        expect((response as Response).status).toBe(403);
        expect((response as Response).headers.get("Location")).toBeNull();
      }
    }
  });
});

describe("requireRecentSecondFactor", () => {
  const now = new Date("2026-12-02T10:00:00Z");
  const confirmedAgo = (minutes: number) => ({ secondFactorAt: new Date(now.getTime() - minutes * 60_000).toISOString() });

  it("lets a factor confirmed within the last 15 minutes through", () => {
    expect(() => requireRecentSecondFactor({ request: new Request("http://x/admin/inbox/quotes/export.csv") }, confirmedAgo(14), now)).not.toThrow();
  });

  it("sends a download opened later back to its own address after the step-up", async () => {
    const response = await thrown(Promise.resolve().then(() => requireRecentSecondFactor({ request: new Request("http://x/admin/inbox/quotes/export.csv?stage=new") }, confirmedAgo(16), now)));
    expect((response as Response).status).toBe(303);
    expect((response as Response).headers.get("Location")).toBe(`/dashboard/security/confirm?next=${encodeURIComponent("/admin/inbox/quotes/export.csv?stage=new")}`);
  });

  it("sends a post without a confirmation to the step-up, then back to the page it was posted from", async () => {
    for (const user of [{ secondFactorAt: null }, confirmedAgo(60)]) {
      const request = new Request("http://x/admin/users", { method: "POST", headers: { Referer: "http://x/admin/users?role=staff" } });
      const response = await thrown(Promise.resolve().then(() => requireRecentSecondFactor({ request }, user, now)));
      expect((response as Response).headers.get("Location")).toBe(`/dashboard/security/confirm?next=${encodeURIComponent("/admin/users?role=staff")}`);
    }
  });

  it("never sends anyone back to another site's page", async () => {
    const request = new Request("http://x/admin/people", { method: "POST", headers: { Referer: "https://evil.example/admin" } });
    const response = await thrown(Promise.resolve().then(() => requireRecentSecondFactor({ request }, { secondFactorAt: null }, now)));
    expect((response as Response).headers.get("Location")).toBe(`/dashboard/security/confirm?next=${encodeURIComponent("/admin/people")}`);
  });
});
