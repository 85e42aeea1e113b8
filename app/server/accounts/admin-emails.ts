/**
 * ADMIN_EMAILS: the configured list of administrators' email addresses. A verified
 * account with one of these addresses gets the admin role when its email is
 * confirmed and each time it signs in (app/server/accounts/roles.ts).
 */
import { z } from "zod";

const oneEmail = z.email();

/** "A@x.com, b@y.com,," → ["a@x.com", "b@y.com"]: trimmed, lower-cased, empty entries and duplicates dropped. */
export function parseAdminEmails(value: string | undefined): string[] {
  if (!value) return [];
  const emails = value
    .split(/[,;\s]+/)
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  return [...new Set(emails)];
}

/** The entries of ADMIN_EMAILS that are not email addresses (for the environment check). */
export function invalidAdminEmails(value: string | undefined): string[] {
  return parseAdminEmails(value).filter((email) => !oneEmail.safeParse(email).success);
}

/** Whether `email` is configured as an administrator's (case-insensitive). */
export function isConfiguredAdmin(email: string, adminEmails: readonly string[]): boolean {
  return adminEmails.includes(email.trim().toLowerCase());
}
