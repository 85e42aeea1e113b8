/**
 * `npm run seed:demo -- --submissions N --posts M [--seed S] [--until YYYY-MM-DD]`: fills the
 * configured database (DATABASE_URL / .env, migrated first) with clearly fictional data, to try
 * the product or to load it: the four lead forms spread over the two years before --until
 * (today by default), with files, emails, statuses, staff notes and their audit entries, and
 * blog posts (published and drafts, with tags and, three in four, a featured photo).
 *
 * Everything goes through the rules a visitor's or an admin's input goes through: each
 * submission is a FormData parsed by its form's zod schema and stored by its form's domain
 * function (files through the upload check, both emails rendered and queued), each post by
 * the blog manager's schema and savePost. What happened to a lead later is applied with the
 * product's rules: its emails are stored as sent (a few bounced) instead of queued; its owner
 * is chosen by the form's assignment rule (round-robin over the team: a demo team of three
 * staff accounts, which cannot sign in, is added when the database has no staff); its stage,
 * outcome and first contact are the columns app/server/pipeline/change-stage.ts's rule sets,
 * with contact attempts, follow-ups and notes (checked by the note form's schema), each with
 * the audit entry recordAudit() writes, all dated after the submission, not at the time of
 * seeding. Visits come from a mix of sources (search, social, a newsletter, direct), and some
 * people send more than one form, so their records are linked as one person's.
 *
 * Speed: submissions are stored BATCH_SIZE per transaction (storeSubmission joins a transaction
 * it is given) and staff's work is written once per batch, so 100,000 take about three and a half
 * minutes on SQLite and ten on PostgreSQL, where each submission still makes about ten round
 * trips (the row, its person, its owner by the assignment rule, its emails, its audit entry).
 *
 * People are fictional: example.com / example.org addresses, 555-01xx phone numbers (one per person, fictionalPhone),
 * invented insurers. The same --seed gives the same data (dates count back from --until).
 * No email is left queued, so a server started later never sends the seeded mail.
 */
import { randomUUID } from "node:crypto";
import { deflateSync, crc32 } from "node:zlib";
import {
  ColumnNode, InsertQueryNode, PrimitiveValueListNode, ValuesNode,
  type Insertable, type Kysely, type KyselyPlugin, type PluginTransformQueryArgs, type PluginTransformResultArgs, type QueryResult, type RootOperationNode,
  type Transaction, type UnknownRow,
} from "kysely";
import type { Agency } from "../app/config/agency.ts";
import { parseForm } from "../app/lib/form-data.ts";
import type { LeadForm } from "../app/lib/inbox-paths.ts";
import { contactChannels, contactOutcomes, firstStage, lostReasons, stageOf, type ContactChannel, type ContactOutcome } from "../app/lib/pipeline.ts";
import type { StageChange } from "../app/lib/schemas/stage-change.ts";
import { blogPostSchema } from "../app/lib/schemas/blog-post.ts";
import { claimSchema, claimTypeOptions } from "../app/lib/schemas/claim.ts";
import { availabilityOptions, experienceOptions, jobApplicationSchema, positionOptions } from "../app/lib/schemas/job-application.ts";
import { leadNoteSchema } from "../app/lib/schemas/lead-note.ts";
import { monthlyMilesOptions, payPerMileSchema } from "../app/lib/schemas/pay-per-mile-quote.ts";
import { contactMessageSchema, contactFormTopicOptions } from "../app/lib/schemas/contact-message.ts";
import { coverageReviewSchema, renewalMonthOptions } from "../app/lib/schemas/coverage-review.ts";
import { submitContactMessage } from "../app/server/leads/submit-contact-message.ts";
import { submitCoverageReview } from "../app/server/leads/submit-coverage-review.ts";
import {
  budgetOptions, businessSizeOptions, businessYearsOptions, contactPreferenceOptions, homeOwnershipOptions, insuranceTypeOptions,
  quoteRequestLists, quoteRequestSchema, satisfactionOptions, timelineOptions, vehicleCountOptions,
} from "../app/lib/schemas/quote-request.ts";
import { recordAudit, type Actor } from "../app/server/audit/record-audit.ts";
import { savePost } from "../app/server/blog/save-post.ts";
import type { Database } from "../app/server/db/schema.ts";
import { leadTables } from "../app/server/inbox/lead-tables.ts";
import { isPostgres } from "../app/server/db/dialect.ts";
import { contactKeys } from "../app/server/pipeline/person-keys.ts";
import { describeStageChange, stageChangeColumns } from "../app/server/pipeline/change-stage.ts";
import type { LeadSource } from "../app/server/pipeline/lead-source.ts";
import { submitClaim } from "../app/server/leads/submit-claim.ts";
import { submitJobApplication } from "../app/server/leads/submit-job-application.ts";
import { submitPayPerMileQuote } from "../app/server/leads/submit-pay-per-mile-quote.ts";
import { submitQuoteRequest } from "../app/server/leads/submit-quote-request.ts";
import { seedDemoPhotos, type DemoPhoto } from "./seed-demo-photos.ts";
import { demoPdf, seedServiceCenter, type ServiceCenterSeedResult } from "./seed-service-center.ts";
import { checkUpload, claimAttachmentRule, declarationsRule, inMemoryFile, resumeRule, type CheckedFile, type UploadRule } from "../app/server/uploads/check-upload.ts";
import type { FileKeyring } from "../app/server/uploads/file-encryption.ts";

// ---------------------------------------------------------------------------
// Randomness that a seed repeats
// ---------------------------------------------------------------------------

export type Random = () => number;

/** mulberry32: small, fast, and the same sequence for the same seed on every machine. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const chance = (random: Random, p: number) => random() < p;
const between = (random: Random, min: number, max: number) => min + Math.floor(random() * (max - min + 1));
function weighted<T>(random: Random, entries: readonly (readonly [T, number])[]): T {
  let r = random() * entries.reduce((sum, [, w]) => sum + w, 0);
  for (const [value, w] of entries) if ((r -= w) < 0) return value;
  return entries[entries.length - 1]![0];
}
function some<T>(random: Random, items: readonly T[], min: number, max: number): T[] {
  const pool = [...items];
  const count = Math.min(pool.length, between(random, min, max));
  const chosen: T[] = [];
  for (let i = 0; i < count; i++) chosen.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
  return chosen;
}

// ---------------------------------------------------------------------------
// Fictional people, places and things
// ---------------------------------------------------------------------------

const FIRST_NAMES = [
  "Ava", "Liam", "Sofia", "Noah", "Maya", "Ethan", "Isabella", "Lucas", "Mia", "Mateo", "Harper", "Elijah", "Camila", "James", "Aria",
  "Benjamin", "Layla", "Henry", "Zoe", "Daniel", "Nora", "Samuel", "Grace", "Leo", "Chloe", "Owen", "Luna", "Caleb", "Hazel", "Julian",
  "Stella", "Isaac", "Violet", "Gabriel", "Aurora", "Adrian", "Penelope", "Miles", "Ruby", "Ezra", "Ivy", "Theo", "Naomi", "Elias",
  "Jade", "Rowan", "Elena", "Felix", "Priya", "Omar", "Mei", "Kenji", "Amara", "Diego", "Fatima", "Tomas", "Leila", "Andre", "Rosa", "Hugo",
];
/** Surnames; the growth bench searches the inbox for one of them (DEMO_SEARCH_TERM). */
const LAST_NAMES = [
  "Alvarez", "Bennett", "Castillo", "Delgado", "Ellison", "Fischer", "Garrity", "Hollis", "Ibarra", "Jensen", "Kowalski", "Lindqvist",
  "Moreno", "Nakamura", "Okafor", "Petrov", "Quintero", "Rasmussen", "Sandoval", "Thornton", "Underwood", "Valdez", "Whitfield", "Yamada",
  "Zeller", "Abernathy", "Brennan", "Calloway", "Dominguez", "Everett", "Fairbanks", "Galloway", "Hargrove", "Iverson", "Jaramillo",
  "Kessler", "Langford", "Mercado", "Norwood", "Ostrander", "Pacheco", "Rutherford", "Sorensen", "Tolliver", "Vance", "Winslow", "Ashby",
  "Beaumont", "Carrow", "Drummond", "Esparza", "Fenwick", "Gutierrez", "Holloway", "Kimura", "Lockhart", "Marsh", "Navarro", "Oyelaran", "Pemberton",
];
/** A surname about one record in sixty carries: an inbox search with a realistic number of hits. */
export const DEMO_SEARCH_TERM = "Whitfield";

/** Nevada's area codes, then every other one a person's phone may have (toll-free, premium and N11 codes left out). */
const NEVADA_AREA_CODES = ["702", "725", "775"];
const OTHER_AREA_CODES = Array.from({ length: 800 }, (_, i) => String(200 + i)).filter(
  (code) => code[1] !== "9" && code.slice(1) !== "11" && !["800", "833", "844", "855", "866", "877", "888", "900", "555"].includes(code) && !NEVADA_AREA_CODES.includes(code),
);
const AREA_CODES = [...NEVADA_AREA_CODES, ...OTHER_AREA_CODES];

/**
 * The n-th new person's phone. Only 555-0100 to 555-0199 is set aside for fiction, in every area
 * code: 100 numbers each. Drawn at random from Nevada's 300, every number was shared by hundreds
 * of senders, and since a shared phone links records as one person's, 100,000 submissions made
 * 300 people with about 330 records each. Each new person takes the next number instead, so
 * people share one only as RETURNING_SHARE decides, until the 70,000 or so numbers come round.
 */
export function fictionalPhone(n: number): string {
  const slot = (n - 1) % (AREA_CODES.length * 100);
  return `${AREA_CODES[Math.floor(slot / 100)]}5550${100 + (slot % 100)}`;
}
const STREETS = [
  "Silver Sage Dr", "Desert Willow Ln", "Canyon Mist Ave", "Juniper Ridge Way", "Mesa Verde Ct", "Quail Hollow Rd", "Red Rock Vista Dr",
  "Sandstone Bluff St", "Painted Sky Ave", "Cactus Wren Way", "Palo Verde Ln", "Sunrise Mesa Dr", "Coyote Springs Ct", "Agave Bloom St",
];
const CITIES: readonly (readonly [string, readonly string[], number])[] = [
  ["Las Vegas", ["89101", "89102", "89103", "89104", "89107", "89108", "89110", "89113", "89117", "89118", "89120", "89123", "89128", "89131", "89135", "89139", "89141", "89147", "89148", "89149"], 60],
  ["Henderson", ["89002", "89011", "89012", "89014", "89015", "89044", "89052", "89074"], 15],
  ["North Las Vegas", ["89030", "89031", "89032", "89081", "89084", "89086"], 10],
  ["Reno", ["89501", "89502", "89503", "89509", "89511", "89521", "89523"], 8],
  ["Boulder City", ["89005"], 3],
  ["Pahrump", ["89048", "89060"], 2],
  ["Mesquite", ["89027"], 2],
];
const INSURERS = ["Acme Mutual", "Sample Casualty Co.", "Example Auto Insurance", "Placeholder Indemnity", "Fictional Fire & Marine", "Demo State Insurance"];
const VEHICLES: readonly (readonly [string, readonly string[]])[] = [
  ["Toyota", ["Camry", "Corolla", "RAV4", "Tacoma", "Prius"]], ["Honda", ["Civic", "Accord", "CR-V", "Fit"]], ["Ford", ["F-150", "Escape", "Mustang"]],
  ["Chevrolet", ["Malibu", "Equinox", "Silverado"]], ["Nissan", ["Altima", "Rogue", "Leaf"]], ["Hyundai", ["Elantra", "Tucson"]], ["Kia", ["Soul", "Sorento"]],
  ["Subaru", ["Outback", "Forester"]], ["Tesla", ["Model 3", "Model Y"]], ["Mazda", ["CX-5", "Mazda3"]], ["Jeep", ["Wrangler", "Cherokee"]], ["Volkswagen", ["Jetta", "Golf"]],
];
const LOSS_PLACES = [
  "Parking lot of a grocery store on Tropicana Ave", "In front of my home", "I-15 southbound near the Sahara Ave exit", "US-95 near Rainbow Blvd",
  "Intersection of Flamingo Rd and Decatur Blvd", "Summerlin Pkwy on-ramp", "Office parking garage, level 2", "Driveway at my home",
  "Backyard and patio", "Storefront on Eastern Ave", "Apartment complex carport",
];
const CLAIM_STORIES: Record<string, readonly string[]> = {
  "Auto - Collision": [
    "Rear-ended while stopped at a red light. The rear bumper and trunk lid are damaged; the other driver stopped and we exchanged insurance information.",
    "Another car changed lanes into mine. The passenger doors are scraped and the side mirror is broken.",
    "Backed into a concrete pillar while leaving a parking space; the rear quarter panel is dented.",
  ],
  "Auto - Comprehensive": [
    "Hail cracked the windshield and dented the hood while the car was parked outside.",
    "The car was broken into overnight: driver's window smashed, a backpack and sunglasses taken.",
    "A palm frond fell on the roof during a windstorm and dented it.",
  ],
  "Auto - Liability": ["I hit a parked car while turning into a driveway; its rear door is dented. I left a note with my phone number for the owner."],
  "Home - Property Damage": [
    "The water heater in the garage leaked and soaked the drywall and the cabinets next to it.",
    "Monsoon rain came through the roof above the kitchen; the ceiling is stained and sagging.",
  ],
  "Home - Theft": ["Someone entered the garage while we were away: a bicycle, power tools and a lawn mower are missing. Police report filed."],
  "Home - Natural Disaster": [
    "A wind storm lifted several roof tiles; there are water stains on the bedroom ceiling.",
    "Flash flood water came under the back door and into the family room.",
  ],
  "Business - Property": ["A delivery truck hit the storefront awning and cracked the front window.", "A burst pipe in the back office damaged stock and the carpet."],
  "Business - Liability": ["A customer slipped on a wet floor near the entrance and hurt a wrist; we have the security camera recording."],
  "Life Insurance": ["Claim on the life insurance policy of a family member who passed away; the death certificate will follow."],
  Other: ["A shopping cart rolled into the car door in a store parking lot.", "A neighbour's tree fell onto our fence and shed."],
};
const COVER_LETTERS = [
  "I have worked in customer service for several years and would like to grow into a licensed agent role. I enjoy explaining options clearly.",
  "I hold a Nevada property and casualty license and am looking for an independent agency where I can work with several carriers.",
  "I am finishing a business degree and would love to learn the insurance business from the ground up.",
  "Bilingual (English and Spanish); five years of claims intake experience at a call center.",
];
const QUOTE_NOTES = [
  "Looking to bundle home and auto if it saves money.", "Just moved to Nevada and need new coverage before registering the car.",
  "My renewal went up a lot this year; please compare.", "Teen driver joining the policy next month.", "Please call after 5 pm.",
];
const CONTACT_MESSAGES = [
  "Can I add my son to my auto policy? He just got his license.",
  "I moved to Henderson last month. What do I need to update?",
  "My autopay didn't go through this month. Can someone call me?",
  "Do you write renters insurance for apartments near UNLV?",
  "Please send me a copy of my ID cards.",
  "Question about my deductible on the homeowners policy.",
];
const REVIEW_CONCERNS = [
  "My premium went up 30% at renewal and nobody explained why.",
  "Not sure my liability limits are high enough now that we own a home.",
  "I have two carriers and wonder if bundling would save money.",
  "Started a side business from home. Am I covered?",
];
const PPM_COMMENTS = ["I work from home and barely drive.", "Second car that mostly stays in the garage.", "Retired; short trips only.", "Please email rather than call."];
const STAFF_NOTES = [
  "Left a voicemail and sent a follow-up email.", "Spoke with the customer; sending options from two carriers by Friday.",
  "Customer asked us to call back after 5 pm.", "Quote sent. Waiting for the customer to choose a deductible.",
  "Requested photos of the damage and the police report number.", "Adjuster assigned; inspection scheduled for next week.",
  "Bound the policy; welcome packet emailed.", "No answer after three attempts; closing for now.", "Duplicate of an earlier request, merged the details.",
  "Phone interview went well; second interview scheduled.", "Position filled; thanked the applicant by email.",
];
/** Fictional staff, used as note and status authors only when the database has no admin. */

// ---------------------------------------------------------------------------
// Small real files (a tiny image opens, a PDF reads), built once or per person
// ---------------------------------------------------------------------------

function pngFile(width: number, height: number, [r, g, b]: readonly [number, number, number]): Uint8Array {
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = y * (width * 3 + 1) + 1 + x * 3;
      const shade = ((x >> 3) + (y >> 3)) % 2 ? 0.8 : 1; // a checkered pattern, visibly an image
      rows[at] = r * shade;
      rows[at + 1] = g * shade;
      rows[at + 2] = b * shade;
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, "latin1");
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
    return Buffer.concat([head, data, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new Uint8Array(Buffer.concat([signature, chunk("IHDR", header), chunk("IDAT", deflateSync(rows)), chunk("IEND", Buffer.alloc(0))]));
}

const PHOTO_COLORS: readonly (readonly [number, number, number])[] = [[180, 60, 50], [60, 110, 170], [90, 140, 80], [200, 170, 60], [120, 120, 130], [150, 90, 160]];
const PHOTOS = PHOTO_COLORS.map((color) => pngFile(96, 64, color));

function checked(name: string, bytes: Uint8Array, rule: UploadRule): CheckedFile {
  const result = checkUpload(name, bytes.byteLength, bytes, rule);
  if (!result.ok) throw new Error(`seed:demo: ${name} refused by the upload check: ${result.message}`);
  return inMemoryFile(result.fileName, result.contentType, bytes);
}

// ---------------------------------------------------------------------------
// One submission
// ---------------------------------------------------------------------------

const DAY_MS = 86_400_000;
const lasVegasDay = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Los_Angeles" });

function formData(fields: [string, string][]): FormData {
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  return data;
}

function parsed<T>(result: { ok: true; data: T } | { ok: false; errors: Record<string, string | undefined> }, what: string): T {
  if (!result.ok) throw new Error(`seed:demo: invalid ${what}: ${JSON.stringify(result.errors)}`);
  return result.data;
}

interface Person {
  first: string;
  last: string;
  email: string;
  phone: string;
  street: string;
  city: string;
  zip: string;
}

function person(random: Random, n: number): Person {
  const first = pick(random, FIRST_NAMES);
  const last = pick(random, LAST_NAMES);
  const [city, zips] = weighted(random, CITIES.map(([c, z, w]) => [[c, z] as const, w] as const));
  return {
    first,
    last,
    // The running number keeps every address unique, so each confirmation email finds its record.
    email: `${first}.${last}.${n}@${chance(random, 0.7) ? "example.com" : "example.org"}`.toLowerCase(),
    phone: fictionalPhone(n),
    street: `${between(random, 100, 9899)} ${pick(random, STREETS)}`,
    city,
    zip: pick(random, zips),
  };
}

/** What each form's submission is made of before it is stored. */
type Plan = { form: LeadForm; at: Date; person: Person; source: LeadSource };

/** Where visits come from, as weights: the referrer or campaign a visitor arrives with. */
const SOURCES: readonly (readonly [LeadSource, number])[] = [
  [{ landing: "/", referrer: "https://www.google.com/", utm: {} }, 34],
  [{ landing: "/auto-insurance", referrer: "https://www.google.com/", utm: {} }, 8],
  [{ landing: "/", referrer: null, utm: {} }, 26],
  [{ landing: "/quote?utm_source=newsletter&utm_medium=email&utm_campaign=spring-review", referrer: null, utm: { utm_source: "newsletter", utm_medium: "email", utm_campaign: "spring-review" } }, 7],
  [{ landing: "/auto-insurance?utm_source=google&utm_medium=cpc&utm_campaign=auto-las-vegas", referrer: "https://www.google.com/", utm: { utm_source: "google", utm_medium: "cpc", utm_campaign: "auto-las-vegas" } }, 6],
  [{ landing: "/", referrer: "https://www.facebook.com/", utm: {} }, 7],
  [{ landing: "/", referrer: "https://www.yelp.com/biz/demo-agency", utm: {} }, 5],
  [{ landing: "/blog", referrer: "https://www.bing.com/", utm: {} }, 4],
  [{ landing: "/", referrer: "https://nextdoor.com/", utm: {} }, 3],
];

/** The share of submissions from someone who sent a form before (linked as one person). */
const RETURNING_SHARE = 0.07;

/** The share of each form among the submissions (quotes are most of an agency's leads). */
const FORM_SHARES: readonly (readonly [LeadForm, number])[] = [["quotes", 50], ["claims", 18], ["pay-per-mile", 14], ["applications", 9], ["messages", 6], ["coverage-reviews", 3]];

/** Where a lead stands, by its age: recent ones are mostly new, old ones mostly finished. */
const STAGE_WEIGHTS: Record<"sales" | "claims" | "applications" | "messages", readonly (readonly (readonly [string, number])[])[]> = {
  // Under 3 days, under 30 days, older.
  sales: [
    [["new", 75], ["contacted", 20], ["quoted", 5]],
    [["new", 12], ["contacted", 30], ["quoted", 30], ["won", 11], ["lost", 12], ["spam", 5]],
    [["new", 2], ["contacted", 4], ["quoted", 6], ["won", 36], ["lost", 44], ["spam", 8]],
  ],
  claims: [
    [["received", 70], ["in_review", 30]],
    [["received", 10], ["in_review", 40], ["with_carrier", 35], ["closed", 12], ["spam", 3]],
    [["received", 1], ["in_review", 4], ["with_carrier", 8], ["closed", 84], ["spam", 3]],
  ],
  applications: [
    [["new", 80], ["interview", 20]],
    [["new", 20], ["interview", 40], ["offer", 15], ["hired", 5], ["declined", 15], ["spam", 5]],
    [["new", 2], ["interview", 5], ["offer", 2], ["hired", 20], ["declined", 66], ["spam", 5]],
  ],
  messages: [
    [["new", 60], ["answered", 25], ["resolved", 15]],
    [["new", 5], ["answered", 15], ["resolved", 75], ["spam", 5]],
    [["new", 1], ["answered", 2], ["resolved", 92], ["spam", 5]],
  ],
};

function stageFor(random: Random, form: LeadForm, ageDays: number): string {
  const kind = form === "claims" || form === "applications" || form === "messages" ? form : "sales";
  return weighted(random, STAGE_WEIGHTS[kind][ageDays < 3 ? 0 : ageDays < 30 ? 1 : 2]!);
}

/** What staff did with a record, decided before it is stored so its row is written once. */
interface LaterWork {
  stage: string;
  change: StageChange | null;
  /** When staff first looked, moved the stage, and last changed anything. */
  firstLook: Date;
  stagedAt: Date;
  contacts: { at: Date; channel: ContactChannel; outcome: ContactOutcome }[];
  followUp: { at: Date; note: string; remindedAt: Date | null } | null;
  /** The record's work columns, as the product's rules set them. */
  columns: Record<string, unknown>;
}

const WON_LINES = insuranceTypeOptions.map((o) => [o.value, o.value === "auto" ? 40 : o.value === "home" ? 20 : 5] as const);
const FOLLOW_UP_NOTES = ["Call back about the quote", "Send the comparison", "Check on documents", "Ask for the declarations page", "Confirm the start date"];

function planWork(random: Random, form: LeadForm, at: Date, until: Date): LaterWork {
  const ageDays = (until.getTime() - at.getTime()) / DAY_MS;
  const clamp = (ms: number) => new Date(Math.min(until.getTime(), ms));
  const first = firstStage(form);
  const stage = stageFor(random, form, ageDays);
  const firstLook = clamp(at.getTime() + 60_000 + Math.floor(random() * Math.min(ageDays, 1.5) * DAY_MS));
  const contacts: LaterWork["contacts"] = [];
  const reached = stage !== first && stage !== "spam";
  if (reached || (ageDays > 1 && chance(random, 0.3))) {
    const attempts = reached ? between(random, 1, 3) : 1;
    for (let n = 0; n < attempts; n++) {
      const last = n === attempts - 1;
      const channel = weighted(random, [["call", 60], ["text", 20], ["email", 20]] as const);
      const outcome: ContactOutcome = last && reached ? (channel === "call" ? "reached" : "replied") : channel === "call" ? pick(random, ["left_voicemail", "no_answer"] as const) : "sent";
      contacts.push({ at: clamp(firstLook.getTime() + n * between(random, 2, 26) * 3_600_000), channel, outcome });
    }
  }
  const stagedAt = clamp((contacts.at(-1)?.at ?? firstLook).getTime() + between(random, 1, 30) * 60_000);
  const definition = stageOf(form, stage)!;
  let change: StageChange | null = null;
  if (stage !== first) {
    if (definition.outcome === "won") {
      const premium = between(random, 6, 40) * 100 + pick(random, [0, 25, 50, 75]);
      change = { stage, outcome: { kind: "won", carrier: pick(random, INSURERS), line: weighted(random, WON_LINES), premiumCents: premium * 100 } };
    } else if (definition.outcome === "lost") {
      change = { stage, outcome: { kind: "lost", reason: weighted(random, lostReasons.map((r, i) => [r.value, [30, 12, 25, 10, 15, 5, 3][i]!] as const)) } };
    } else change = { stage, outcome: null };
  }
  const columns: Record<string, unknown> = change ? stageChangeColumns(form, { status: first, first_contact_at: null }, change, stagedAt.toISOString()) : {};
  if (contacts.length) columns.first_contact_at = contacts[0]!.at.toISOString();
  let followUp: LaterWork["followUp"] = null;
  if (!definition.final && stage !== first && chance(random, 0.6)) {
    const recent = ageDays < 14;
    const dueAt = recent
      ? new Date(Math.floor(until.getTime() / DAY_MS) * DAY_MS + between(random, -2, 6) * DAY_MS + between(random, 16, 24) * 3_600_000)
      : new Date(stagedAt.getTime() + between(random, 1, 5) * DAY_MS);
    followUp = { at: dueAt, note: pick(random, FOLLOW_UP_NOTES), remindedAt: dueAt < until ? dueAt : null };
    Object.assign(columns, { follow_up_at: dueAt.toISOString(), follow_up_note: followUp.note, follow_up_reminded_at: followUp.remindedAt?.toISOString() ?? null });
  }
  const lastEvent = [firstLook, stagedAt, ...contacts.map((c) => c.at)].filter((d) => d.getTime() > at.getTime() && (change || contacts.length));
  if (lastEvent.length) columns.changed_at = new Date(Math.max(...lastEvent.map((d) => d.getTime()))).toISOString();
  return { stage, change, firstLook, stagedAt, contacts, followUp, columns };
}

interface Stored {
  id: string;
  form: LeadForm;
  /** What the audit log names the record by (app/server/inbox/lead-records.ts): the claim number, or nothing. */
  auditLabel: string;
}

interface Context {
  agency: Agency;
  publicUrl: string;
  /** The agency's file keys (the database's own: photos, resumes and documents are stored encrypted). */
  fileKeys: FileKeyring;
}

async function storeOne(trx: Transaction<Database>, random: Random, plan: Plan, context: Context, counts: { files: number }): Promise<Stored> {
  const p = plan.person;
  const submission = { ...context, now: plan.at, source: plan.source };
  const contact: [string, string][] = [["firstName", p.first], ["lastName", p.last], ["email", p.email], ["phone", p.phone]];
  const address: [string, string][] = [["address", p.street], ["city", p.city], ["state", "NV"], ["zipCode", p.zip]];
  switch (plan.form) {
    case "quotes": {
      const types = some(random, insuranceTypeOptions.map((o) => o.value), 1, 3);
      const insured = chance(random, 0.7);
      const fields: [string, string][] = [
        ["first_name", p.first], ["last_name", p.last], ["email", p.email], ["phone", p.phone], ["zip_code", p.zip],
        ["contact_preference", pick(random, contactPreferenceOptions).value], ...types.map((t): [string, string] => ["insurance_types", t]),
        ["current_insurance", insured ? "yes" : "no"], ["home_ownership", pick(random, homeOwnershipOptions).value],
        ["vehicle_count", pick(random, vehicleCountOptions).value], ["budget_range", pick(random, budgetOptions).value],
        ["timeline", pick(random, timelineOptions).value], ["bot-field", ""],
      ];
      if (insured) fields.push(["current_provider", pick(random, INSURERS)], ["satisfaction_level", pick(random, satisfactionOptions).value]);
      if (types.includes("business")) {
        fields.push(["business_type", pick(random, ["Food truck", "Landscaping", "Hair salon", "Auto repair shop", "Dental office", "Coffee shop"])]);
        fields.push(["business_size", pick(random, businessSizeOptions).value], ["business_years", pick(random, businessYearsOptions).value]);
      }
      if (chance(random, 0.4)) fields.push(["additional_info", pick(random, QUOTE_NOTES)]);
      const input = parsed(parseForm(quoteRequestSchema, formData(fields), quoteRequestLists), "quote request");
      const { id } = await submitQuoteRequest(trx, input, submission);
      return { id, form: "quotes", auditLabel: "" };
    }
    case "claims": {
      const claimType = pick(random, claimTypeOptions).value;
      const lossDay = lasVegasDay.format(new Date(plan.at.getTime() - between(random, 0, 14) * DAY_MS));
      const fields: [string, string][] = [
        ...contact, ["policyNumber", `DEMO-${between(random, 100000, 999999)}`], ["claimType", claimType], ["dateOfLoss", lossDay],
        ["timeOfLoss", chance(random, 0.6) ? `${String(between(random, 6, 22)).padStart(2, "0")}:${pick(random, ["00", "15", "30", "45"])}` : ""],
        ["lossLocation", pick(random, LOSS_PLACES)], ["lossCity", p.city], ["lossState", "NV"],
        ["description", pick(random, CLAIM_STORIES[claimType] ?? CLAIM_STORIES.Other!)], ["injuriesInvolved", chance(random, 0.1) ? "yes" : "no"],
        ["policeReport", chance(random, 0.3) ? `PR-${between(random, 10000, 99999)}` : ""],
        ["estimatedDamage", chance(random, 0.5) ? `$${between(random, 3, 250) * 100}` : ""], ["bot-field", ""],
      ];
      if (chance(random, 0.15)) fields.push(["witnessName", `${pick(random, FIRST_NAMES)} ${pick(random, LAST_NAMES)}`], ["witnessContact", `(702) 555-01${between(random, 10, 99)}`]);
      const input = parsed(parseForm(claimSchema, formData(fields)), "claim");
      const files = Array.from({ length: between(random, 0, 3) }, (_, i) => checked(`damage-${i + 1}.png`, pick(random, PHOTOS), claimAttachmentRule));
      if (chance(random, 0.2)) files.push(checked("repair-estimate.pdf", demoPdf(["Repair estimate (demo data)", `For ${p.first} ${p.last}`, `Total: $${between(random, 4, 90) * 100}`, "Fictional shop, fictional numbers."]), claimAttachmentRule));
      counts.files += files.length;
      const { id, claimNumber } = await submitClaim(trx, input, files, submission);
      return { id, form: "claims", auditLabel: claimNumber };
    }
    case "applications": {
      const position = pick(random, positionOptions).value;
      const fields: [string, string][] = [
        ...contact, ...address, ["position", position], ["experience", pick(random, experienceOptions).value],
        ["availability", pick(random, availabilityOptions).value], ["coverLetter", chance(random, 0.6) ? pick(random, COVER_LETTERS) : ""], ["bot-field", ""],
      ];
      const input = parsed(parseForm(jobApplicationSchema, formData(fields)), "job application");
      const resume = demoPdf([`${p.first} ${p.last}`, `${p.city}, NV - ${p.email}`, `Applying for: ${position}`, "Experience: customer service, insurance basics.", "This resume is fictional demo data."]);
      counts.files += 1;
      const { id } = await submitJobApplication(trx, input, checked(`${p.last.toLowerCase()}-resume.pdf`, resume, resumeRule), submission);
      return { id, form: "applications", auditLabel: "" };
    }
    case "pay-per-mile": {
      const [make, models] = pick(random, VEHICLES);
      const year = between(random, 2006, plan.at.getUTCFullYear() + (chance(random, 0.1) ? 1 : 0));
      const fields: [string, string][] = [
        ...contact, ...address, ["currentInsurance", chance(random, 0.6) ? pick(random, INSURERS) : ""],
        ["averageMonthlyMiles", weighted(random, monthlyMilesOptions.map((o, i) => [o.value, [40, 30, 15, 10, 5][i]!] as const))],
        ["vehicleYear", String(year)], ["vehicleMake", make], ["vehicleModel", pick(random, models)],
        ["comments", chance(random, 0.3) ? pick(random, PPM_COMMENTS) : ""], ["bot-field", ""],
      ];
      const input = parsed(parseForm(payPerMileSchema, formData(fields)), "pay-per-mile quote");
      const { id } = await submitPayPerMileQuote(trx, input, submission);
      return { id, form: "pay-per-mile", auditLabel: "" };
    }
    case "messages": {
      // Some write with a phone number only, as the form allows.
      const phoneOnly = chance(random, 0.15);
      const fields: [string, string][] = [
        ["firstName", p.first], ["lastName", p.last], ["email", phoneOnly ? "" : p.email], ["phone", chance(random, 0.7) || phoneOnly ? p.phone : ""],
        ["topic", pick(random, contactFormTopicOptions).value], ["message", pick(random, CONTACT_MESSAGES)], ["bot-field", ""],
      ];
      const input = parsed(parseForm(contactMessageSchema, formData(fields)), "contact message");
      const { id } = await submitContactMessage(trx, input, submission);
      return { id, form: "messages", auditLabel: "" };
    }
    case "coverage-reviews": {
      const fields: [string, string][] = [
        ...contact, ["currentCarriers", some(random, INSURERS, 1, 2).join(", ")], ["renewalMonth", pick(random, renewalMonthOptions).value],
        ["concerns", chance(random, 0.6) ? pick(random, REVIEW_CONCERNS) : ""], ["bot-field", ""],
      ];
      const input = parsed(parseForm(coverageReviewSchema, formData(fields)), "coverage review request");
      const files = chance(random, 0.4)
        ? [checked("declarations.pdf", demoPdf(["Declarations page (demo data)", `Named insured: ${p.first} ${p.last}`, `Carrier: ${input.currentCarriers}`, "Fictional policy, fictional limits."]), declarationsRule)]
        : [];
      counts.files += files.length;
      const { id } = await submitCoverageReview(trx, input, files, submission);
      return { id, form: "coverage-reviews", auditLabel: "" };
    }
  }
}

/** How the emails of the next submission end, as the outbox worker would have left them. */
interface EmailOutcome {
  createdAt: string;
  sentAt: string;
  /** The confirmation to this address bounced; null when both went out. */
  bouncedTo: string | null;
}

/**
 * Settles the emails the submit functions queue, in their insert: each is stored sent a few
 * seconds after its submission (or, for a few confirmations, failed), dated with it. Left
 * queued, the seeded mail would go out (or fill the log) as soon as a server starts; updating
 * the rows afterwards would write kilobytes of rendered mail twice. Anything but the plain
 * one-row inserts of enqueueEmail() stops the seed rather than leave an email unsettled.
 */
class SettleEmails implements KyselyPlugin {
  next: EmailOutcome | null = null;
  settled = 0;

  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    if (!InsertQueryNode.is(node) || node.into?.table.identifier.name !== "email_outbox") return node;
    const outcome = this.next;
    const names = node.columns?.map((c) => c.column.name);
    if (!outcome || !names || !node.values || !ValuesNode.is(node.values)) throw new Error("seed:demo: an email was queued in a way the seed cannot settle");
    const rows = node.values.values.map((row) => {
      if (!PrimitiveValueListNode.is(row)) throw new Error("seed:demo: an email was queued in a way the seed cannot settle");
      const values: Record<string, unknown> = Object.fromEntries(names.map((name, i) => [name, row.values[i]]));
      const bounced = values.to_address === outcome.bouncedTo;
      return {
        ...values,
        status: bounced ? "failed" : "sent",
        attempts: bounced ? 5 : 1,
        created_at: outcome.createdAt,
        next_attempt_at: outcome.createdAt,
        sent_at: bounced ? null : outcome.sentAt,
        last_error: bounced ? `550 5.1.1 <${outcome.bouncedTo}>: Recipient address rejected (demo data)` : null,
      };
    });
    this.settled += rows.length;
    const columns = Object.keys(rows[0]!);
    return InsertQueryNode.cloneWith(node, {
      columns: columns.map((c) => ColumnNode.create(c)),
      values: ValuesNode.create(rows.map((row) => PrimitiveValueListNode.create(columns.map((c) => row[c as keyof typeof row])))),
    });
  }

  transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(result);
  }
}

const LEAD_TABLE_NAMES = new Set(Object.values(leadTables).map((t) => t.table));

/**
 * Writes the next submission's later work (LaterWork.columns) into its row's insert, so the row
 * is written once, and notes the owner the assignment rule gave it. Anything but a plain
 * one-row insert into a lead table stops the seed.
 */
class ApplyWork implements KyselyPlugin {
  next: Record<string, unknown> | null = null;
  ownerId: string | null = null;

  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    if (!InsertQueryNode.is(node) || !LEAD_TABLE_NAMES.has(node.into?.table.identifier.name as never)) return node;
    const names = node.columns?.map((c) => c.column.name);
    const row = node.values && ValuesNode.is(node.values) && node.values.values.length === 1 ? node.values.values[0] : null;
    if (!this.next || !names || !row || !PrimitiveValueListNode.is(row)) throw new Error("seed:demo: a submission was stored in a way the seed cannot follow");
    const values: Record<string, unknown> = { ...Object.fromEntries(names.map((name, i) => [name, row.values[i]])), ...this.next };
    this.ownerId = (values.owner_id as string | null) ?? null;
    this.next = null;
    const columns = Object.keys(values);
    return InsertQueryNode.cloneWith(node, {
      columns: columns.map((c) => ColumnNode.create(c)),
      values: ValuesNode.create([PrimitiveValueListNode.create(columns.map((c) => values[c]))]),
    });
  }

  transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(result);
  }
}

/**
 * What staff did to a batch's submissions, written at the end of the batch: a few statements
 * instead of several per submission (on PostgreSQL each is a round trip). Audit rows come from
 * the back office's own writer, recordAudit(), handed a stand-in that keeps its insert.
 */
class StaffWork {
  readonly notes: Insertable<Database["lead_notes"]>[] = [];
  readonly audit: Insertable<Database["audit_log"]>[] = [];
  readonly auditWriter = {
    insertInto: (table: string) => ({
      values: (row: Insertable<Database["audit_log"]>) => ({
        execute: async () => {
          if (table !== "audit_log") throw new Error(`seed:demo: recordAudit wrote to ${table}`);
          this.audit.push(row);
          return [];
        },
      }),
    }),
  } as unknown as Transaction<Database>;

  async write(trx: Transaction<Database>): Promise<void> {
    const chunks = <T>(rows: T[], size: number) => Array.from({ length: Math.ceil(rows.length / size) }, (_, i) => rows.slice(i * size, (i + 1) * size));
    // 200 rows of at most 10 values stay far below either engine's limit of bound parameters.
    for (const chunk of chunks(this.notes, 200)) await trx.insertInto("lead_notes").values(chunk).execute();
    for (const chunk of chunks(this.audit, 200)) await trx.insertInto("audit_log").values(chunk).execute();
  }
}

/** How the submission's emails end: sent seconds after it, a few confirmations bounced. */
function emailOutcome(random: Random, plan: Plan, until: Date): EmailOutcome {
  const sentAt = new Date(Math.min(until.getTime(), plan.at.getTime() + between(random, 2, 40) * 1000)).toISOString();
  return { createdAt: plan.at.toISOString(), sentAt, bouncedTo: chance(random, 0.03) ? plan.person.email : null };
}

/**
 * The audit trail and notes of what happened to the submission afterwards (planned by
 * planWork, its columns already in the row): staff opened it, tried to reach the person,
 * moved the stage, set a follow-up and wrote notes, all dated after it arrived and never
 * after `until`. The record's owner does the work; a teammate when nobody owns it.
 */
async function afterwards(work: StaffWork, random: Random, plan: Plan, later: LaterWork, stored: Stored, owner: Actor, team: Actor[], until: Date): Promise<void> {
  const ageDays = (until.getTime() - plan.at.getTime()) / DAY_MS;
  const target = { targetType: stored.form, targetId: stored.id, targetLabel: stored.auditLabel };
  if (!later.change && !later.contacts.length) return;
  await recordAudit(work.auditWriter, owner, { action: "lead.view", ...target }, later.firstLook);
  for (const contact of later.contacts) {
    const channel = contactChannels.find((c) => c.value === contact.channel)!.label;
    const outcome = contactOutcomes.find((o) => o.value === contact.outcome)!.label;
    work.notes.push({
      id: randomUUID(), form: stored.form, record_id: stored.id, author_id: owner.id, author_email: owner.email, body: "",
      created_at: contact.at.toISOString(), kind: "contact", channel: contact.channel, outcome: contact.outcome,
    });
    await recordAudit(work.auditWriter, owner, { action: "lead.contact", ...target, detail: `${channel}: ${outcome}` }, contact.at);
  }
  if (later.change) {
    await recordAudit(work.auditWriter, owner, { action: "lead.stage", ...target, detail: describeStageChange(stored.form, firstStage(stored.form), later.change) }, later.stagedAt);
  }
  if (later.followUp) await recordAudit(work.auditWriter, owner, { action: "lead.follow_up", ...target, detail: later.followUp.note }, later.stagedAt);
  if (later.stage === "spam" || !chance(random, 0.35)) return;
  for (let n = between(random, 1, 3); n > 0; n--) {
    const note = parsed(parseForm(leadNoteSchema, formData([["note", pick(random, STAFF_NOTES)]])), "note").note;
    const writtenAt = new Date(Math.min(until.getTime(), plan.at.getTime() + 60_000 + Math.floor(random() * Math.min(ageDays, 20) * DAY_MS)));
    const author = chance(random, 0.8) ? owner : pick(random, team);
    work.notes.push({
      id: randomUUID(), form: stored.form, record_id: stored.id, author_id: author.id, author_email: author.email, body: note,
      created_at: writtenAt.toISOString(), kind: "note", channel: null, outcome: null,
    });
    await recordAudit(work.auditWriter, author, { action: "lead.note", ...target }, writtenAt);
  }
}

// ---------------------------------------------------------------------------
// Dates
// ---------------------------------------------------------------------------

/** Hours of the day (Las Vegas) when people fill in forms, as weights. */
const HOUR_WEIGHTS = [1, 1, 1, 1, 1, 2, 4, 7, 10, 12, 12, 11, 11, 12, 12, 11, 10, 9, 9, 8, 7, 5, 3, 2].map((w, h) => [h, w] as const);
const SPAN_DAYS = 730;

/**
 * `count` times in the SPAN_DAYS before `until`, oldest first: more per day as the agency
 * grows (three times as many at the end as at the start), and mostly in office hours.
 */
function spreadOverTwoYears(random: Random, count: number, until: Date): Date[] {
  const start = until.getTime() - SPAN_DAYS * DAY_MS;
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    // Inverse of the CDF of a density rising linearly from 1 to 3 over the span.
    const u = random();
    const position = (-1 + Math.sqrt(1 + 8 * u)) / 2; // solves (x + x²) / 2 = u for x in [0, 1]
    const dayStart = Math.floor((start + position * SPAN_DAYS * DAY_MS) / DAY_MS) * DAY_MS;
    const hourUtc = (weighted(random, HOUR_WEIGHTS) + 8) % 24; // Las Vegas is UTC−8 (−7 in summer; close enough)
    const t = dayStart + hourUtc * 3_600_000 + Math.floor(random() * 3_600_000);
    times.push(Math.min(t, until.getTime() - Math.floor(random() * 3_600_000)));
  }
  return times.sort((a, b) => a - b).map((t) => new Date(t));
}

// ---------------------------------------------------------------------------
// Blog posts
// ---------------------------------------------------------------------------

const POST_OPENERS = ["What Nevada drivers should know about", "A plain-English guide to", "Five questions to ask about", "How to save on", "Common mistakes with", "Is it time to review", "Understanding", "Why an independent agent compares"];
const POST_SUBJECTS: readonly (readonly [string, string])[] = [
  ["auto insurance deductibles", "auto"], ["uninsured motorist coverage", "auto"], ["renters insurance", "renters"], ["home insurance in Henderson", "home"],
  ["monsoon season and your roof", "home"], ["general liability for small businesses", "business"], ["workers' compensation", "business"],
  ["pay-per-mile car insurance", "pay-per-mile"], ["umbrella policies", "coverage"], ["insuring a teen driver", "auto"], ["classic car coverage", "auto"],
  ["flood insurance in the desert", "home"], ["bundling home and auto", "savings"], ["SR-22 filings", "auto"], ["motorcycle insurance", "motorcycle"],
  ["boat insurance on Lake Mead", "boat"], ["life insurance for new parents", "life"], ["commercial auto policies", "business"],
];
const POST_TAGS = ["nevada", "las-vegas", "savings", "tips", "claims", "coverage", "news", "family"];
const SENTENCES = [
  "Insurance costs in Southern Nevada depend on where you park, how far you drive and which discounts you combine.",
  "An independent agent compares several insurers for the same coverage, so the difference in price is real money.",
  "Raising a deductible lowers the premium, but only makes sense if you could pay that amount tomorrow without trouble.",
  "Nevada's minimum liability limits are lower than what a serious accident costs, which is why most agents suggest more.",
  "Summer heat is hard on roofs, tires and batteries; a quick check before the monsoon season prevents many claims.",
  "Bundling two policies with one insurer usually earns a discount, although not always the largest one available.",
  "Write down the policy number and the claims phone number somewhere you can reach without your phone.",
  "If your circumstances changed this year (a move, a new driver, a home office), your coverage probably should too.",
  "Photos taken right after a loss make a claim faster to settle than any description written weeks later.",
  "Small businesses are often surprised that a home policy does not cover equipment used for work.",
];

/** Three posts in four get a featured photo, taken in turn from the demo photos. */
function photoFields(photos: readonly DemoPhoto[], index: number): [string, string][] {
  const photo = index % 4 === 3 ? undefined : photos[index % photos.length];
  return photo ? [["featured_image_id", photo.id], ["featured_image_alt", photo.alt]] : [];
}

function postContent(random: Random, subject: string): string {
  const paragraph = () => some(random, SENTENCES, 2, 4).join(" ");
  const sections = Array.from({ length: between(random, 2, 4) }, (_, i) => {
    const heading = pick(random, ["Why it matters", "What to check", "How it works in Nevada", "What it costs", "When to call us", "A quick example"]);
    const list = chance(random, 0.5) ? `\n\n${some(random, ["Compare at least three quotes.", "Ask about every discount.", "Review your limits once a year.", "Keep receipts for big purchases.", "Tell us about new drivers early."], 2, 4).map((item) => `- ${item}`).join("\n")}` : "";
    return `## ${i === 0 ? `${subject[0]!.toUpperCase()}${subject.slice(1)}: the short version` : heading}\n\n${paragraph()}\n\n${paragraph()}${list}`;
  });
  return `${paragraph()}\n\n${sections.join("\n\n")}\n\n*Demo content created by \`npm run seed:demo\`.*`;
}

// ---------------------------------------------------------------------------
// The whole seed
// ---------------------------------------------------------------------------

export interface DemoSeedOptions {
  submissions: number;
  posts: number;
  /** Same seed, same data. */
  seed?: number;
  /** The end of the two years the data covers (default: now). */
  until?: Date;
  /** The posts' author (default: the first admin). */
  authorId?: string;
  /** Demo photos the posts' featured images are drawn from (default 4; 0: no photos). Three posts in four have one. */
  photos?: number;
  /** Share of posts left as drafts (default 0.12). */
  draftShare?: number;
  /** Submissions stored per transaction (default 500). */
  batchSize?: number;
  /** Customers in the imported book of business (default: one per five submissions). */
  customers?: number;
  /** Called every few seconds and at the end with a progress line. */
  onProgress?: (line: string) => void;
}

export interface DemoSeedResult {
  submissions: Record<LeadForm, number>;
  published: number;
  drafts: number;
  notes: number;
  files: number;
  emails: number;
  /** A published post near the middle of the list, for a "database blog post" page. */
  postSlug: string;
  submissionSeconds: number;
  postSeconds: number;
  serviceCenter: ServiceCenterSeedResult;
  serviceCenterSeconds: number;
}

const BATCH_SIZE = 500;

/** Returning senders are drawn from the last this many people. */
const RECENT_PEOPLE = 500;

/** Someone who sent a form before: the same email and phone, or (as often happens) the same phone with another email. */
function returningPerson(random: Random, earlier: Person, n: number): Person {
  if (chance(random, 0.6)) return earlier;
  return { ...earlier, email: `${earlier.first}.${earlier.last}.${n}@example.org`.toLowerCase() };
}

/** A submission's own stream: the seed and its index, mixed so neighbouring submissions do not share a sequence. */
function submissionSeed(seed: number, index: number): number {
  return Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(index + 1, 0xc2b2ae35);
}

/**
 * The people behind the planned submissions, stored before any of them: each email and phone
 * linked to its person exactly as personFor() links them (the email's person first, else the
 * phone's, else a new one), first seen with their first submission. Storing them here means no
 * two chains of submissions ever insert the same contact at once.
 */
async function storePeople(db: Kysely<Database>, plans: readonly Plan[]): Promise<void> {
  const people = new Map<string, { person_id: string; created_at: string }>();
  for (const plan of plans) {
    const keys = contactKeys(plan.person.email, plan.person.phone);
    const personId = keys.map((k) => people.get(k)?.person_id).find(Boolean) ?? randomUUID();
    for (const key of keys) if (!people.has(key)) people.set(key, { person_id: personId, created_at: plan.at.toISOString() });
  }
  const rows = [...people].map(([contact_key, row]) => ({ contact_key, ...row }));
  for (let from = 0; from < rows.length; from += 1000) {
    await db.insertInto("person_contacts").values(rows.slice(from, from + 1000)).onConflict((oc) => oc.column("contact_key").doNothing()).execute();
  }
}

/** The fictional team that works the demo leads, when the database has no staff yet. They have no password: nobody signs in as them. */
const DEMO_TEAM = [
  { name: "Jordan Avery", email: "jordan.avery@example.com", phone: "(702) 555-0181" },
  { name: "Casey Morgan", email: "casey.morgan@example.com", phone: "(702) 555-0182" },
  { name: "Riley Brooks", email: "riley.brooks@example.com", phone: "(702) 555-0183" },
];

async function ensureDemoTeam(db: Kysely<Database>): Promise<Actor[]> {
  const staff = await db.selectFrom("user").select(["id", "email"]).where("role", "=", "staff").orderBy("created_at").execute();
  if (staff.length) return staff;
  const created = new Date();
  const rows = DEMO_TEAM.map((m, i) => ({
    id: randomUUID(), name: m.name, email: m.email, phone: m.phone, email_verified: true, role: "staff", disabled: false,
    email_signature: `${m.name}\nDemo Insurance Agency (fictional)`, created_at: new Date(created.getTime() + i), updated_at: created,
  }));
  await db.insertInto("user").values(rows).onConflict((oc) => oc.column("email").doNothing()).execute();
  return db.selectFrom("user").select(["id", "email"]).where("role", "=", "staff").orderBy("created_at").execute();
}

export async function seedDemoData(db: Kysely<Database>, context: Context, options: DemoSeedOptions): Promise<DemoSeedResult> {
  // Two streams: the posts stay the same whatever the number of submissions, and the reverse.
  const random = seededRandom(options.seed ?? 1);
  const postRandom = seededRandom((options.seed ?? 1) ^ 0x5eed5eed);
  const until = options.until ?? new Date();
  const batchSize = options.batchSize ?? BATCH_SIZE;
  const progress = options.onProgress ?? (() => {});
  const admins = await db.selectFrom("user").select(["id", "email"]).where("role", "=", "admin").orderBy("created_at").execute();
  const team: Actor[] = [...admins, ...(await ensureDemoTeam(db))];
  const teamById = new Map(team.map((member) => [member.id, member]));
  const authorId = options.authorId ?? admins[0]?.id;
  if (options.posts > 0 && !authorId) throw new Error("seed:demo: posts need an author: create an admin first (npm run admin -- create you@example.com)");
  const counts = { files: 0, notes: 0, emails: 0 };
  const perForm: Record<LeadForm, number> = { quotes: 0, claims: 0, applications: 0, "pay-per-mile": 0, "coverage-reviews": 0, messages: 0 };

  // --- Submissions. First who sends what and when, in one pass of the seed's stream (the
  // people, with the links between them); then each submission is stored with its own stream
  // (seed and index), so the same seed makes the same data however the storing is ordered.
  const started = performance.now();
  const times = spreadOverTwoYears(random, options.submissions, until);
  const recentPeople: Person[] = [];
  const plans: Plan[] = times.map((at, i) => {
    const returning = recentPeople.length > 0 && chance(random, RETURNING_SHARE);
    const plan: Plan = {
      form: weighted(random, FORM_SHARES),
      at,
      person: returning ? returningPerson(random, pick(random, recentPeople), i + 1) : person(random, i + 1),
      source: weighted(random, SOURCES),
    };
    recentPeople[i % RECENT_PEOPLE] = plan.person;
    return plan;
  });
  await storePeople(db, plans);

  // One chain of submissions per form, oldest first (claim numbers then rise with time, as they
  // would), each in its own transactions. A form's chain touches only its own rows (its table,
  // its assignment rule, its counter; the people are stored above), so on PostgreSQL the chains
  // run side by side on their own connections; SQLite has one writer, so one chain in time order.
  const chains = isPostgres(db) ? [...Map.groupBy(plans.keys(), (i) => plans[i]!.form).values()] : [[...plans.keys()]];
  let done = 0;
  let lastReport = started;
  const storeChain = async (chain: number[]) => {
    for (let from = 0; from < chain.length; from += batchSize) {
      const batch = chain.slice(from, from + batchSize);
      await db.transaction().execute(async (trx) => {
        const emails = new SettleEmails();
        const applied = new ApplyWork();
        const work = new StaffWork();
        for (const i of batch) {
          const plan = plans[i]!;
          const own = seededRandom(submissionSeed(options.seed ?? 1, i));
          emails.next = emailOutcome(own, plan, until);
          const later = planWork(own, plan.form, plan.at, until);
          applied.next = later.columns;
          const stored = await storeOne(trx.withPlugin(emails).withPlugin(applied), own, plan, context, counts);
          perForm[plan.form] += 1;
          const owner = (applied.ownerId && teamById.get(applied.ownerId)) || pick(own, team);
          await afterwards(work, own, plan, later, stored, owner, team, until);
        }
        await work.write(trx);
        counts.emails += emails.settled;
        counts.notes += work.notes.length;
      });
      done += batch.length;
      if (performance.now() - lastReport > 2000 || done === plans.length) {
        lastReport = performance.now();
        const seconds = (lastReport - started) / 1000;
        progress(`${done.toLocaleString("en-US")}/${plans.length.toLocaleString("en-US")} submissions, ${(done / seconds).toFixed(0)}/s`);
      }
    }
  };
  await Promise.all(chains.map(storeChain));
  const submissionSeconds = (performance.now() - started) / 1000;

  // --- Posts, through the blog manager's rules, one save each (as an admin saves them).
  const postsStarted = performance.now();
  const postTimes = spreadOverTwoYears(postRandom, options.posts, until);
  const photos = options.posts > 0 ? await seedDemoPhotos(db, { count: options.photos ?? 4, random: seededRandom((options.seed ?? 1) ^ 0x9407), adminId: authorId! }) : [];
  let published = 0;
  let drafts = 0;
  const publishedSlugs: string[] = [];
  lastReport = postsStarted;
  for (let i = 0; i < postTimes.length; i++) {
    const [subject, tag] = POST_SUBJECTS[i % POST_SUBJECTS.length]!;
    const round = Math.floor(i / (POST_SUBJECTS.length * POST_OPENERS.length));
    const title = `${POST_OPENERS[Math.floor(i / POST_SUBJECTS.length) % POST_OPENERS.length]} ${subject}${round ? `, part ${round + 1}` : ""}`;
    const draft = chance(postRandom, options.draftShare ?? 0.12);
    const input = parsed(
      parseForm(
        blogPostSchema,
        formData([
          ["title", title],
          // The number keeps every slug unique however many posts are asked for.
          ["slug", `${title.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "")}-${i + 1}`],
          ["excerpt", pick(postRandom, SENTENCES)],
          ["content", postContent(postRandom, subject)],
          ["featured_image", ""],
          ...photoFields(photos, i),
          ["tags", [tag, ...some(postRandom, POST_TAGS, 1, 3)].join(", ")],
          ["intent", draft ? "draft" : "publish"],
        ]),
      ),
      "blog post",
    );
    const saved = await savePost(db, input, { authorId: authorId!, now: postTimes[i]! });
    if (!saved.ok) {
      // A second run with the same seed meets its own slugs: those posts are already there.
      if (saved.reason === "duplicate-slug") continue;
      throw new Error(`seed:demo: post "${title}" not saved (${saved.reason})`);
    }
    if (draft) drafts += 1;
    else {
      published += 1;
      publishedSlugs.push(saved.post.slug);
    }
    if (performance.now() - lastReport > 2000 || i === postTimes.length - 1) {
      lastReport = performance.now();
      progress(`${(i + 1).toLocaleString("en-US")}/${postTimes.length.toLocaleString("en-US")} posts`);
    }
  }
  // --- The service center: a book of business, portal customers, their documents and requests.
  const serviceStarted = performance.now();
  const customers = options.customers ?? Math.round(options.submissions / 5);
  // The first admin imports the book; the staff (or, with none, the admins) own and answer.
  const staffOnly = team.filter((member) => !admins.some((a) => a.id === member.id));
  const members = (staffOnly.length ? staffOnly : team).flatMap((m) => (m.id ? [{ id: m.id, email: m.email }] : []));
  const importer = admins[0] ?? members[0];
  const serviceCenter = importer
    ? await seedServiceCenter(db, context, { customers, seed: options.seed ?? 1, team: members, importer, until })
    : { customers: 0, policies: 0, portalAccounts: 0, documents: 0, requests: 0 };
  if (customers) progress(`${serviceCenter.customers.toLocaleString("en-US")} customers, ${serviceCenter.policies.toLocaleString("en-US")} policies, ${serviceCenter.requests.toLocaleString("en-US")} service requests`);

  return {
    submissions: perForm,
    published,
    drafts,
    ...counts,
    postSlug: publishedSlugs[Math.floor(publishedSlugs.length / 2)] ?? "",
    submissionSeconds,
    postSeconds: (serviceStarted - postsStarted) / 1000,
    serviceCenter,
    serviceCenterSeconds: (performance.now() - serviceStarted) / 1000,
  };
}

// ---------------------------------------------------------------------------
// Command line
// ---------------------------------------------------------------------------

const USAGE = "usage: npm run seed:demo -- [--submissions N (1000)] [--posts M (50)] [--customers C (N / 5)] [--photos P (4)] [--seed S (1)] [--until YYYY-MM-DD (today)] [--batch B (500)]";

function parseArguments(argv: string[]): DemoSeedOptions {
  const options: DemoSeedOptions = { submissions: 1000, posts: 50 };
  for (let i = 0; i < argv.length; i++) {
    const [name, inline] = argv[i]!.split("=", 2) as [string, string | undefined];
    const value = inline ?? argv[++i];
    const count = () => {
      const n = Number(value?.replace(/[_,]/g, ""));
      if (!Number.isInteger(n) || n < 0) throw new Error(`${name} needs a whole number (got ${value})\n${USAGE}`);
      return n;
    };
    switch (name) {
      case "--submissions": options.submissions = count(); break;
      case "--posts": options.posts = count(); break;
      case "--customers": options.customers = count(); break;
      case "--photos": options.photos = count(); break;
      case "--seed": options.seed = count(); break;
      case "--batch": options.batchSize = Math.max(1, count()); break;
      case "--until": {
        const until = /^\d{4}-\d{2}-\d{2}$/.test(value ?? "") ? new Date(`${value}T23:59:59Z`) : new Date(NaN);
        if (Number.isNaN(until.getTime()) || until.getTime() > Date.now()) throw new Error(`--until needs a past date as YYYY-MM-DD (got ${value})\n${USAGE}`);
        options.until = until;
        break;
      }
      default: throw new Error(`unknown option ${name}\n${USAGE}`);
    }
  }
  return options;
}

async function main(): Promise<number> {
  let options: DemoSeedOptions;
  try {
    options = parseArguments(process.argv.slice(2));
  } catch (error) {
    console.error((error as Error).message);
    return 2;
  }
  const { startApplication } = await import("../app/server/application.ts");
  const application = await startApplication(); // migrates; no email worker
  const { db, engine, agency, env } = application.services;
  try {
    const started = performance.now();
    console.log(`seed:demo: ${options.submissions.toLocaleString("en-US")} submissions and ${options.posts.toLocaleString("en-US")} posts into ${engine} (seed ${options.seed ?? 1})`);
    const result = await seedDemoData(db, { agency, publicUrl: env.PUBLIC_URL, fileKeys: application.services.fileKeys }, { ...options, onProgress: (line) => console.log(`seed:demo: ${line}`) });
    const forms = Object.entries(result.submissions).map(([form, n]) => `${n.toLocaleString("en-US")} ${form}`).join(", ");
    console.log(`seed:demo: submissions: ${forms}; ${result.files.toLocaleString("en-US")} files, ${result.emails.toLocaleString("en-US")} emails, ${result.notes.toLocaleString("en-US")} notes (${result.submissionSeconds.toFixed(1)} s)`);
    console.log(`seed:demo: posts: ${result.published.toLocaleString("en-US")} published, ${result.drafts.toLocaleString("en-US")} drafts (${result.postSeconds.toFixed(1)} s)`);
    const sc = result.serviceCenter;
    console.log(`seed:demo: service center: ${sc.customers.toLocaleString("en-US")} customers, ${sc.policies.toLocaleString("en-US")} policies, ${sc.portalAccounts.toLocaleString("en-US")} portal accounts, ${sc.documents.toLocaleString("en-US")} documents, ${sc.requests.toLocaleString("en-US")} service requests (${result.serviceCenterSeconds.toFixed(1)} s)`);
    console.log(`seed:demo: done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return 0;
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  } finally {
    await application.stop();
  }
}

if (import.meta.main) process.exitCode = await main();
