/**
 * Where each record lives in the API (docs/product.md#the-api): one place for the links the
 * answers carry and for webhook payloads' `api_path`.
 */
import type { LeadForm } from "../../../lib/inbox-paths.ts";

export const API_BASE_PATH = "/api/v1";

const segment = (id: string) => encodeURIComponent(id);

export const apiPaths = {
  lead: (form: LeadForm, id: string) => `${API_BASE_PATH}/leads/${form}/${segment(id)}`,
  person: (id: string) => `${API_BASE_PATH}/people/${segment(id)}`,
  customer: (id: string) => `${API_BASE_PATH}/customers/${segment(id)}`,
  policy: (id: string) => `${API_BASE_PATH}/policies/${segment(id)}`,
  serviceRequest: (id: string) => `${API_BASE_PATH}/service-requests/${segment(id)}`,
};

/** An absolute address of a path, on the site's public address. */
export function apiUrl(publicUrl: string, path: string): string {
  return new URL(path, publicUrl).toString();
}
