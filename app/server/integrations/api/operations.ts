/**
 * Every operation of the REST API (docs/product.md#the-api), in one list: its method and path
 * under /api/v1, the route module that answers it (named in app/routes.ts), the scope its token
 * needs, its parameters, body and answer as zod schemas (schemas.ts), and the refusals it may
 * give. The route modules take their scope from here, the OpenAPI document is built from it
 * (openapi.ts), and a test compares it with app/routes.ts: a route the list does not describe,
 * or an operation no route answers, fails it.
 */
import { z } from "zod";
import type { ApiScope } from "../../../lib/integrations.ts";
import { leadForms } from "../../../lib/inbox-paths.ts";
import { pipelines } from "../../../lib/pipeline.ts";
import {
  apiCustomerDetailSchema,
  apiCustomerListQuery,
  apiCustomerPageSchema,
  apiFollowUpBody,
  apiLeadChangeSchema,
  apiLeadDetailSchema,
  apiLeadListQuery,
  apiLeadPageSchema,
  apiNoteBody,
  apiNoteCreatedSchema,
  apiOpenApiDocumentSchema,
  apiOwnerChangeBody,
  apiPersonSchema,
  apiPolicyListQuery,
  apiPolicyPageSchema,
  apiPolicySchema,
  apiServiceRequestListQuery,
  apiServiceRequestPageSchema,
  apiServiceRequestSchema,
  apiStageChangeBody,
} from "./schemas.ts";

/** The refusals an operation may give (each documented once, as a component). */
export type ApiErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429;

export interface ApiOperation {
  method: "get" | "post";
  /** Under /api/v1, with OpenAPI's {parameters}. */
  path: string;
  /** The route module, as app/routes.ts names it. */
  module: string;
  /** The token's scope; null: no token needed. */
  scope: ApiScope | null;
  tag: string;
  summary: string;
  description: string;
  pathParams?: Record<string, z.ZodType>;
  query?: z.ZodObject;
  body?: z.ZodType;
  answer: z.ZodType;
  status: 200 | 201;
  errors: readonly ApiErrorStatus[];
}

const leadParams = { form: z.enum(leadForms).describe("The lead's form."), id: z.string().describe("The lead's id.") };
const idParam = (what: string) => ({ id: z.string().describe(`The ${what}'s id.`) });

const readErrors = [401, 403, 429] as const;
const listErrors = [...readErrors, 422] as const;
const oneErrors = [...readErrors, 404] as const;
const writeErrors = [400, 401, 403, 404, 413, 422, 429] as const;

const stagesByForm = leadForms.map((form) => `${form}: ${pipelines[form].filter((s) => !s.legacy).map((s) => s.code).join(", ")}`).join("; ");

const paging = "Ordered by created_at, then id, ascending; follow `next_cursor` until it is null. Rows added meanwhile come after the ones already listed.";

export const apiOperations = {
  listLeads: {
    method: "get",
    path: "/leads",
    module: "routes/machine/api-v1-leads.ts",
    scope: "leads:read",
    tag: "Leads",
    summary: "List leads of every form",
    description:
      "Leads of every website form, filtered as the back office's inbox filters them. Ordered by created_at, then form, then id, ascending; follow `next_cursor` until it is null: each lead appears exactly once, and leads that arrive meanwhile come at the end. Files are never included.",
    query: apiLeadListQuery,
    answer: apiLeadPageSchema,
    status: 200,
    errors: listErrors,
  },
  getLead: {
    method: "get",
    path: "/leads/{form}/{id}",
    module: "routes/machine/api-v1-lead.ts",
    scope: "leads:read",
    tag: "Leads",
    summary: "One lead with its notes and its person's other records",
    description: "The lead, its internal notes, its uploaded files by name and size (never their contents), and the other records of the person it is linked to.",
    pathParams: leadParams,
    answer: apiLeadDetailSchema,
    status: 200,
    errors: oneErrors,
  },
  changeLeadStage: {
    method: "post",
    path: "/leads/{form}/{id}/stage",
    module: "routes/machine/api-v1-lead-stage.ts",
    scope: "leads:write",
    tag: "Leads",
    summary: "Move a lead to another stage",
    description: `Validated as the back office's stage form is. Each form's stages: ${stagesByForm}. A stage the form has not, or one it cannot move to, is a 409.`,
    pathParams: leadParams,
    body: apiStageChangeBody,
    answer: apiLeadChangeSchema,
    status: 200,
    errors: [...writeErrors, 409],
  },
  assignLead: {
    method: "post",
    path: "/leads/{form}/{id}/owner",
    module: "routes/machine/api-v1-lead-owner.ts",
    scope: "leads:write",
    tag: "Leads",
    summary: "Give a lead to a team member, or to nobody",
    description: "Only an active team member can own leads (422 otherwise).",
    pathParams: leadParams,
    body: apiOwnerChangeBody,
    answer: apiLeadChangeSchema,
    status: 200,
    errors: writeErrors,
  },
  setLeadFollowUp: {
    method: "post",
    path: "/leads/{form}/{id}/follow-up",
    module: "routes/machine/api-v1-lead-follow-up.ts",
    scope: "leads:write",
    tag: "Leads",
    summary: "Set or clear a lead's next follow-up",
    description: "Kept to the minute; not in the past, not more than a year ahead. A lead in a final stage takes no follow-up (409).",
    pathParams: leadParams,
    body: apiFollowUpBody,
    answer: apiLeadChangeSchema,
    status: 200,
    errors: [...writeErrors, 409],
  },
  addLeadNote: {
    method: "post",
    path: "/leads/{form}/{id}/notes",
    module: "routes/machine/api-v1-lead-notes.ts",
    scope: "notes:write",
    tag: "Leads",
    summary: "Add an internal note to a lead",
    description: "The note's author reads as the token's name.",
    pathParams: leadParams,
    body: apiNoteBody,
    answer: apiNoteCreatedSchema,
    status: 201,
    errors: writeErrors,
  },
  getPerson: {
    method: "get",
    path: "/people/{id}",
    module: "routes/machine/api-v1-person.ts",
    scope: "leads:read",
    tag: "Leads",
    summary: "A person's records across forms",
    description: "Every form's leads linked to the person (by email or phone).",
    pathParams: idParam("person"),
    answer: apiPersonSchema,
    status: 200,
    errors: oneErrors,
  },
  listCustomers: {
    method: "get",
    path: "/customers",
    module: "routes/machine/api-v1-customers.ts",
    scope: "customers:read",
    tag: "Customers and policies",
    summary: "List customers",
    description: paging,
    query: apiCustomerListQuery,
    answer: apiCustomerPageSchema,
    status: 200,
    errors: listErrors,
  },
  getCustomer: {
    method: "get",
    path: "/customers/{id}",
    module: "routes/machine/api-v1-customer.ts",
    scope: "customers:read",
    tag: "Customers and policies",
    summary: "One customer with its policies' ids",
    description: "The customer's record and the ids of its policies.",
    pathParams: idParam("customer"),
    answer: apiCustomerDetailSchema,
    status: 200,
    errors: oneErrors,
  },
  listPolicies: {
    method: "get",
    path: "/policies",
    module: "routes/machine/api-v1-policies.ts",
    scope: "customers:read",
    tag: "Customers and policies",
    summary: "List policies with their vehicles and drivers",
    description: paging,
    query: apiPolicyListQuery,
    answer: apiPolicyPageSchema,
    status: 200,
    errors: listErrors,
  },
  getPolicy: {
    method: "get",
    path: "/policies/{id}",
    module: "routes/machine/api-v1-policy.ts",
    scope: "customers:read",
    tag: "Customers and policies",
    summary: "One policy with its vehicles and drivers",
    description: "The policy, its vehicles and its drivers.",
    pathParams: idParam("policy"),
    answer: apiPolicySchema,
    status: 200,
    errors: oneErrors,
  },
  listServiceRequests: {
    method: "get",
    path: "/service-requests",
    module: "routes/machine/api-v1-service-requests.ts",
    scope: "service_requests:read",
    tag: "Service requests",
    summary: "List service requests with their messages",
    description: `${paging} Attachments are listed by name only.`,
    query: apiServiceRequestListQuery,
    answer: apiServiceRequestPageSchema,
    status: 200,
    errors: listErrors,
  },
  getServiceRequest: {
    method: "get",
    path: "/service-requests/{id}",
    module: "routes/machine/api-v1-service-request.ts",
    scope: "service_requests:read",
    tag: "Service requests",
    summary: "One service request with its messages",
    description: "The request, its fields and its thread; attachments by name only.",
    pathParams: idParam("service request"),
    answer: apiServiceRequestSchema,
    status: 200,
    errors: oneErrors,
  },
  getOpenApiDocument: {
    method: "get",
    path: "/openapi.json",
    module: "routes/machine/api-v1-openapi.ts",
    scope: null,
    tag: "This document",
    summary: "This OpenAPI document",
    description: "The API described in OpenAPI 3.1. No token needed.",
    answer: apiOpenApiDocumentSchema,
    status: 200,
    errors: [],
  },
} as const satisfies Record<string, ApiOperation>;

export type ApiOperationId = keyof typeof apiOperations;
