/**
 * The site behind a real TLS-terminating reverse proxy, as docs/deploy.md runs it: Debian's
 * nginx in front (its own config in a temporary folder, a self-signed certificate made
 * now with openssl, a free loopback port), the built server behind it with
 * PUBLIC_URL=https://… and TRUST_PROXY=1, and Chromium talking HTTPS to nginx only.
 *
 * It proves what used to fail there: every POST answered 400 because React Router compared
 * the browser's `Origin: https://…` with a request URL the server had built as `http://…`
 * (server/main.ts now takes the scheme from PUBLIC_URL when TRUST_PROXY is set). Through the
 * proxy a customer sets a password, signs in (the `__Host-` Secure session cookie), submits a
 * claim with a file and gets its number; an admin sets up the second factor at their first
 * sign-in, moves the claim to In review, adds a note and downloads the file. And the per-address limits key on the address nginx saw: a client that
 * writes its own X-Forwarded-For (nginx appends the real peer to it) neither changes the key
 * nor gets a fresh allowance by rotating it (server/client-address.ts).
 *
 * nginx and openssl come from Debian: `npm test` installs them when missing (scripts/ensure-test-tools.ts).
 */
import { execFile, spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request as httpsRequest } from "node:https";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { request as apiRequest, type APIRequestContext, type Browser, type BrowserContext, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { revokeAdminRole, TEST_PASSWORD, uniqueEmail } from "../support/accounts.ts";
import { startAppServer, type AppServer } from "../support/app-server.ts";
import { launchBrowser } from "../support/browser.ts";
import { freePort } from "../../scripts/local-process.ts";
import { enrolThroughPages } from "../support/second-factor.ts";
import { adminCreateToken, PNG, query, validLeadFields } from "../support/site-requests.ts";
import { STORED_FILE_SQL, storedBytes } from "../support/file-keys.ts";

const run = promisify(execFile);

const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
const OPENSSL = process.env.OPENSSL_PATH ?? "/usr/bin/openssl";
/** Form posts per hour per address and form: small, so the rotation test reaches it quickly. */
const FORM_LIMIT = 3;
/** Addresses a client writes into its own X-Forwarded-For (TEST-NET ranges, never contacted). */
const FORGED = ["203.0.113.7", "198.51.100.23", "192.0.2.99", "203.0.113.200"];
/** The address nginx sees the browser and the test's requests come from. */
const PEER = "127.0.0.1";

// ---------------------------------------------------------------------------
// nginx with a self-signed certificate, in a folder of its own
// ---------------------------------------------------------------------------

interface Proxy {
  origin: string;
  certificate: string;
  /** nginx's access log: proof that requests went through it. */
  accessLog(): string;
  stop(): Promise<void>;
}

function nginxConfig(dir: string, listenPort: number, upstreamPort: number): string {
  // As root, nginx would hand its workers to an unprivileged user that cannot enter this
  // private folder (request bodies are buffered into it); keep them as root here.
  const user = process.getuid?.() === 0 ? "user root;" : "";
  return `
daemon off;
master_process on;
worker_processes 1;
${user}
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  access_log ${dir}/access.log;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;

  # As docs/deploy.md: keep-alive to the server, below its 5 s keep-alive timeout.
  upstream agency {
    server 127.0.0.1:${upstreamPort};
    keepalive 8;
    keepalive_timeout 4s;
  }

  server {
    listen 127.0.0.1:${listenPort} ssl http2;
    server_name localhost 127.0.0.1;
    ssl_certificate ${dir}/cert.pem;
    ssl_certificate_key ${dir}/key.pem;

    client_max_body_size 60m;            # = MAX_REQUEST_MB

    location / {
      proxy_pass http://agency;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      # The port too: the browser's Origin carries it (docs/deploy.md's $host is for port 443).
      proxy_set_header Host $host:$server_port;
      # Appends the peer to whatever the client sent: the server must take the rightmost entry.
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_read_timeout 60s;
    }
  }
}
`;
}

/** GET `url` trusting only `ca`; the status, or null when nothing answers yet. */
function httpsStatus(url: string, ca: string): Promise<number | null> {
  return new Promise((resolve) => {
    const req = httpsRequest(url, { ca, timeout: 2_000 }, (res) => {
      res.resume();
      resolve(res.statusCode ?? null);
    });
    req.on("timeout", () => req.destroy());
    req.on("error", () => resolve(null));
    req.end();
  });
}

async function startProxy(dir: string, listenPort: number, upstreamPort: number): Promise<Proxy> {
  const origin = `https://127.0.0.1:${listenPort}`;
  await run(OPENSSL, [
    "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2", "-subj", "/CN=localhost",
    "-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1",
    "-keyout", join(dir, "key.pem"), "-out", join(dir, "cert.pem"),
  ]);
  const certificate = readFileSync(join(dir, "cert.pem"), "utf8");
  const configPath = join(dir, "nginx.conf");
  writeFileSync(configPath, nginxConfig(dir, listenPort, upstreamPort));

  const child: ChildProcess = spawn(NGINX, ["-p", `${dir}/`, "-e", join(dir, "error.log"), "-c", configPath], { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const errorLog = () => (existsSync(join(dir, "error.log")) ? readFileSync(join(dir, "error.log"), "utf8") : "");

  // Up when it answers over TLS with this certificate (polling, bounded).
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`nginx exited (${child.exitCode ?? child.signalCode}):\n${output}\n${errorLog()}`);
    if ((await httpsStatus(`${origin}/healthz`, certificate)) === 200) break;
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`nginx did not answer on ${origin}:\n${output}\n${errorLog()}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }

  return {
    origin,
    certificate,
    accessLog: () => (existsSync(join(dir, "access.log")) ? readFileSync(join(dir, "access.log"), "utf8") : ""),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise<void>((r) => child.once("exit", () => r()));
      child.kill("SIGTERM"); // fast shutdown of the master and its workers
      const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

// ---------------------------------------------------------------------------
// Fixtures: accounts made through the proxy, as an agency would
// ---------------------------------------------------------------------------

let dir: string;
let proxy: Proxy;
let server: AppServer;
let browser: Browser;
let api: APIRequestContext;
const contexts: BrowserContext[] = [];

/** A browser context that talks HTTPS to nginx, accepting the self-signed certificate. */
async function newContext(extraHeaders: Record<string, string> = {}): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: proxy.origin,
    ignoreHTTPSErrors: true,
    viewport: { width: 1280, height: 900 },
    extraHTTPHeaders: extraHeaders,
  });
  context.setDefaultTimeout(20_000);
  contexts.push(context);
  return context;
}

/**
 * An account as `npm run admin -- create` makes it, then its one-time link, opened through the
 * proxy, to set the password in the browser; a customer then loses the admin role `create` gives.
 */
async function createAccountThroughProxy(page: Page, email: string, role: "admin" | "customer"): Promise<void> {
  const token = await adminCreateToken(server, email);
  await page.goto(`/reset-password?token=${encodeURIComponent(token)}`);
  await page.locator("#field-password").fill(TEST_PASSWORD);
  await page.locator("#field-confirmPassword").fill(TEST_PASSWORD);
  await page.getByRole("button", { name: "Save New Password" }).click();
  await page.waitForURL(/\/login\?reset=1$/);
  if (role === "customer") await revokeAdminRole(server, email);
}


async function signIn(page: Page, email: string, dashboardHeading: string, options: { firstTeamSignIn?: boolean } = {}): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password", { exact: false }).fill(TEST_PASSWORD);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  if (options.firstTeamSignIn) await enrolThroughPages(page, email, TEST_PASSWORD);
  await page.waitForURL(/\/dashboard$/);
  await page.getByRole("heading", { level: 1, name: dashboardHeading, exact: true }).waitFor();
}

const rateLimitKeys = () => query<{ id: string; hits: number }>(server.databasePath, "select id, hits from rate_limits order by id");

const lasVegasDate = (daysAgo: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "America/Los_Angeles" }).format(new Date(Date.now() - daysAgo * 86_400_000));

beforeAll(async () => {
  for (const tool of [NGINX, OPENSSL]) {
    if (!existsSync(tool)) throw new Error(`${tool} is missing: run 'node scripts/ensure-test-tools.ts' (npm test does) or 'apt-get install -y nginx openssl'.`);
  }
  dir = mkdtempSync(join(tmpdir(), "agency-tls-proxy-"));
  const proxyPort = await freePort();
  const origin = `https://127.0.0.1:${proxyPort}`;
  [server, browser] = await Promise.all([
    startAppServer({ PUBLIC_URL: origin, TRUST_PROXY: "1", FORM_RATE_LIMIT_PER_HOUR: String(FORM_LIMIT) }),
    launchBrowser(),
  ]);
  if (server.port === proxyPort) throw new Error(`the app server took the proxy's port ${proxyPort}; run again`);
  proxy = await startProxy(dir, proxyPort, server.port);
  api = await apiRequest.newContext({ baseURL: proxy.origin, ignoreHTTPSErrors: true });
});

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => {});
  await api?.dispose();
  await browser?.close();
  await proxy?.stop();
  await server?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

// ---------------------------------------------------------------------------
// The scenarios, in order: each builds on the one before
// ---------------------------------------------------------------------------

// Accounts are made with the admin CLI and real password hashing: slow on a loaded 2-core machine.
describe("behind nginx terminating TLS (PUBLIC_URL=https://…, TRUST_PROXY=1)", { timeout: 120_000 }, () => {
  const customerEmail = uniqueEmail("proxy.customer");
  const adminEmail = uniqueEmail("proxy.admin");
  let customer: BrowserContext;
  let claimNumber = "";

  it("answers over HTTPS through nginx, with the server's HTTPS headers", async () => {
    const res = await api.get("/healthz");
    expect(res.status()).toBe(200);
    expect(res.headers()["strict-transport-security"]).toBeTruthy();
    expect(proxy.accessLog()).toMatch(/"GET \/healthz HTTP\/[\d.]+" 200 /);
  });

  it("a customer sets a password and signs in: the session cookie is __Host- and Secure", async () => {
    // The client writes its own X-Forwarded-For on every request; nginx appends 127.0.0.1.
    customer = await newContext({ "X-Forwarded-For": FORGED[0]! });
    const page = await customer.newPage();
    await createAccountThroughProxy(page, customerEmail, "customer");
    await signIn(page, customerEmail, "My Dashboard");
    expect(new URL(page.url()).origin).toBe(proxy.origin);

    const cookies = await customer.cookies();
    const session = cookies.find((c) => c.name === "__Host-agency.session_token");
    expect(session, JSON.stringify(cookies.map((c) => c.name))).toBeTruthy();
    expect(session).toMatchObject({ secure: true, httpOnly: true, path: "/", sameSite: "Lax" });
    expect(cookies.some((c) => c.name === "agency.session_token")).toBe(false);
    // The sign-in limit counted the address nginx saw, not the forged one.
    const keys = rateLimitKeys().map((r) => r.id);
    expect(keys).toContain(`auth:sign-in:ip:${PEER}`);
    expect(keys.filter((k) => FORGED.some((f) => k.includes(f)))).toEqual([]);
    await page.close();
  });

  it("the customer submits a claim with a photo and gets its claim number", async () => {
    const page = await customer.newPage();
    await page.goto("/submit-claim");
    const field = (label: string) => page.getByLabel(label, { exact: true });
    await field("First name (required)").fill("Tess");
    await field("Last name (required)").fill("Proxy");
    await field("Email (required)").fill(customerEmail);
    await field("Phone (required)").fill("702 555 0142");
    await field("Policy number (required)").fill("HOME-4242");
    await field("Claim type (required)").selectOption({ label: "Home - Theft" });
    await field("Date of loss (required)").fill(lasVegasDate(2));
    await field("Location of loss (required)").fill("4200 Desert Inn Rd");
    await field("City (required)").fill("Henderson");
    await field("Description of what happened (required)").fill("Garage broken into overnight.");
    await field("Photos and documents (optional)").setInputFiles([{ name: "garage-door.png", mimeType: "image/png", buffer: PNG }]);

    const post = page.waitForResponse((r) => r.request().method() === "POST");
    await page.getByRole("button", { name: "Submit Claim", exact: true }).click();
    const answer = await post;
    // 400 here is the bug this file exists for (Origin https vs a request URL built as http).
    expect(answer.status(), await answer.text().catch(() => "")).toBeLessThan(400);

    await page.getByRole("heading", { level: 1, name: "Claim Submitted Successfully!", exact: true }).waitFor();
    const shown = (await page.getByText(/^Your claim number:/).textContent()) ?? "";
    claimNumber = /CLM-\d{4}-\d{6}/.exec(shown)?.[0] ?? "";
    expect(claimNumber, shown).not.toBe("");
    expect(new URL(page.url()).origin).toBe(proxy.origin);

    const [row] = query<{ id: string; email: string }>(server.databasePath, "select id, email from claims where claim_number = ?", claimNumber);
    expect(row?.email).toBe(customerEmail);
    const files = query<{ file_name: string; content_type: string } & Parameters<typeof storedBytes>[1]>(
      server.databasePath,
      `select file_name, content_type, ${STORED_FILE_SQL} from uploaded_files where owner_id = ?`,
      row!.id,
    );
    expect(files.map((f) => [f.file_name, f.content_type])).toEqual([["garage-door.png", "image/png"]]);
    expect(storedBytes(server.env.FILE_ENCRYPTION_KEY_FILE!, files[0]!).equals(PNG)).toBe(true);

    // Signed in, the customer sees it among their own claims.
    await page.goto("/dashboard/claims");
    await page.getByText(claimNumber).first().waitFor();

    // The form limit and the upload budget counted the address nginx saw.
    const keys = rateLimitKeys();
    expect(keys).toContainEqual({ id: `form:claim:${PEER}`, hits: 1 });
    expect(keys.map((r) => r.id)).toContain(`uploads:kb-per-day:${PEER}`);
    expect(keys.filter((r) => FORGED.some((f) => r.id.includes(f)))).toEqual([]);
    expect(proxy.accessLog()).toMatch(/"POST \/submit-claim[^"]* HTTP\/2\.0" 30[23]|"POST \/submit-claim\.data[^"]* HTTP\/2\.0" 20[02]/);
    await page.close();
  });

  it("an admin moves the claim to In review, adds a note and downloads its photo", async () => {
    expect(claimNumber).not.toBe("");
    const admin = await newContext();
    const page = await admin.newPage();
    await createAccountThroughProxy(page, adminEmail, "admin");
    await signIn(page, adminEmail, "Admin Dashboard", { firstTeamSignIn: true });
    expect((await admin.cookies()).find((c) => c.name === "__Host-agency.session_token")?.secure).toBe(true);

    const [row] = query<{ id: string }>(server.databasePath, "select id from claims where claim_number = ?", claimNumber);
    await page.goto(`/admin/inbox/claims/${row!.id}`);
    await page.getByRole("heading", { level: 1, name: "Tess Proxy" }).waitFor();

    await page.getByRole("combobox", { name: /^Stage/ }).selectOption({ label: "In review" });
    await page.getByRole("button", { name: "Save stage" }).click();
    await page.getByText("Stage changed to In review.").waitFor();
    expect(query(server.databasePath, "select status from claims where id = ?", row!.id)).toEqual([{ status: "in_review" }]);

    const note = "Called back through the proxy.";
    await page.getByRole("textbox", { name: /^Note/ }).fill(note);
    await page.getByRole("button", { name: "Add note" }).click();
    await page.getByText("Note added.").waitFor();
    expect(await page.getByRole("list", { name: "Activity, newest first" }).textContent()).toContain(note);
    expect(query(server.databasePath, "select body, author_email from lead_notes where record_id = ?", row!.id)).toEqual([
      { body: note, author_email: adminEmail },
    ]);

    const region = page.getByRole("region", { name: "Photos and documents" });
    const [download] = await Promise.all([page.waitForEvent("download"), region.getByRole("link", { name: "Download garage-door.png" }).click()]);
    expect(readFileSync((await download.path())!).equals(PNG)).toBe(true);
    await page.close();
  });

  it("rotating a forged X-Forwarded-For gets no fresh allowance: the limit keys on the address nginx saw", async () => {
    const post = (forged: string) =>
      api.post("/quote", {
        data: new URLSearchParams(validLeadFields("quote", uniqueEmail("rotate"))).toString(),
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: proxy.origin, "X-Forwarded-For": forged },
        maxRedirects: 0,
      });
    for (const forged of FORGED.slice(0, FORM_LIMIT)) {
      const res = await post(forged);
      expect(res.status(), `${forged}: ${(await res.text()).slice(0, 300)}`).toBe(303);
    }
    const refused = await post(FORGED[FORM_LIMIT]!);
    expect(refused.status()).toBe(429);
    expect(refused.headers()["retry-after"]).toMatch(/^\d+$/);

    expect(rateLimitKeys().filter((r) => r.id.startsWith("form:quote:"))).toEqual([{ id: `form:quote:${PEER}`, hits: FORM_LIMIT + 1 }]);
    expect(rateLimitKeys().filter((r) => FORGED.some((f) => r.id.includes(f)))).toEqual([]);
    expect(query(server.databasePath, "select count(*) as n from quote_requests")).toEqual([{ n: FORM_LIMIT }]);
  });
});
