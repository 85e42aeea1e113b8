/**
 * The machine tools the tests use, from Debian: Chromium's headless shell
 * (/usr/bin/chromium-headless-shell) for the browser tests, and nginx with openssl for tests/e2e/tls-proxy.test.ts (the site behind a real
 * TLS-terminating proxy, as docs/deploy.md runs it). Run by `npm test` before vitest.
 * Whatever is missing is installed with apt when we are root (as on CI and fresh
 * machines); otherwise it says how. The test runs its own nginx in the foreground, with its
 * own config on a free loopback port, never the system's service.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

interface Tool {
  /** Where the tests look for it. */
  path: string;
  /** The Debian package that provides it. */
  debianPackage: string;
  /** The variable that points the tests elsewhere. */
  variable: string;
}

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";
const NGINX_PATH = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
const OPENSSL_PATH = process.env.OPENSSL_PATH ?? "/usr/bin/openssl";

const tools: Tool[] = [
  { path: CHROMIUM_PATH, debianPackage: "chromium-headless-shell", variable: "CHROMIUM_PATH" },
  { path: NGINX_PATH, debianPackage: "nginx", variable: "NGINX_PATH" },
  { path: OPENSSL_PATH, debianPackage: "openssl", variable: "OPENSSL_PATH" },
];

function ensureTools(): void {
  const missing = tools.filter((tool) => !existsSync(tool.path));
  if (!missing.length) return;
  const packages = missing.map((tool) => tool.debianPackage);
  if (process.getuid?.() !== 0) {
    for (const tool of missing) console.error(`${tool.debianPackage} is missing at ${tool.path} (or set ${tool.variable}).`);
    console.error(`Run 'sudo apt-get install -y ${packages.join(" ")}', then npm test again.`);
    process.exit(1);
  }
  console.log(`Installing Debian's ${packages.join(", ")} for the tests…`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", ...packages], { stdio: "inherit", env });
  const stillMissing = missing.filter((tool) => !existsSync(tool.path));
  if (stillMissing.length) {
    console.error(`Still missing after apt-get: ${stillMissing.map((tool) => tool.path).join(", ")}`);
    process.exit(1);
  }
}

ensureTools();
