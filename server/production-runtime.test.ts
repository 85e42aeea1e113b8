import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { PRODUCTION_MALLOC_ENV, PRODUCTION_NODE_FLAGS } from "./production-runtime.ts";

const settings = [...PRODUCTION_NODE_FLAGS, ...Object.entries(PRODUCTION_MALLOC_ENV).map(([name, value]) => `${name}=${value}`)];

describe("the production runtime settings", () => {
  it("are the ones `npm run serve` uses, on the server bundle", () => {
    const serve = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts.serve!;
    for (const setting of settings) expect(serve).toContain(setting);
    expect(serve).toContain("build/runtime/main.js");
  });

  it("are the ones the deployment guide's systemd unit uses", () => {
    const guide = readFileSync("docs/deploy.md", "utf8");
    const unit = guide.slice(guide.indexOf("[Service]"), guide.indexOf("[Install]"));
    for (const setting of settings) expect(unit).toContain(setting);
    expect(unit).toContain("build/runtime/main.js");
  });
});
