/**
 * The data `npm run bench` measures against: published blog posts written through the
 * blog manager's domain function, and leads stored through the four forms' domain
 * functions (each with its emails and files, in one transaction, as a visitor's post).
 * The seeded emails are then marked "not_sent", so the outbox worker is idle while the
 * routes are measured (sending is not what the bench measures).
 */
import type { Kysely } from "kysely";
import { parseForm } from "../app/lib/form-data.ts";
import { blogPostSchema } from "../app/lib/schemas/blog-post.ts";
import { claimSchema } from "../app/lib/schemas/claim.ts";
import { jobApplicationSchema } from "../app/lib/schemas/job-application.ts";
import { PAY_PER_MILE_CONSENT_TEXT } from "../app/lib/schemas/pay-per-mile-quote-fields.ts";
import { payPerMileSchema } from "../app/lib/schemas/pay-per-mile-quote.ts";
import { QUOTE_CONSENT_TEXT, quoteRequestLists } from "../app/lib/schemas/quote-request-fields.ts";
import { quoteRequestSchema } from "../app/lib/schemas/quote-request.ts";
import { savePost } from "../app/server/blog/save-post.ts";
import type { Database } from "../app/server/db/schema.ts";
import { parseEnv } from "../app/server/env.ts";
import { agencyFromEnv } from "../app/config/agency.ts";
import { submitClaim } from "../app/server/leads/submit-claim.ts";
import { submitJobApplication } from "../app/server/leads/submit-job-application.ts";
import { submitPayPerMileQuote } from "../app/server/leads/submit-pay-per-mile-quote.ts";
import { submitQuoteRequest } from "../app/server/leads/submit-quote-request.ts";
import { checkUpload, claimAttachmentRule, inMemoryFile, resumeRule } from "../app/server/uploads/check-upload.ts";

const PDF = new Uint8Array(Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n", "latin1"));
const PNG = new Uint8Array(Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from("IHDR bench image")]));

function formData(fields: [string, string][]): FormData {
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  return data;
}

function parsed<T>(result: { ok: true; data: T } | { ok: false; errors: Record<string, string | undefined> }, what: string): T {
  if (!result.ok) throw new Error(`bench seed: invalid ${what}: ${JSON.stringify(result.errors)}`);
  return result.data;
}

const lasVegasDate = (daysAgo: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "America/Los_Angeles" }).format(new Date(Date.now() - daysAgo * 86_400_000));

const PARAGRAPH =
  "Insurance costs in Las Vegas depend on where you park, how far you drive and which discounts you combine. " +
  "An independent agent compares several insurers for the same coverage, so the price difference is real money. ";

export interface SeedResult {
  posts: number;
  leads: number;
  /** Slug of a published post, for the "database blog post" route. */
  postSlug: string;
}

export async function seedBenchDatabase(db: Kysely<Database>, options: { authorId: string; publicUrl: string; posts: number; leads: number }): Promise<SeedResult> {
  const context = { agency: agencyFromEnv(parseEnv(process.env)), publicUrl: options.publicUrl };
  for (let i = 1; i <= options.posts; i++) {
    const n = String(i).padStart(3, "0");
    const input = parsed(
      parseForm(
        blogPostSchema,
        formData([
          ["title", `Bench post ${n}: saving on auto and home insurance`],
          ["slug", `bench-post-${n}`],
          ["excerpt", `What post ${n} says about insurance costs, in one sentence.`],
          ["content", `## Part one\n\n${PARAGRAPH.repeat(6)}\n\n## Part two\n\n- a list item\n- another **item**\n\n${PARAGRAPH.repeat(6)}`],
          ["featured_image", ""],
          ["tags", "auto, home, savings"],
          ["intent", "publish"],
        ]),
      ),
      "blog post",
    );
    const saved = await savePost(db, input, { authorId: options.authorId, now: new Date(Date.now() - (options.posts - i) * 3600_000) });
    if (!saved.ok) throw new Error(`bench seed: post ${n} not saved (${saved.reason})`);
  }

  for (let i = 0; i < options.leads; i++) {
    const email = `seed-${i}@example.com`;
    const person: [string, string][] = [["firstName", "Seed"], ["lastName", `Lead${i}`], ["email", email], ["phone", "7025550100"]];
    const address: [string, string][] = [["address", "1 Main St"], ["city", "Reno"], ["state", "NV"], ["zipCode", "89501"]];
    switch (i % 4) {
      case 0: {
        const input = parsed(
          parseForm(
            quoteRequestSchema,
            formData([
              ["first_name", "Seed"], ["last_name", `Lead${i}`], ["email", email], ["phone", "7025550100"], ["zip_code", "89118"],
              ["contact_preference", "email"], ["insurance_types", "auto"], ["insurance_types", "home"], ["current_insurance", "no"],
              ["home_ownership", "own"], ["vehicle_count", "2"], ["budget_range", "100_250"], ["timeline", "within_month"],
            ]),
            quoteRequestLists,
          ),
          "quote",
        );
        await submitQuoteRequest(db, input, QUOTE_CONSENT_TEXT, context);
        break;
      }
      case 1: {
        const input = parsed(
          parseForm(
            claimSchema,
            formData([
              ...person, ["policyNumber", `P-${i}`], ["claimType", "Other"], ["dateOfLoss", lasVegasDate(2)], ["lossLocation", "Parking lot"],
              ["lossCity", "Reno"], ["lossState", "NV"], ["description", "A shopping cart rolled into the door."], ["injuriesInvolved", "no"],
            ]),
          ),
          "claim",
        );
        const photo = checkUpload("door.png", PNG.byteLength, PNG, claimAttachmentRule);
        if (!photo.ok) throw new Error(`bench seed: ${photo.message}`);
        await submitClaim(db, input, [inMemoryFile(photo.fileName, photo.contentType, PNG)], context);
        break;
      }
      case 2: {
        const input = parsed(
          parseForm(jobApplicationSchema, formData([...person, ...address, ["position", "Other"], ["experience", "entry"], ["availability", "immediate"]])),
          "job application",
        );
        const resume = checkUpload("resume.pdf", PDF.byteLength, PDF, resumeRule);
        if (!resume.ok) throw new Error(`bench seed: ${resume.message}`);
        await submitJobApplication(db, input, inMemoryFile(resume.fileName, resume.contentType, PDF), context);
        break;
      }
      default: {
        const input = parsed(
          parseForm(
            payPerMileSchema,
            formData([...person, ...address, ["averageMonthlyMiles", "0-250"], ["vehicleYear", "2020"], ["vehicleMake", "Honda"], ["vehicleModel", "Fit"]]),
          ),
          "pay-per-mile quote",
        );
        await submitPayPerMileQuote(db, input, PAY_PER_MILE_CONSENT_TEXT, context);
      }
    }
  }
  await db.updateTable("email_outbox").set({ status: "not_sent", last_error: "seeded by npm run bench" }).where("status", "=", "queued").execute();
  return { posts: options.posts, leads: options.leads, postSlug: `bench-post-${String(Math.ceil(options.posts / 2)).padStart(3, "0")}` };
}
