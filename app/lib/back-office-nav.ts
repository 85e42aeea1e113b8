/**
 * What the back office's layout shows on every page, as its loader sends it
 * (app/server/back-office/load-back-office-nav.ts) and the header and navigation read it
 * (app/components/admin/BackOfficeShell.tsx).
 */
import type { LeadForm } from "./inbox-paths.ts";

export interface BackOfficeNav {
  person: {
    /** The account's name, or its email while it has none. */
    displayName: string;
    email: string;
    role: "staff" | "admin";
  };
  /** Per inbox, the unread badge's text: "7", "99+", or null when nothing is unread. */
  unread: Record<LeadForm, string | null>;
}
