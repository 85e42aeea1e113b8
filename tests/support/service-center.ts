/**
 * Service-center fixtures over plain HTTP, made the way people make them: a customer record and a
 * policy through the staff forms, a document through the upload form, a service request through
 * the customer's form. Each returns the id (or number) of what it made.
 */
import type { AppServer } from "./app-server.ts";
import { PDF, query, sameOrigin } from "./site-requests.ts";

async function post(server: AppServer, path: string, cookie: string, body: URLSearchParams | FormData): Promise<Response> {
  const response = await fetch(`${server.url}${path}`, { method: "POST", body, headers: { ...sameOrigin(server), Cookie: cookie }, redirect: "manual" });
  await response.body?.cancel();
  if (response.status !== 303) throw new Error(`fixture POST ${path} answered ${response.status}`);
  return response;
}

/** The last path segment of a 303's Location, before its query: the id of what was made. */
const madeId = (response: Response) => decodeURIComponent(new URL(response.headers.get("location")!, "http://x").pathname.split("/").pop()!);

/** A customer record, through /admin/customers/new (staff or admin cookie). */
export async function createCustomerRecord(server: AppServer, staffCookie: string, fields: { name: string; email?: string }): Promise<string> {
  const body = new URLSearchParams({ kind: "person", name: fields.name, email: fields.email ?? "", ownerId: "" });
  return madeId(await post(server, "/admin/customers/new", staffCookie, body));
}

/** A year-long active policy of the customer, through /admin/policies/new (a personal auto policy unless `line` says otherwise). */
export async function createPolicy(server: AppServer, staffCookie: string, customerId: string, fields: { policyNumber: string; line?: string; carrier?: string }): Promise<string> {
  const body = new URLSearchParams({
    line: fields.line ?? "auto",
    carrier: fields.carrier ?? "Example Mutual",
    policyNumber: fields.policyNumber,
    effectiveDate: "2026-01-01",
    expirationDate: "2027-01-01",
    status: "active",
    billing: "direct",
    paymentUrl: "",
    premium: "1,200.00",
  });
  return madeId(await post(server, `/admin/policies/new?customer=${encodeURIComponent(customerId)}`, staffCookie, body));
}

/** A PDF document of the customer, through the documents page's upload form; returns customer_documents.id. */
export async function uploadCustomerDocument(server: AppServer, staffCookie: string, customerId: string, title: string): Promise<string> {
  const body = new FormData();
  body.append("docType", "id_card");
  body.append("title", title);
  body.append("policyId", "");
  body.append("file", new Blob([new Uint8Array(PDF)], { type: "application/pdf" }), "id-card.pdf");
  await post(server, `/admin/customers/${encodeURIComponent(customerId)}/documents`, staffCookie, body);
  return query<{ id: string }>(server.databasePath, "select id from customer_documents where customer_id = ? and title = ?", customerId, title)[0]!.id;
}

/**
 * A "Something else" service request with a PDF attached, through the customer's form (the cookie of
 * a customer account linked to a customer record); returns its number and id and the attachment's id.
 */
export async function sendOtherRequest(server: AppServer, customerCookie: string, message: string): Promise<{ number: string; id: string; fileId: string }> {
  const body = new FormData();
  body.append("policyId", "");
  body.append("message", message);
  body.append("attachments", new Blob([new Uint8Array(PDF)], { type: "application/pdf" }), "letter.pdf");
  const number = madeId(await post(server, "/dashboard/requests/new/other", customerCookie, body));
  const id = query<{ id: string }>(server.databasePath, "select id from service_requests where request_number = ?", number)[0]!.id;
  const fileId = query<{ id: string }>(
    server.databasePath,
    "select f.id from uploaded_files f join service_messages m on m.id = f.owner_id where f.owner_type = 'service_message' and m.request_id = ?",
    id,
  )[0]!.id;
  return { number, id, fileId };
}
