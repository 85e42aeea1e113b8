import { beforeEach, describe, expect, it, vi } from "vitest";
import type { CurrentUser } from "./current-user.ts";

const signedIn = vi.hoisted(() => ({ user: null as CurrentUser | null }));
vi.mock("./current-user.ts", () => ({ getCurrentUser: async () => signedIn.user }));

const { backOfficeAccess, requireAdmin } = await import("./guards.ts");
const { RouterContextProvider } = await import("react-router");

/** A loader's or action's arguments for this request. */
const routeArgs = (...init: ConstructorParameters<typeof Request>) => ({ request: new Request(...init), context: new RouterContextProvider() });

const admin: CurrentUser = { id: "a", email: "owner@agency.test", role: "admin" };
const customer: CurrentUser = { id: "c", email: "jane@example.com", role: "customer" };
const staff: CurrentUser = { id: "s", email: "dana@agency.test", role: "staff" };

describe("backOfficeAccess for admin pages", () => {
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
  ] as const)("%s by %o → %s", (method, user, expected) => {
    expect(backOfficeAccess(user, "admin", method)).toBe(expected);
  });
});

describe("backOfficeAccess for staff pages", () => {
  it.each([
    ["GET", null, "redirect"],
    ["GET", customer, "redirect"],
    ["POST", customer, "forbidden"],
    ["GET", staff, "allow"],
    ["POST", staff, "allow"],
    ["GET", admin, "allow"],
    ["POST", admin, "allow"],
  ] as const)("%s by %o → %s", (method, user, expected) => {
    expect(backOfficeAccess(user, "staff", method)).toBe(expected);
  });
});

describe("backOfficeAccess for downloads", () => {
  it.each([
    ["GET", null, "forbidden"],
    ["HEAD", customer, "forbidden"],
    ["GET", customer, "forbidden"],
    ["POST", customer, "forbidden"],
    ["GET", admin, "allow"],
  ] as const)("%s by %o → %s", (method, user, expected) => {
    expect(backOfficeAccess(user, "admin", method, { download: true })).toBe(expected);
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
