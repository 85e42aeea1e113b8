/**
 * The webhook events of each kind of record (docs/integrations.md#webhooks), in one place: what
 * each payload says and the record key that keeps one record's deliveries in order. The domain
 * code that makes the change calls these inside its own transaction.
 */
import type { Kysely, Transaction } from "kysely";
import type { LeadForm } from "../../lib/inbox-paths.ts";
import type { Database } from "../db/schema.ts";
import { apiPaths } from "./api/paths.ts";
import { enqueueWebhookEvent } from "./webhook-events.ts";

type Trx = Kysely<Database> | Transaction<Database>;

const leadKey = (form: string, id: string) => `lead:${form}:${id}`;


/** A website form's submission arrived: lead.created, and claim.created for a claim. */
export async function leadCreatedEvents(trx: Trx, lead: { form: LeadForm; id: string; stage: string; ownerId: string | null; claimNumber?: string | null }, now: Date): Promise<void> {
  const data = { id: lead.id, form: lead.form, stage: lead.stage, owner_id: lead.ownerId, api_path: apiPaths.lead(lead.form, lead.id) };
  await enqueueWebhookEvent(trx, { type: "lead.created", recordKey: leadKey(lead.form, lead.id), data }, now);
  if (lead.form === "claims") {
    await enqueueWebhookEvent(trx, { type: "claim.created", recordKey: leadKey(lead.form, lead.id), data: { ...data, claim_number: lead.claimNumber ?? null } }, now);
  }
}

/** A lead's stage changed: lead.stage_changed, and lead.won when it reached Won. */
export async function leadStageEvents(trx: Trx, lead: { form: LeadForm; id: string; from: string; to: string; won?: { carrier: string; line: string; premiumCents: number } | null }, now: Date): Promise<void> {
  const base = { id: lead.id, form: lead.form, api_path: apiPaths.lead(lead.form, lead.id) };
  await enqueueWebhookEvent(trx, { type: "lead.stage_changed", recordKey: leadKey(lead.form, lead.id), data: { ...base, previous_stage: lead.from, stage: lead.to } }, now);
  if (lead.to === "won" && lead.won) {
    await enqueueWebhookEvent(
      trx,
      { type: "lead.won", recordKey: leadKey(lead.form, lead.id), data: { ...base, carrier: lead.won.carrier, line: lead.won.line, premium_cents: lead.won.premiumCents } },
      now,
    );
  }
}


/** A customer sent a service request. Its message is text the customer wrote: only for subscriptions that ask. */
export async function serviceRequestCreatedEvent(
  trx: Trx,
  request: { id: string; number: string; type: string; customerId: string; policyId: string | null; ownerId: string | null; message?: string | null },
  now: Date,
): Promise<void> {
  await enqueueWebhookEvent(
    trx,
    {
      type: "service_request.created",
      recordKey: `service_request:${request.id}`,
      data: { id: request.id, request_number: request.number, request_type: request.type, customer_id: request.customerId, policy_id: request.policyId, owner_id: request.ownerId, api_path: apiPaths.serviceRequest(request.id) },
      text: request.message === undefined ? undefined : { message: request.message },
    },
    now,
  );
}

/** A service request changed: its status, its owner, or a reply (by staff or the customer). */
export async function serviceRequestUpdatedEvent(
  trx: Trx,
  request: { id: string; number: string; change: "status" | "owner" | "staff_reply" | "customer_reply"; status: string; ownerId: string | null; message?: string | null },
  now: Date,
): Promise<void> {
  await enqueueWebhookEvent(
    trx,
    {
      type: "service_request.updated",
      recordKey: `service_request:${request.id}`,
      data: { id: request.id, request_number: request.number, change: request.change, status: request.status, owner_id: request.ownerId, api_path: apiPaths.serviceRequest(request.id) },
      text: request.message === undefined ? undefined : { message: request.message },
    },
    now,
  );
}

/** A policy was added (by staff or the book import). */
export async function policyCreatedEvent(trx: Trx, policy: { id: string; customerId: string; line: string; carrier: string; expirationDate: string; status: string }, now: Date): Promise<void> {
  await enqueueWebhookEvent(
    trx,
    {
      type: "policy.created",
      recordKey: `policy:${policy.id}`,
      data: { id: policy.id, customer_id: policy.customerId, line: policy.line, carrier: policy.carrier, expiration_date: policy.expirationDate, status: policy.status, api_path: apiPaths.policy(policy.id) },
    },
    now,
  );
}

/** A privacy request arrived: its reference, kind and due date; the requester's details stay in the back office. */
export async function privacyRequestCreatedEvent(trx: Trx, request: { id: string; reference: string; kind: string; dueAt: string }, now: Date): Promise<void> {
  await enqueueWebhookEvent(
    trx,
    {
      type: "privacy_request.created",
      recordKey: `privacy_request:${request.id}`,
      data: { id: request.id, reference: request.reference, kind: request.kind, due_at: request.dueAt, admin_path: `/admin/privacy-requests/${encodeURIComponent(request.id)}` },
    },
    now,
  );
}

/** An appointment booked or changed: when, which type, its status and member; who booked and why only for subscriptions that take what people typed. */
export async function bookingEvent(
  trx: Trx,
  type: "booking.created" | "booking.changed",
  booking: { id: string; typeSlug: string; startsAt: string; endsAt: string; status: string; userId: string; location: string; firstName: string; lastName: string; email: string; phone: string; topic: string },
  now: Date,
): Promise<void> {
  await enqueueWebhookEvent(
    trx,
    {
      type,
      recordKey: `booking:${booking.id}`,
      data: { id: booking.id, appointment_type: booking.typeSlug, starts_at: booking.startsAt, ends_at: booking.endsAt, status: booking.status, member_id: booking.userId, location: booking.location, admin_path: `/admin/calendar/bookings/${encodeURIComponent(booking.id)}` },
      text: { first_name: booking.firstName, last_name: booking.lastName, email: booking.email, phone: booking.phone, topic: booking.topic },
    },
    now,
  );
}
