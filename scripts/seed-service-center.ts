/**
 * The service center's part of the demo data (`npm run seed:demo`), through the product's own
 * rules: a book of business imported the way an admin imports a CSV, portal accounts linked to
 * some of its customers the way a verified sign-up is linked, ID cards uploaded to their auto
 * policies, and service requests those customers asked for, half of them answered by staff
 * with a document. Every name, address and number is fictional.
 */
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Agency } from "../app/config/agency.ts";
import { documentTypes } from "../app/lib/documents.ts";
import { serviceRequestSchema } from "../app/lib/schemas/service-request.ts";
import type { ServiceRequestTypeCode } from "../app/lib/service-requests.ts";
import type { Actor } from "../app/server/audit/record-audit.ts";
import { importDemoBook } from "../app/server/book-import/demo-book.ts";
import { linkAccountToCustomer } from "../app/server/customers/customer-access.ts";
import type { Database } from "../app/server/db/schema.ts";
import { documentUploadRule } from "../app/server/documents/document-upload-rule.ts";
import { storeCustomerDocument } from "../app/server/documents/store-document.ts";
import { loadCustomerBook, type CustomerBook } from "../app/server/service-requests/request-book.ts";
import { replyAsStaff } from "../app/server/service-requests/request-work.ts";
import { submitServiceRequest } from "../app/server/service-requests/submit-service-request.ts";
import { checkUpload, inMemoryFile, type CheckedFile } from "../app/server/uploads/check-upload.ts";
import type { FileKeyring } from "../app/server/uploads/file-encryption.ts";

export interface ServiceCenterSeedOptions {
  /** Customers in the imported book (each with one to three policies). */
  customers: number;
  seed: number;
  /** Staff the customers are assigned to, in turn, and who answer requests. */
  team: readonly (Actor & { id: string })[];
  /** The admin who imports the book. */
  importer: Actor & { id: string };
  until: Date;
}

export interface ServiceCenterSeedResult {
  customers: number;
  policies: number;
  portalAccounts: number;
  documents: number;
  requests: number;
}

const DAY_MS = 86_400_000;
/** One customer in this many gets a portal account, an ID card per auto policy and a request. */
const PORTAL_SHARE = 4;

/** A one-page PDF with a few lines of text (ASCII). */
export function demoPdf(lines: string[]): Uint8Array {
  const text = lines.map((line, i) => `BT /F1 ${i === 0 ? 16 : 11} Tf 72 ${720 - i * 22} Td (${line.replace(/[\\()]/g, "\\$&")}) Tj ET`).join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
  ];
  let out = "%PDF-1.4\n";
  const offsets = objects.map((object, i) => {
    const offset = out.length;
    out += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(out, "latin1"));
}

function documentFile(name: string, lines: string[]): CheckedFile {
  const bytes = demoPdf([...lines, "Demo document created by npm run seed:demo (fictional)."]);
  const check = checkUpload(name, bytes.byteLength, bytes, documentUploadRule);
  if (!check.ok) throw new Error(`seed:demo: ${name} refused by the upload check: ${check.message}`);
  return inMemoryFile(check.fileName, check.contentType, bytes);
}

/** What the n-th request asks for, in the customer's words, when the book allows it. */
function requestFor(n: number, book: CustomerBook): { type: ServiceRequestTypeCode; raw: Record<string, unknown> } {
  const active = book.policies.filter((p) => p.status === "active");
  const auto = active.find((p) => p.vehicleLine && p.vehicles.length > 0);
  const any = active[0] ?? book.policies[0];
  switch (n % 4) {
    case 0:
      if (any) {
        return {
          type: "certificate",
          raw: { policyId: any.id, holderName: "Desert Builders LLC (demo)", holderAddress: "100 Example Way, Las Vegas, NV 89118", additionalInsured: "yes", operations: "Residential remodeling", sendTo: "me" },
        };
      }
      break;
    case 1:
      if (auto) return { type: "id-cards", raw: { policyId: auto.id, vehicles: auto.vehicles.map((v) => v.id), delivery: "download" } };
      break;
    case 2:
      return { type: "billing-question", raw: { policyId: any?.id ?? "", message: "My last bill looks higher than the one before. Can you tell me why? (demo)" } };
  }
  return { type: "other", raw: { policyId: "", message: "Could someone call me about adding coverage for a home office? (demo)" } };
}

export async function seedServiceCenter(db: Kysely<Database>, context: { agency: Agency; publicUrl: string; fileKeys: FileKeyring }, options: ServiceCenterSeedOptions): Promise<ServiceCenterSeedResult> {
  if (options.customers === 0) return { customers: 0, policies: 0, portalAccounts: 0, documents: 0, requests: 0 };
  const imported = await importDemoBook(db, options.importer, {
    customers: options.customers,
    seed: options.seed,
    assignedTo: options.team.map((member) => member.email),
  });

  const sample = await db
    .selectFrom("customers")
    .select(["id", "name", "email"])
    .where("email", "is not", null)
    .where("user_id", "is", null)
    .orderBy("name")
    .orderBy("id")
    .execute();
  const chosen = sample.filter((_, i) => i % PORTAL_SHARE === 0);
  let documents = 0;
  let requests = 0;
  for (const [i, customer] of chosen.entries()) {
    const at = new Date(options.until.getTime() - ((i * 7) % 60) * DAY_MS - (i % 9) * 3_600_000);
    // A verified portal account with the customer's address: linked by the same rule as a sign-up.
    const userId = randomUUID();
    await db
      .insertInto("user")
      .values({ id: userId, name: customer.name, email: customer.email!, email_verified: true, role: "customer", disabled: false, created_at: at, updated_at: at })
      .onConflict((oc) => oc.column("email").doNothing())
      .execute();
    const linked = await linkAccountToCustomer(db, userId);
    if (!linked.customer) continue;

    const book = await loadCustomerBook(db, customer.id);
    const staff = options.team[i % options.team.length] ?? options.importer;
    await db.transaction().execute(async (trx) => {
      for (const policy of book.policies.filter((p) => p.vehicleLine && p.status === "active")) {
        await storeCustomerDocument(trx, context.fileKeys, {
          customerId: customer.id,
          policyId: policy.id,
          requestId: null,
          docType: "id_card",
          title: "Auto ID cards",
          uploadedBy: staff.id,
          file: documentFile("id-cards.pdf", ["Auto ID cards", customer.name, policy.label]),
          now: at.toISOString(),
        });
        documents += 1;
      }
    });

    const { type, raw } = requestFor(i, book);
    const today = at.toISOString().slice(0, 10);
    const input = serviceRequestSchema(type, book, today).parse(raw) as Record<string, unknown>;
    const asked = await submitServiceRequest(db, { customerId: customer.id, userId, type, input, book, files: [] }, { ...context, now: at });
    requests += 1;
    if (i % 2 === 0) {
      const answeredAt = new Date(at.getTime() + 5 * 3_600_000);
      const certificate = type === "certificate";
      const docType = certificate ? "certificate" : "id_card";
      await replyAsStaff(
        db,
        staff,
        asked.id,
        {
          message: certificate ? "Here is your certificate of insurance. Let us know if the holder needs anything else." : "Thank you, we have taken care of it. The document is attached.",
          docType,
          title: documentTypes.find((d) => d.value === docType)!.label,
          status: "completed",
          files: type === "certificate" || type === "id-cards" ? [documentFile(`${docType}.pdf`, [certificate ? "Certificate of insurance" : "Auto ID cards", customer.name, asked.number])] : [],
        },
        { ...context, now: answeredAt },
      );
      if (certificate || type === "id-cards") documents += 1;
    }
  }
  // The demo's emails were delivered (nothing is left for the outbox worker to send).
  await db
    .updateTable("email_outbox")
    .set((eb) => ({ status: "sent", sent_at: eb.ref("created_at") }))
    .where("status", "=", "queued")
    .where("record_type", "=", "service_request")
    .execute();
  return { customers: imported.counts.newCustomers, policies: imported.counts.newPolicies, portalAccounts: chosen.length, documents, requests };
}
