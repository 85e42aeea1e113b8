import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { resolveDatabaseUrl } from "./connection.ts";

describe("resolveDatabaseUrl", () => {
  it("defaults to ./data/app.db", () => {
    expect(resolveDatabaseUrl(undefined)).toEqual({ engine: "sqlite", target: resolve("data/app.db") });
  });
  it("takes file: paths as SQLite files", () => {
    expect(resolveDatabaseUrl("file:/tmp/x.db")).toEqual({ engine: "sqlite", target: "/tmp/x.db" });
    expect(resolveDatabaseUrl("file:./other.db")).toEqual({ engine: "sqlite", target: resolve("other.db") });
  });
  it("takes postgres:// and postgresql:// as PostgreSQL", () => {
    expect(resolveDatabaseUrl("postgres://u@h/db").engine).toBe("postgres");
    expect(resolveDatabaseUrl("postgresql://u@h/db").engine).toBe("postgres");
  });
  it("refuses anything else without echoing credentials", () => {
    expect(() => resolveDatabaseUrl("mysql://user:secret@h/db")).toThrow(/must start with file: or postgres/);
    expect(() => resolveDatabaseUrl("mysql://user:secret@h/db")).not.toThrow(/secret/);
  });
});
