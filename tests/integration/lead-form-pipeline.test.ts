/**
 * The lead-form pipeline (app/server/forms/lead-form.ts) on both engines, called as React
 * Router calls an action: a Request and a router context holding the services.
 */
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { agencyFromEnv } from "../../app/config/agency.ts";
import type { Auth } from "../../app/server/accounts/auth.ts";
import { requestInfoContext, servicesContext } from "../../app/http/context.ts";
import type { AppServices } from "../../app/server/services.ts";
import { parseEnv } from "../../app/server/env.ts";
import { maxPartsOf } from "../../app/server/forms/lead-form.ts";
import { submitLeadForm } from "../../app/http/lead-form-action.ts";
import { claimForm, jobApplicationForm, quoteForm } from "../../app/server/leads/lead-form-definitions.ts";
import { createTestDatabase, testEngines, type TestDatabase } from "../support/test-database.ts";
import { testFileKeys } from "../support/file-keys.ts";

/** The agency's file keys for this file's submissions and services (uploads are stored encrypted). */
const fileKeys = testFileKeys();

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from("IHDR fake image")]);

const quoteFields = (email: string): [string, string][] => [
  ["first_name", "Ana"], ["last_name", "Diaz"], ["email", email], ["phone", "7025550100"], ["zip_code", "89118"],
  ["insurance_types", "auto"], ["insurance_types", "home"], ["current_insurance", "no"], ["satisfaction_level", "looking_for_first_time"],
  ["home_ownership", "own"], ["vehicle_count", "2"], ["budget_range", "100_250"], ["timeline", "within_month"], ["contact_preference", "email"],
];

const claimFields = (email: string): [string, string][] => [
  ["firstName", "Sam"], ["lastName", "Lee"], ["email", email], ["phone", "7025550101"], ["policyNumber", "POL-1"],
  ["claimType", "Auto - Collision"], ["dateOfLoss", "2026-11-01"], ["lossLocation", "Main St"], ["lossCity", "Las Vegas"],
  ["lossState", "NV"], ["description", "Rear-ended."], ["injuriesInvolved", "no"],
];

function post(path: string, fields: [string, string][], files: { field: string; name: string; bytes: Buffer }[] = []): Request {
  const body = new FormData();
  for (const [name, value] of fields) body.append(name, value);
  for (const file of files) body.append(file.field, new Blob([new Uint8Array(file.bytes)]), file.name);
  return new Request(`http://localhost${path}`, { method: "POST", body: files.length ? body : new URLSearchParams(fields) });
}

describe.each(testEngines())("the lead-form pipeline on %s", (engine) => {
  let database: TestDatabase;
  let services: AppServices;
  const kickOutbox = vi.fn();

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const env = parseEnv({ FORM_RATE_LIMIT_PER_HOUR: "3", UPLOAD_MB_PER_DAY: "1" });
    // These forms never sign anyone in: no accounts are needed.
    services = { env, agency: agencyFromEnv(env), db: database.db, engine, auth: undefined as unknown as Auth, kickOutbox, fileKeys };
  });
  afterAll(async () => {
    await database?.destroy();
  });

  const run = <F extends Parameters<typeof submitLeadForm>[0]>(form: F, request: Request, clientIp: string) => {
    const context = new RouterContextProvider();
    context.set(servicesContext, services);
    context.set(requestInfoContext, { requestId: "test", clientIp });
    return submitLeadForm(form, { request, context });
  };
  const countRows = async (table: "quote_requests" | "claims") => Number((await database.db.selectFrom(table).select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);

  it("stores a valid submission, wakes the email worker, and redirects to the confirmation", async () => {
    const answer = (await run(quoteForm, post("/quote", quoteFields("ana@example.com")), "10.0.0.1")) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("/quote?success=true");
    const row = await database.db.selectFrom("quote_requests").selectAll().where("email", "=", "ana@example.com").executeTakeFirstOrThrow();
    expect(JSON.parse(row.insurance_types)).toEqual(["auto", "home"]);
    expect(kickOutbox).toHaveBeenCalled();
  });

  it("gives the form back with every value and a message per field", async () => {
    const fields = quoteFields("not-an-email").filter(([name]) => name !== "zip_code");
    const answer = await run(quoteForm, post("/quote", fields), "10.0.0.2");
    expect(answer).toMatchObject({ init: { status: 400 } });
    const { errors, values } = (answer as { data: { errors: Record<string, string>; values: Record<string, unknown> } }).data;
    expect(Object.keys(errors).sort()).toEqual(["email", "zip_code"]);
    expect(values).toMatchObject({ first_name: "Ana", email: "not-an-email", insurance_types: ["auto", "home"] });
  });

  it("answers a filled honeypot as if it had worked, and stores nothing", async () => {
    const before = await countRows("quote_requests");
    const answer = (await run(quoteForm, post("/quote", [...quoteFields("bot@example.com"), ["bot-field", "x"]]), "10.0.0.3")) as Response;
    expect(answer.headers.get("location")).toBe("/quote?success=true");
    expect(await countRows("quote_requests")).toBe(before);
  });

  it("counts the rate limit before reading, and still gives the values back", async () => {
    for (let i = 0; i < 3; i++) await run(quoteForm, post("/quote", quoteFields(`limit${i}@example.com`)), "10.0.0.4");
    const answer = await run(quoteForm, post("/quote", quoteFields("fourth@example.com")), "10.0.0.4");
    expect(answer).toMatchObject({ init: { status: 429, headers: { "Retry-After": expect.any(String) } } });
    expect((answer as { data: { values: Record<string, unknown> } }).data.values).toMatchObject({ email: "fourth@example.com" });
  });

  it("stores a claim with its photo, and refuses a file of the wrong type with a typed 400", async () => {
    const stored = (await run(claimForm, post("/submit-claim", claimFields("sam@example.com"), [{ field: "attachments", name: "door.png", bytes: PNG }]), "10.0.0.5")) as Response;
    expect(stored.headers.get("location")).toMatch(/^\/submit-claim\?success=true&claim=CLM-\d{4}-\d{6}$/);
    const files = await database.db.selectFrom("uploaded_files").select(["file_name", "content_type", "size_bytes"]).where("owner_type", "=", "claim").execute();
    expect(files).toContainEqual({ file_name: "door.png", content_type: "image/png", size_bytes: PNG.length });

    const wrong = await run(claimForm, post("/submit-claim", claimFields("exe@example.com"), [{ field: "attachments", name: "door.png", bytes: Buffer.from("MZ not a png") }]), "10.0.0.6");
    expect(wrong).toMatchObject({ init: { status: 400 }, data: { errors: { attachments: expect.stringMatching(/does not look like a real PNG/) } } });
  });

  it("requires a resume, and answers 413 for one over its limit", async () => {
    const fields: [string, string][] = [
      ["firstName", "Riley"], ["lastName", "Kim"], ["email", "riley@example.com"], ["phone", "7025550102"], ["address", "1 Main St"],
      ["city", "Reno"], ["state", "NV"], ["zipCode", "89501"], ["position", "Other"], ["experience", "entry"], ["availability", "immediate"],
    ];
    const none = await run(jobApplicationForm, post("/careers", fields), "10.0.0.7");
    expect(none).toMatchObject({ init: { status: 400 }, data: { errors: { resume: "Please attach your resume (PDF, DOC or DOCX)." } } });
    const huge = Buffer.concat([Buffer.from("%PDF-1.7 "), Buffer.alloc(10 * 1024 * 1024)]);
    const tooLarge = await run(jobApplicationForm, post("/careers", fields, [{ field: "resume", name: "cv.pdf", bytes: huge }]), "10.0.0.8");
    expect(tooLarge).toMatchObject({ init: { status: 413 }, data: { errors: { resume: expect.stringMatching(/larger than 10 MB/) }, values: { city: "Reno" } } });
  });

  it("answers 503 with every value when storing fails, and shows no success", async () => {
    const failing = { ...quoteForm, store: async () => Promise.reject(new Error("disk full")) };
    const answer = await run(failing, post("/quote", quoteFields("lost@example.com")), "10.0.0.9");
    expect(answer).toMatchObject({ init: { status: 503 }, data: { values: { email: "lost@example.com" }, formError: expect.stringContaining("There was an error submitting your request.") } });
  });
});

describe("maxPartsOf", () => {
  it("is the form's fields, the honeypot, each extra ticked option, its files and a little room", () => {
    expect(maxPartsOf(quoteForm)).toBe(Object.keys(quoteForm.labels).length + 1 + (8 - 1) + 0 + 4);
    expect(maxPartsOf(claimForm)).toBe(Object.keys(claimForm.labels).length + 1 + 5 + 4);
  });
});
