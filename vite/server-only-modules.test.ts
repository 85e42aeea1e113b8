import { describe, expect, it } from "vitest";
import { isAppModule, isServerOnlyModule } from "./server-only-modules.ts";

describe("isServerOnlyModule", () => {
  it("covers app/server, app/http and *.server files", () => {
    expect(isServerOnlyModule("/work/main/app/http/guards.ts")).toBe(true);
    expect(isServerOnlyModule("/work/main/app/http/context.ts?v=1")).toBe(true);
    expect(isServerOnlyModule("/work/main/app/server/db/connection.ts")).toBe(true);
    expect(isServerOnlyModule("/work/main/app/server/forms/lead-form.ts?v=1")).toBe(true);
    expect(isServerOnlyModule("/work/main/app/lib/secrets.server.ts")).toBe(true);
  });

  it("leaves shared and browser code alone", () => {
    expect(isServerOnlyModule("/work/main/app/lib/form-data.ts")).toBe(false);
    expect(isServerOnlyModule("/work/main/app/components/forms.tsx")).toBe(false);
    expect(isServerOnlyModule("/work/main/app/routes/server-status.tsx")).toBe(false);
    expect(isServerOnlyModule("/work/main/app/lib/http-status.ts")).toBe(false);
    expect(isServerOnlyModule("/work/main/app/components/http/Link.tsx")).toBe(false);
  });
});

describe("isAppModule", () => {
  it("is any module under app/, not a package's", () => {
    expect(isAppModule("/work/main/app/server/application.ts")).toBe(true);
    expect(isAppModule("/work/main/server/static-files.ts")).toBe(false);
    expect(isAppModule("/work/main/node_modules/some-lib/app/index.js")).toBe(false);
  });
});
