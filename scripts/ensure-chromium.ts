/**
 * Browser tests need Debian's Chromium (/usr/bin/chromium). When it is missing,
 * install it if we are root (as on CI and fresh machines); otherwise say how.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

const path = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(path)) {
  if (process.getuid?.() !== 0) {
    console.error(`Chromium is missing at ${path}: run 'sudo apt-get install -y chromium' (or set CHROMIUM_PATH), then npm test again.`);
    process.exit(1);
  }
  console.log("Installing Debian's chromium package for the browser tests…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], { stdio: "inherit", env });
}
