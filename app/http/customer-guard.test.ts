import { beforeEach, describe, expect, it, vi } from "vitest";
import type { SessionUser } from "../server/accounts/current-user.ts";
import type * as CustomerAccessModule from "../server/customers/customer-access.ts";

const signedIn = vi.hoisted(() => ({ user: null as SessionUser | null }));
vi.mock("./session.ts", () => ({ getCurrentUser: async () => signedIn.user }));
vi.mock("./context.ts", () => ({ servicesOf: () => ({ db: {} }) }));
vi.mock("../server/customers/customer-access.ts", async (original) => ({
  ...(await original<typeof CustomerAccessModule>()),
  linkAccountToCustomer: async () => ({ verified: true, customer: { id: "cust-1", name: "Jane Doe" } }),
}));

const { requireCustomer } = await import("./customer-guard.ts");
const { RouterContextProvider } = await import("react-router");

const routeArgs = (...init: ConstructorParameters<typeof Request>) => ({ request: new Request(...init), context: new RouterContextProvider() });
const customer: SessionUser = { id: "c", email: "jane@example.com", role: "customer", twoFactorEnabled: false, secondFactorAt: null };
const staff: SessionUser = { id: "s", email: "dana@agency.test", role: "staff", twoFactorEnabled: true, secondFactorAt: null };

async function thrown(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected requireCustomer to throw");
}

describe("requireCustomer", () => {
  beforeEach(() => {
    signedIn.user = null;
  });

  it("returns the customer with their linked record", async () => {
    signedIn.user = customer;
    await expect(requireCustomer(routeArgs("http://x/dashboard/policies"))).resolves.toEqual({ user: customer, verified: true, customer: { id: "cust-1", name: "Jane Doe" } });
  });

  it("sends a signed-out visitor to sign in, in the page's language, and back", async () => {
    const page = (await thrown(requireCustomer(routeArgs("http://x/es/dashboard/policies?tab=auto")))) as Response;
    expect(page.status).toBe(302);
    expect(page.headers.get("Location")).toBe(`/es/login?next=${encodeURIComponent("/es/dashboard/policies?tab=auto")}`);
  });

  it("sends the team to the dashboard from a page, and refuses their posts and downloads with 403", async () => {
    signedIn.user = staff;
    expect(((await thrown(requireCustomer(routeArgs("http://x/dashboard/policies")))) as Response).headers.get("Location")).toBe("/dashboard");
    expect(await thrown(requireCustomer(routeArgs("http://x/dashboard/requests/new/id-cards", { method: "POST" })))).toMatchObject({ init: { status: 403 } });
    const download = (await thrown(requireCustomer(routeArgs("http://x/dashboard/documents/1/file"), { download: true }))) as Response;
    expect(download.status).toBe(403);
    expect(download.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
  });
});
