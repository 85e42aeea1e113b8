/**
 * The back office's sections, in the order of its navigation: one entry each (adding a
 * section is adding a line here). The current section is found from the URL, so pages do
 * not have to say where they are.
 */
import { BarChart3, CalendarClock, CalendarCog, CalendarDays, Car, ClipboardCheck, ClipboardList, ContactRound, FileSignature, FileText, Inbox, LifeBuoy, ListTodo, Mail, Megaphone, MessageCircleQuestion, MessageSquare, Newspaper, Plug, ScrollText, Settings, ShieldCheck, ThumbsUp, UserRound, UserSearch, Users } from "lucide-react";
import { BOOKING_ADMIN_PATH, CALENDAR_ADMIN_PATH } from "../../lib/booking.ts";
import { HELP_QUESTIONS_ADMIN_PATH } from "../../lib/help-questions.ts";
import { inboxPath, type LeadForm } from "../../lib/inbox-paths.ts";
import { PERSON_DATA_PATH, PRIVACY_REQUESTS_ADMIN_PATH } from "../../lib/privacy-requests.ts";
import { SURVEYS_ADMIN_PATH } from "../../lib/surveys.ts";

export type AdminSection =
  | "my-work"
  | "calendar"
  | "quotes"
  | "claims"
  | "applications"
  | "pay-per-mile"
  | "coverage-reviews"
  | "messages"
  | "service-requests"
  | "customers"
  | "renewals"
  | "signing"
  | "help-questions"
  | "privacy-requests"
  | "people"
  | "reports"
  | "campaigns"
  | "surveys"
  | "blog"
  | "users"
  | "settings"
  | "integrations"
  | "booking"
  | "profile"
  | "outbox"
  | "audit";

/** The navigation's parts: the daily work, the admins' tools, and the person's own account. */
export type SectionGroup = "work" | "manage" | "account";

export interface BackOfficeSection {
  key: AdminSection;
  label: string;
  href: string;
  Icon: typeof Inbox;
  group: SectionGroup;
  /** "admin": shown to admins only (the pages themselves check the role on the server). */
  audience: "team" | "admin";
  /** An inbox: its item shows the person's unread count. */
  unreadOf?: LeadForm;
}

export const backOfficeSections: readonly BackOfficeSection[] = [
  { key: "my-work", label: "My work", href: "/admin/my-work", Icon: ListTodo, group: "work", audience: "team" },
  { key: "calendar", label: "Calendar", href: CALENDAR_ADMIN_PATH, Icon: CalendarDays, group: "work", audience: "team" },
  { key: "quotes", label: "Quote Requests", href: inboxPath("quotes"), Icon: Inbox, group: "work", audience: "team", unreadOf: "quotes" },
  { key: "claims", label: "Claims", href: inboxPath("claims"), Icon: ClipboardList, group: "work", audience: "team", unreadOf: "claims" },
  { key: "applications", label: "Job Applications", href: inboxPath("applications"), Icon: FileText, group: "work", audience: "team", unreadOf: "applications" },
  { key: "pay-per-mile", label: "Pay-per-mile", href: inboxPath("pay-per-mile"), Icon: Car, group: "work", audience: "team", unreadOf: "pay-per-mile" },
  { key: "coverage-reviews", label: "Coverage Reviews", href: inboxPath("coverage-reviews"), Icon: ClipboardCheck, group: "work", audience: "team", unreadOf: "coverage-reviews" },
  { key: "messages", label: "Messages", href: inboxPath("messages"), Icon: MessageSquare, group: "work", audience: "team", unreadOf: "messages" },
  { key: "service-requests", label: "Service requests", href: "/admin/service-requests", Icon: LifeBuoy, group: "work", audience: "team" },
  { key: "customers", label: "Customers & policies", href: "/admin/customers", Icon: ContactRound, group: "work", audience: "team" },
  { key: "renewals", label: "Renewals", href: "/admin/renewals", Icon: CalendarClock, group: "work", audience: "team" },
  { key: "signing", label: "Out for signature", href: "/admin/signing", Icon: FileSignature, group: "work", audience: "team" },
  { key: "help-questions", label: "Visitors' questions", href: HELP_QUESTIONS_ADMIN_PATH, Icon: MessageCircleQuestion, group: "work", audience: "team" },
  { key: "privacy-requests", label: "Privacy requests", href: PRIVACY_REQUESTS_ADMIN_PATH, Icon: ShieldCheck, group: "manage", audience: "admin" },
  { key: "people", label: "A person's data", href: PERSON_DATA_PATH, Icon: UserSearch, group: "manage", audience: "admin" },
  { key: "reports", label: "Reports", href: "/admin/reports", Icon: BarChart3, group: "manage", audience: "admin" },
  { key: "campaigns", label: "Campaigns", href: "/admin/campaigns", Icon: Megaphone, group: "manage", audience: "admin" },
  { key: "surveys", label: "Surveys", href: SURVEYS_ADMIN_PATH, Icon: ThumbsUp, group: "manage", audience: "admin" },
  { key: "blog", label: "Blog", href: "/blog-manager", Icon: Newspaper, group: "manage", audience: "admin" },
  { key: "users", label: "Users", href: "/admin/users", Icon: Users, group: "manage", audience: "admin" },
  { key: "settings", label: "Settings", href: "/admin/settings", Icon: Settings, group: "manage", audience: "admin" },
  { key: "integrations", label: "Integrations", href: "/admin/integrations", Icon: Plug, group: "manage", audience: "admin" },
  { key: "booking", label: "Booking", href: BOOKING_ADMIN_PATH, Icon: CalendarCog, group: "manage", audience: "admin" },
  { key: "outbox", label: "Email Outbox", href: "/admin/outbox", Icon: Mail, group: "manage", audience: "admin" },
  { key: "audit", label: "Audit Log", href: "/admin/audit", Icon: ScrollText, group: "manage", audience: "admin" },
  { key: "profile", label: "Profile", href: "/admin/profile", Icon: UserRound, group: "account", audience: "team" },
];

export const sectionGroupLabels: Record<SectionGroup, string> = { work: "Work", manage: "Manage", account: "Account" };

/** The sections a person with this role sees. */
export function sectionsFor(role: "staff" | "admin"): BackOfficeSection[] {
  return backOfficeSections.filter((s) => s.audience === "team" || role === "admin");
}

/** The section a path belongs to: the one whose address is the path or a folder above it. */
export function currentSection(pathname: string): AdminSection | null {
  const path = pathname.replace(/\/+$/, "");
  let best: BackOfficeSection | null = null;
  for (const section of backOfficeSections) {
    if ((path === section.href || path.startsWith(`${section.href}/`)) && section.href.length > (best?.href.length ?? 0)) best = section;
  }
  return best?.key ?? null;
}
