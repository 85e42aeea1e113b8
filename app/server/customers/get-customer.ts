/**
 * A customer as their page shows it (docs/product.md#customers-and-policies), in a few indexed
 * queries: the record with its assigned staff member and portal account, the policies and the
 * service requests (getCustomer, one statement); the people behind the customer's emails and
 * phones (customerPersonIds); and the submissions from the same person: lead records whose
 * person (person_contacts) is the customer's, plus the claims staff linked to this customer
 * (customerRecords). customer-page.ts reads them with the rest of the page.
 */
import type { Kysely, Selectable } from "kysely";
import { compareText } from "../../lib/compare-text.ts";
import type { LeadForm } from "../../lib/inbox-paths.ts";
import { toBoolean } from "../accounts/auth-values.ts";
import { asRole } from "../accounts/roles.ts";
import type { Database } from "../db/schema.ts";
import { jsonRowsOf, parseJsonRows } from "../db/json-rows.ts";
import { statementTemplate } from "../db/statement-template.ts";
import { contactKeys } from "../pipeline/person-keys.ts";
import { newestListed, newestRecordsOfPeople } from "../pipeline/person-records.ts";

/** How many of the customer's submissions and claims the page lists, newest first (the inbox search finds the rest). */
export const CUSTOMER_PAGE_RECORDS = 20;
/** The newest this many service requests (the service requests inbox has them all). */
export const CUSTOMER_REQUESTS_LIMIT = 50;

export type CustomerRow = Selectable<Database["customers"]>;

export interface CustomerPolicy {
  id: string;
  line: string;
  carrier: string;
  policyNumber: string;
  effectiveDate: string;
  expirationDate: string;
  status: string;
  billing: string;
}

export interface CustomerRequest {
  id: string;
  requestNumber: string;
  requestType: string;
  status: string;
  createdAt: string;
}

export interface CustomerRecord {
  form: LeadForm;
  id: string;
  createdAt: string;
  stage: string;
  name: string;
  claimNumber: string | null;
  /** A claim staff linked to this customer (it shows on the customer's dashboard). */
  linked: boolean;
  /** A claim linked to another customer: it cannot be linked here without unlinking it there. */
  linkedElsewhere: boolean;
}

export interface PortalStatus {
  /** The linked account. */
  account: { id: string; email: string; verified: boolean; hasPassword: boolean } | null;
  /** When nothing is linked: the kind of account that already uses the customer's email. */
  emailAccount: "customer" | "team" | "disabled" | null;
}

export interface CustomerDetails {
  customer: CustomerRow;
  owner: { id: string; name: string; email: string } | null;
  portal: PortalStatus;
  policies: CustomerPolicy[];
  requests: CustomerRequest[];
}

export interface CustomerRecords {
  records: CustomerRecord[];
  /** The forms holding submissions or claims of the customer's that the page does not list. */
  moreRecordsIn: LeadForm[];
}

/** The accounts the portal status is made of, as getCustomer reads them with the customer. */
interface PortalColumns {
  portal_id: string | null;
  portal_email: string | null;
  portal_verified: boolean | number | null;
  portal_has_password: boolean | number | null;
  email_account_role: string | null;
  email_account_disabled: boolean | number | null;
}

function portalStatus(customer: CustomerRow, accounts: PortalColumns): PortalStatus {
  if (accounts.portal_id) {
    return {
      account: { id: accounts.portal_id, email: accounts.portal_email!, verified: toBoolean(accounts.portal_verified), hasPassword: toBoolean(accounts.portal_has_password) },
      emailAccount: null,
    };
  }
  if (!customer.email || accounts.email_account_role === null) return { account: null, emailAccount: null };
  if (toBoolean(accounts.email_account_disabled)) return { account: null, emailAccount: "disabled" };
  return { account: null, emailAccount: asRole(accounts.email_account_role) === "customer" ? "customer" : "team" };
}

const personIdsStatement = statementTemplate((db: Kysely<Database>, { keys }: { keys: readonly string[] }) =>
  db.selectFrom("person_contacts").select("person_id").where("contact_key", "in", [...keys]),
);

/** The person ids behind the customer's emails and phones (person-keys.ts), as the lead forms linked them. */
export async function customerPersonIds(db: Kysely<Database>, customer: Pick<CustomerRow, "email" | "alt_email" | "phone" | "alt_phone">): Promise<string[]> {
  const keys = [...new Set([...contactKeys(customer.email ?? "", customer.phone ?? ""), ...contactKeys(customer.alt_email ?? "", customer.alt_phone ?? "")])];
  if (!keys.length) return [];
  const rows = await personIdsStatement.rows(db, { keys });
  return [...new Set(rows.map((r) => r.person_id))];
}

const customerContactsStatement = statementTemplate((db: Kysely<Database>, { customerId }: { customerId: string }) =>
  db.selectFrom("customers").select(["email", "alt_email", "phone", "alt_phone"]).where("id", "=", customerId),
);

/** customerPersonIds of a customer by id; null when there is no such customer. */
export async function peopleOfCustomer(db: Kysely<Database>, customerId: string): Promise<string[] | null> {
  const customer = await customerContactsStatement.first(db, { customerId });
  return customer ? customerPersonIds(db, customer) : null;
}

/**
 * The newest CUSTOMER_PAGE_RECORDS of the submissions of the customer's people (customerPersonIds)
 * and of the claims linked to them. Reads CUSTOMER_PAGE_RECORDS + 1 of each form: enough to list
 * the newest overall and know what is left.
 */
export async function customerRecords(db: Kysely<Database>, customer: CustomerRow, personIds: readonly string[]): Promise<CustomerRecords> {
  const records = new Map<string, CustomerRecord>();
  for (const row of await newestRecordsOfPeople(db, personIds, CUSTOMER_PAGE_RECORDS + 1, customer.id)) {
    records.set(`${row.form}:${row.id}`, {
      form: row.form,
      id: row.id,
      createdAt: row.created_at,
      stage: row.status,
      name: `${row.first_name} ${row.last_name}`.trim(),
      claimNumber: row.claim_number,
      linked: row.customer_id === customer.id,
      linkedElsewhere: !!row.customer_id && row.customer_id !== customer.id,
    });
  }
  const newest = [...records.values()].sort((a, b) => compareText(b.createdAt, a.createdAt));
  const listed = newestListed(newest, CUSTOMER_PAGE_RECORDS);
  return { records: listed.records, moreRecordsIn: listed.moreIn };
}

/** The customer with their owner, linked account, the account using their email, policies and newest service requests: one statement. */
const customerRowStatement = statementTemplate((db: Kysely<Database>, { id }: { id: string }) => {
  const policiesOf = db
    .selectFrom("policies")
    .select(["id", "line", "carrier", "policy_number", "effective_date", "expiration_date", "status", "billing"])
    .where("customer_id", "=", id)
    .orderBy("expiration_date", "desc")
    .orderBy("id");
  const requestsOf = db
    .selectFrom("service_requests")
    .select(["id", "request_number", "request_type", "status", "created_at"])
    .where("customer_id", "=", id)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(CUSTOMER_REQUESTS_LIMIT);
  return db
    .selectFrom("customers")
    .leftJoin("user as owner", "owner.id", "customers.owner_id")
    .leftJoin("user as portal", "portal.id", "customers.user_id")
    .leftJoin("user as email_account", "email_account.email", "customers.email")
    .selectAll("customers")
    .select((eb) => [
      "owner.name as owner_name",
      "owner.email as owner_email",
      "portal.id as portal_id",
      "portal.email as portal_email",
      "portal.email_verified as portal_verified",
      eb
        .exists(eb.selectFrom("account").select("account.id").whereRef("account.user_id", "=", "portal.id").where("account.provider_id", "=", "credential").where("account.password", "is not", null))
        .as("portal_has_password"),
      "email_account.role as email_account_role",
      "email_account.disabled as email_account_disabled",
      jsonRowsOf(db, policiesOf).as("policy_rows"),
      jsonRowsOf(db, requestsOf).as("request_rows"),
    ])
    .where("customers.id", "=", id);
});

/** The customer with their owner, portal status, policies and newest service requests; null when there is no such customer. */
export async function getCustomer(db: Kysely<Database>, id: string): Promise<CustomerDetails | null> {
  const row = await customerRowStatement.first(db, { id });
  if (!row) return null;
  const { owner_name, owner_email, portal_id, portal_email, portal_verified, portal_has_password, email_account_role, email_account_disabled, policy_rows, request_rows, ...customer } = row;
  const owner = customer.owner_id && owner_email !== null ? { id: customer.owner_id, name: owner_name ?? "", email: owner_email } : null;
  const portal = portalStatus(customer, { portal_id, portal_email, portal_verified, portal_has_password, email_account_role, email_account_disabled });
  const policies = parseJsonRows(policy_rows);
  const requests = parseJsonRows(request_rows);
  return {
    customer,
    owner,
    portal,
    policies: policies.map((p) => ({
      id: p.id,
      line: p.line,
      carrier: p.carrier,
      policyNumber: p.policy_number,
      effectiveDate: p.effective_date,
      expirationDate: p.expiration_date,
      status: p.status,
      billing: p.billing,
    })),
    requests: requests.map((r) => ({ id: r.id, requestNumber: r.request_number, requestType: r.request_type, status: r.status, createdAt: r.created_at })),
  };
}

/** The customer's fields as the form's values (what the edit form starts with). */
export function customerFormValues(customer: CustomerRow): Record<string, string> {
  return {
    kind: customer.kind,
    name: customer.name,
    contactName: customer.contact_name ?? "",
    email: customer.email ?? "",
    altEmail: customer.alt_email ?? "",
    phone: customer.phone ?? "",
    altPhone: customer.alt_phone ?? "",
    address: customer.address ?? "",
    city: customer.city ?? "",
    state: customer.state ?? "",
    zipCode: customer.zip_code ?? "",
    ownerId: customer.owner_id ?? "",
    externalRef: customer.external_ref ?? "",
    notes: customer.notes ?? "",
    language: customer.language,
  };
}
