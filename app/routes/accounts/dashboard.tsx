import {
  CalendarClock,
  Car,
  ClipboardCheck,
  ClipboardList,
  ContactRound,
  CreditCard,
  FileText,
  FolderOpen,
  Inbox,
  KeyRound,
  LifeBuoy,
  ListChecks,
  Lock,
  LogOut,
  PenLine,
  Mail,
  MessageSquare,
  Newspaper,
  Phone,
  ScrollText,
  ShieldCheck,
  UserCog,
  Users,
} from "lucide-react";
import { Form, Link, redirect } from "react-router";
import type { Route } from "./+types/dashboard";
import { ButtonLink } from "../../components/ButtonLink.tsx";
import { ExternalLink } from "../../components/customer-portal/ExternalLink.tsx";
import { NotLinkedNotice } from "../../components/customer-portal/NotLinkedNotice.tsx";
import { useAgency, useLocale, useLocalHref, useT } from "../../components/use-site.ts";
import { BOOK_COUNT_LIMIT } from "../../lib/book-counts.ts";
import { claimStatusIn, claimTypeIn, documentTypeIn, policyLineIn } from "../../lib/customer-labels.ts";
import { translatorFor } from "../../lib/i18n/i18n.ts";
import { INTL_LOCALE, localeOfPath } from "../../lib/i18n/locale.ts";
import { formatCappedCount, formatDate } from "../../lib/format.ts";
import { inboxPath, type LeadForm } from "../../lib/inbox-paths.ts";
import { leadFormInfo } from "../../lib/lead-forms.ts";
import { renewalWindows } from "../../lib/renewals.ts";
import { SECOND_FACTOR_ENROL_PATH } from "../../lib/sign-in-next.ts";
import { getCurrentUser } from "../../http/session.ts";
import { isTeamRole } from "../../server/accounts/roles.ts";
import { dashboardCounts } from "../../server/back-office/dashboard-counts.ts";
import { loadCustomerDashboard } from "../../server/customer-portal/customer-dashboard.ts";
import { listMySigningDocuments } from "../../server/signing/signer-page.ts";
import type { CustomerSigningItem } from "../../server/signing/signing-lists.ts";
import { servicesOf } from "../../http/context.ts";

// No React bundle: the dashboards are links and a sign-out form, which need no JavaScript
// (the page loads faster, and the server skips serialising its data for hydration).
// /es/dashboard is the customer's dashboard in Spanish (and the sign-in prompt); the team's
// dashboards are English only, so staff and admins who open it are sent to /dashboard.

export async function loader({ context, url }: Route.LoaderArgs) {
  const user = await getCurrentUser(context);
  if (!user) return { user: null, counts: null, portal: null };
  const { db } = servicesOf(context);
  const who = { email: user.email, role: user.role };
  // The team's tiles show what needs attention; a customer's show their own book and claims.
  if (isTeamRole(user.role)) {
    // The team reaches nothing of the back office before setting up a second factor (app/http/guards.ts).
    if (!user.twoFactorEnabled) throw redirect(SECOND_FACTOR_ENROL_PATH);
    if (localeOfPath(url.pathname) !== "en") throw redirect("/dashboard");
    return { user: who, counts: await dashboardCounts(db), portal: null };
  }
  // A document to sign that could not be opened (another's, or closed) comes back here with why.
  const signingRefused = url.searchParams.has("signing");
  return { user: who, counts: null, portal: await loadCustomerDashboard(db, user.id), signing: await listMySigningDocuments(db, user.id), signingRefused };
}

const headings = { admin: "Admin Dashboard", staff: "Team Dashboard", customer: "My Dashboard" } as const;

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const t = translatorFor(localeOfPath(location.pathname));
  const role = loaderData?.user?.role;
  return [
    { title: role === "customer" ? t("customer.myDashboard") : role ? headings[role] : t("customer.dashboard.title") },
    { name: "robots", content: "noindex" },
  ];
};

/** One area of a customer's account: an icon, a name, what it is for, and what is there now. */
function Tile({ icon, title, description, children }: { icon: React.ReactNode; title: string; description: string; children: React.ReactNode }) {
  return (
    <li className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <span className="flex h-12 w-12 items-center justify-center rounded-lg bg-navy-50 text-navy-800">{icon}</span>
      <h2 className="mt-4 text-lg font-semibold text-navy-900">{title}</h2>
      <p className="mt-1 text-slate-700">{description}</p>
      <div className="mt-4 flex flex-1 flex-col justify-end gap-3">{children}</div>
    </li>
  );
}

function SignOutButton() {
  const t = useT();
  // A full page load: the home page then comes from the static files, as for any visitor. The
  // visitor lands on the home page of the language they were reading.
  return (
    <Form method="post" action="/logout" reloadDocument>
      <input type="hidden" name="locale" value={useLocale()} />
      <button
        type="submit"
        className="inline-flex min-h-11 items-center justify-center gap-2 rounded-md border-2 border-white px-5 py-2.5 font-semibold text-white hover:bg-white/10"
      >
        <LogOut aria-hidden="true" className="h-5 w-5" />
        {t("customer.dashboard.signOut")}
      </button>
    </Form>
  );
}

function DashboardHeader({ heading, email, role }: { heading: string; email: string; role: string }) {
  const t = useT();
  return (
    <div className="bg-navy-900 text-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10 sm:px-6 md:flex-row md:items-end md:justify-between lg:px-8">
        <div className="min-w-0">
          <p className="text-sm font-semibold uppercase tracking-wider text-gold-300">{role}</p>
          <h1 className="mt-1 text-3xl font-bold sm:text-4xl">{heading}</h1>
          <p className="mt-2 text-lg text-slate-100">
            {t("customer.dashboard.welcome")} <span className="break-all font-semibold">{email}</span>
          </p>
        </div>
        <SignOutButton />
      </div>
    </div>
  );
}

const linkClass = "inline-flex items-center gap-1.5 font-semibold text-navy-800 underline hover:text-navy-950";

type Portal = NonNullable<Route.ComponentProps["loaderData"]["portal"]>;
type CustomerClaims = Portal["claims"];
type Book = NonNullable<Portal["book"]>;

/** How many claims the Claims tile lists before "View all". */
const TILE_CLAIMS = 3;

function ClaimsTileList({ claims }: { claims: CustomerClaims }) {
  const t = useT();
  const locale = useLocale();
  const localHref = useLocalHref();
  if (!claims.length) {
    return (
      <p className="text-slate-700">
        {t("customer.dashboard.noClaims")}{" "}
        <Link to={localHref("/submit-claim")} className={linkClass}>
          {t("customer.dashboard.submitClaim")}
        </Link>
      </p>
    );
  }
  return (
    <>
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
        {claims.slice(0, TILE_CLAIMS).map((claim) => (
          <li key={claim.claimNumber} className="px-3 py-2">
            <Link to={localHref(`/dashboard/claims/${claim.claimNumber}`)} className="font-mono text-sm font-semibold text-navy-800 underline">
              {claim.claimNumber}
            </Link>
            <p className="text-sm text-slate-700">
              {claimTypeIn(locale, claim.claimType)} · <span className="font-medium text-navy-900">{claimStatusIn(locale, claim.status)}</span>
            </p>
          </li>
        ))}
      </ul>
      <p>
        <Link to={localHref("/dashboard/claims")} className={linkClass}>
          {claims.length > TILE_CLAIMS ? t("customer.dashboard.viewAllClaims", { n: claims.length }) : t("customer.dashboard.viewClaims")}
        </Link>
      </p>
    </>
  );
}

/** What a tile says while the account has no customer record (the notice above the tiles says why). */
function NotLinkedYet() {
  const t = useT();
  return <p className="text-slate-700">{t("customer.dashboard.notLinkedYet")}</p>;
}

/** A count as the page's language writes it ("1,234"). */
function useCount(): (n: number) => string {
  const locale = useLocale();
  return (n) => n.toLocaleString(INTL_LOCALE[locale]);
}

function PoliciesTile({ book }: { book: Book | null }) {
  const t = useT();
  const locale = useLocale();
  const localHref = useLocalHref();
  const count = useCount();
  const next = book?.nextExpiration;
  return (
    <Tile icon={<FileText aria-hidden="true" className="h-6 w-6" />} title={t("customer.dashboard.policiesTitle")} description={t("customer.dashboard.policiesText")}>
      {book ? (
        <>
          <p className="text-slate-800">
            <span className="text-2xl font-bold text-navy-900">{count(book.policiesInForce)}</span>{" "}
            {t("customer.dashboard.policiesInForce", { count: book.policiesInForce })}
          </p>
          {next ? (
            <p className="text-sm text-slate-700">
              {t("customer.dashboard.nextExpiration")} <span className="font-semibold text-navy-900">{formatDate(next.date, undefined, locale)}</span> (
              {policyLineIn(locale, next.line)}, {next.carrier})
            </p>
          ) : null}
          <p>
            <Link to={localHref("/dashboard/policies")} className={linkClass}>
              {t("customer.dashboard.viewPolicies")}
            </Link>
          </p>
        </>
      ) : (
        <NotLinkedYet />
      )}
    </Tile>
  );
}

function DocumentsTile({ book }: { book: Book | null }) {
  const t = useT();
  const locale = useLocale();
  const localHref = useLocalHref();
  const count = useCount();
  return (
    <Tile icon={<FolderOpen aria-hidden="true" className="h-6 w-6" />} title={t("customer.dashboard.documentsTitle")} description={t("customer.dashboard.documentsText")}>
      {book ? (
        <>
          {book.latestDocuments.length ? (
            <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
              {book.latestDocuments.map((document) => (
                <li key={document.id} className="px-3 py-2">
                  <a href={localHref(`/dashboard/documents/${encodeURIComponent(document.id)}`)} className="break-words text-sm font-semibold text-navy-800 underline">
                    {document.title}
                  </a>
                  <p className="text-sm text-slate-700">{documentTypeIn(locale, document.docType)}</p>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-slate-700">{t("customer.dashboard.noDocuments")}</p>
          )}
          <p>
            <Link to={localHref("/dashboard/documents")} className={linkClass}>
              {book.documentCount > book.latestDocuments.length
                ? t("customer.dashboard.viewAllDocuments", { count: book.documentCount, n: count(book.documentCount) })
                : t("customer.dashboard.viewDocuments")}
            </Link>
          </p>
        </>
      ) : (
        <NotLinkedYet />
      )}
    </Tile>
  );
}

function RequestsTile({ book }: { book: Book | null }) {
  const t = useT();
  const localHref = useLocalHref();
  const count = useCount();
  return (
    <Tile icon={<LifeBuoy aria-hidden="true" className="h-6 w-6" />} title={t("customer.dashboard.requestsTitle")} description={t("customer.dashboard.requestsText")}>
      {book ? (
        <>
          <p className="text-slate-800">
            <span className="text-2xl font-bold text-navy-900">{count(book.openRequests)}</span> {t("customer.dashboard.openRequests", { count: book.openRequests })}
          </p>
          <p className="flex flex-wrap gap-x-4 gap-y-2">
            <Link to={localHref("/dashboard/requests/new")} className={linkClass}>
              {t("customer.dashboard.requestChange")}
            </Link>
            <Link to={localHref("/dashboard/requests")} className={linkClass}>
              {t("customer.dashboard.viewRequests")}
            </Link>
          </p>
        </>
      ) : (
        <NotLinkedYet />
      )}
    </Tile>
  );
}

type SigningItems = CustomerSigningItem[];

const signingStatusKey = (item: SigningItems[number]) => (item.status === "sent" ? item.signerStatus : item.status);

/**
 * Documents out for signature to this customer: each with its status in words, and a button
 * (a POST: it makes a fresh personal link) to sign the one waiting for them.
 */
function SigningTile({ items, refused }: { items: SigningItems; refused: boolean }) {
  const t = useT();
  const locale = useLocale();
  const localHref = useLocalHref();
  return (
    <li id="documents-to-sign" className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:col-span-2 xl:col-span-3">
      <span className="flex h-12 w-12 items-center justify-center rounded-lg bg-navy-50 text-navy-800">
        <PenLine aria-hidden="true" className="h-6 w-6" />
      </span>
      <h2 className="mt-4 text-lg font-semibold text-navy-900">{t("signer.dashboard.title")}</h2>
      <p className="mt-1 text-slate-700">{t("signer.dashboard.text")}</p>
      {refused ? (
        <p role="alert" className="mt-3 rounded-md border border-red-800 bg-red-50 px-3 py-2 font-medium text-red-900">
          {t("signer.dashboard.notOpen")}
        </p>
      ) : null}
      {items.length ? (
        <ul className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200">
          {items.map((item) => (
            <li key={item.documentId} className="flex flex-col gap-2 px-3 py-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <p className="break-words font-semibold text-navy-900">{item.title}</p>
                <p className="text-sm text-slate-700">
                  <span className="font-mono">{item.reference}</span> · <span className="font-medium text-navy-900">{t(`signer.dashboard.status.${signingStatusKey(item) as "sent"}`)}</span>
                  {item.status === "sent" && item.signerStatus === "sent" && item.expiresAt ? <> · {t("signer.dashboard.signBy", { date: formatDate(item.expiresAt, undefined, locale) })}</> : null}
                </p>
              </div>
              {item.status === "sent" && item.signerStatus === "sent" ? (
                <Form method="post" action={localHref(`/dashboard/signing/${encodeURIComponent(item.documentId)}`)} reloadDocument>
                  <button
                    type="submit"
                    className="inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-navy-800 px-5 py-2.5 font-semibold text-white hover:bg-navy-900"
                  >
                    <PenLine aria-hidden="true" className="h-5 w-5" />
                    {t("signer.dashboard.openShort")}
                    <span className="sr-only">: {item.title}</span>
                  </button>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 text-slate-700">{t("signer.dashboard.none")}</p>
      )}
    </li>
  );
}

function CustomerDashboard({ email, portal, signing, signingRefused }: { email: string; portal: Portal; signing: SigningItems; signingRefused: boolean }) {
  const agency = useAgency();
  const t = useT();
  const localHref = useLocalHref();
  const { book } = portal;
  return (
    <>
      <DashboardHeader heading={t("customer.myDashboard")} email={email} role={t("customer.dashboard.account")} />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <p className="max-w-3xl text-lg text-slate-700">
          {t("customer.dashboard.introStart", { agency: agency.name })}
          {portal.customerName ? (
            <>
              {t("customer.dashboard.introFor")}
              <span className="font-semibold text-navy-900">{portal.customerName}</span>
            </>
          ) : null}
          {t("customer.dashboard.introEnd")}
        </p>
        {book ? null : <NotLinkedNotice verified={portal.verified} className="mt-6 max-w-3xl" />}
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
          {signing.length || signingRefused ? <SigningTile items={signing} refused={signingRefused} /> : null}
          <PoliciesTile book={book} />
          <DocumentsTile book={book} />
          <Tile icon={<ClipboardList aria-hidden="true" className="h-6 w-6" />} title={t("customer.dashboard.claimsTitle")} description={t("customer.dashboard.claimsText")}>
            <ClaimsTileList claims={portal.claims} />
          </Tile>
          <Tile icon={<CreditCard aria-hidden="true" className="h-6 w-6" />} title={t("customer.dashboard.paymentsTitle")} description={t("customer.dashboard.paymentsText")}>
            <p>
              <Link to={localHref("/dashboard/payments")} className={linkClass}>
                {t("customer.dashboard.howToPay")}
              </Link>
            </p>
            <p>
              <ExternalLink href={agency.paymentPortalUrl} className={linkClass}>
                {t("customer.dashboard.makePayment")}
              </ExternalLink>
            </p>
          </Tile>
          <RequestsTile book={book} />
          <Tile icon={<ShieldCheck aria-hidden="true" className="h-6 w-6" />} title={t("customer.dashboard.privacyTitle")} description={t("customer.dashboard.privacyText")}>
            <p>
              <Link to={localHref("/privacy-notice")} className={linkClass}>
                {t("customer.dashboard.privacyNotice")}
              </Link>
            </p>
            <p>
              <Link to={localHref("/privacy/request")} className={linkClass}>
                {t("customer.dashboard.privacyRequest")}
              </Link>
            </p>
          </Tile>
          <Tile icon={<KeyRound aria-hidden="true" className="h-6 w-6" />} title={t("security.tile.title")} description={t("security.tile.text")}>
            <p>
              <Link to={localHref("/dashboard/security")} className={linkClass}>
                {t("security.tile.link")}
              </Link>
            </p>
          </Tile>
        </ul>
        <HelpStrip />
      </div>
    </>
  );
}

type Counts = NonNullable<Route.ComponentProps["loaderData"]["counts"]>;

/**
 * A back-office area: the whole card is one link (its title), with the number that
 * needs attention in large type. Meaning never rests on colour: the number has its words.
 */
function CountTile({
  icon,
  title,
  href,
  description,
  count,
  countLabel,
  note,
}: {
  icon: React.ReactNode;
  title: string;
  href: string;
  description: string;
  /** The number that needs attention (new records, failed emails). */
  count?: number;
  /** What the number counts, e.g. "new". */
  countLabel?: string;
  /** A second, smaller line under the number. */
  note?: string;
}) {
  const attention = !!count;
  return (
    <li className="group relative flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-gold-400 hover:border-navy-700 hover:shadow-md">
      <div className="flex items-start justify-between gap-3">
        <span className="flex h-12 w-12 items-center justify-center rounded-lg bg-navy-50 text-navy-800">{icon}</span>
        {count !== undefined ? (
          <p className={`rounded-lg px-3 py-1 text-right ${attention ? "bg-gold-300 text-navy-950" : "bg-slate-100 text-slate-700"}`}>
            <span className="text-2xl font-bold leading-none">{formatCappedCount(count)}</span> <span className="text-sm font-semibold">{countLabel}</span>
          </p>
        ) : null}
      </div>
      <h3 className="mt-4 text-lg font-semibold text-navy-900">
        <Link to={href} className="after:absolute after:inset-0 after:rounded-xl focus:outline-none group-hover:underline">
          {title}
        </Link>
      </h3>
      <p className="mt-1 flex-1 text-slate-700">{description}</p>
      {note ? <p className="mt-2 text-sm font-medium text-slate-700">{note}</p> : null}
    </li>
  );
}

const inboxIcons: Record<LeadForm, typeof Inbox> = { quotes: Inbox, claims: ClipboardList, applications: FileText, "pay-per-mile": Car, "coverage-reviews": ClipboardCheck, messages: MessageSquare };

/** Where a team member starts: their own follow-ups and leads, and their profile. */
function YourWork() {
  return (
    <section aria-labelledby="work-heading">
      <h2 id="work-heading" className="text-xl font-bold text-navy-900">Your work</h2>
      <ul className="mt-4 grid gap-5 sm:grid-cols-2 xl:grid-cols-4">
        <CountTile
          icon={<ListChecks aria-hidden="true" className="h-6 w-6" />}
          title="My work"
          href="/admin/my-work"
          description="The leads assigned to you and the follow-ups that are due."
        />
        <CountTile
          icon={<UserCog aria-hidden="true" className="h-6 w-6" />}
          title="My profile"
          href="/admin/profile"
          description="Your display name, direct phone and email signature."
        />
        <CountTile
          icon={<KeyRound aria-hidden="true" className="h-6 w-6" />}
          title="Security"
          href="/dashboard/security"
          description="Where your account is signed in; sign out a device you do not recognise."
        />
      </ul>
    </section>
  );
}

/** One tile per lead inbox with its count of new submissions. */
function LeadInboxes({ counts }: { counts: Counts }) {
  return (
    <section aria-labelledby="inbox-heading" className="mt-10">
      <h2 id="inbox-heading" className="text-xl font-bold text-navy-900">Lead inbox</h2>
      <ul className="mt-4 grid gap-5 sm:grid-cols-2 xl:grid-cols-4">
        {(Object.keys(inboxIcons) as LeadForm[]).map((form) => {
          const Icon = inboxIcons[form];
          return (
            <CountTile
              key={form}
              icon={<Icon aria-hidden="true" className="h-6 w-6" />}
              title={leadFormInfo[form].title}
              href={inboxPath(form)}
              description={leadFormInfo[form].description}
              count={counts.newLeads[form]}
              countLabel="new"
            />
          );
        })}
      </ul>
    </section>
  );
}

/** The service center's work: open requests, renewals due, the book of customers and policies. */
function ServiceCenter({ counts }: { counts: Counts }) {
  const bookCount = (n: number, one: string, many: string) => `${formatCappedCount(n, BOOK_COUNT_LIMIT)} ${n === 1 ? one : many}`;
  const book = `${bookCount(counts.customers, "customer", "customers")} and ${bookCount(counts.policies, "policy", "policies")} on file.`;
  return (
    <section aria-labelledby="service-heading" className="mt-10">
      <h2 id="service-heading" className="text-xl font-bold text-navy-900">Service center</h2>
      <ul className="mt-4 grid gap-5 sm:grid-cols-2 xl:grid-cols-4">
        <CountTile
          icon={<LifeBuoy aria-hidden="true" className="h-6 w-6" />}
          title="Service requests"
          href="/admin/service-requests"
          description="Customers' requests for ID cards, certificates and policy changes, with their threads."
          count={counts.openServiceRequests}
          countLabel="open"
        />
        <CountTile
          icon={<CalendarClock aria-hidden="true" className="h-6 w-6" />}
          title="Renewals"
          href="/admin/renewals"
          description={`Policies in force or pending that expire in the next ${renewalWindows[0]} days.`}
          count={counts.renewalsDue}
          countLabel="due"
        />
        <CountTile
          icon={<ContactRound aria-hidden="true" className="h-6 w-6" />}
          title="Policy Management"
          href="/admin/customers"
          description="Each customer's book: policies, vehicles, drivers and documents; import from CSV."
          note={book}
        />
      </ul>
    </section>
  );
}

/** Staff (agents and CSRs): their work, the inboxes and the service center; administration is the admins'. */
function StaffDashboard({ email, counts }: { email: string; counts: Counts }) {
  return (
    <>
      <DashboardHeader heading={headings.staff} email={email} role="Staff" />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <YourWork />
        <LeadInboxes counts={counts} />
        <ServiceCenter counts={counts} />
      </div>
    </>
  );
}

function AdminDashboard({ email, counts }: { email: string; counts: Counts }) {
  return (
    <>
      <DashboardHeader heading={headings.admin} email={email} role="Administrator" />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <div className="flex flex-col gap-4 rounded-xl border border-navy-100 bg-navy-50 p-6 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-start gap-4">
            <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-lg bg-navy-800 text-white">
              <Newspaper aria-hidden="true" className="h-6 w-6" />
            </span>
            <div>
              <h2 className="text-lg font-semibold text-navy-900">Blog Manager</h2>
              <p className="text-slate-700">Write, edit and publish the posts on the blog.</p>
            </div>
          </div>
          <ButtonLink href="/blog-manager" variant="navy">Open Blog Manager</ButtonLink>
        </div>
        <div className="mt-10">
          <YourWork />
        </div>
        <LeadInboxes counts={counts} />
        <ServiceCenter counts={counts} />
        <section aria-labelledby="admin-heading" className="mt-10">
          <h2 id="admin-heading" className="text-xl font-bold text-navy-900">Administration</h2>
          <ul className="mt-4 grid gap-5 sm:grid-cols-2 xl:grid-cols-4">
            <CountTile
              icon={<Users aria-hidden="true" className="h-6 w-6" />}
              title="User Management"
              href="/admin/users"
              description="Invite staff, give each account its role (customer, staff or admin), disable an account."
              count={counts.newAccounts}
              countLabel="new"
              note={`${formatCappedCount(counts.accounts, BOOK_COUNT_LIMIT)} ${counts.accounts === 1 ? "account" : "accounts"} in all; new means created in the last 7 days.`}
            />
            <CountTile
              icon={<Mail aria-hidden="true" className="h-6 w-6" />}
              title="Email Outbox"
              href="/admin/outbox"
              description="Every email the website sends, with its status; retry one that failed."
              count={counts.failedEmails}
              countLabel="failed"
              note={counts.unsentEmails ? `${formatCappedCount(counts.unsentEmails)} not sent: no SMTP configured.` : undefined}
            />
            <CountTile
              icon={<ScrollText aria-hidden="true" className="h-6 w-6" />}
              title="Audit Log"
              href="/admin/audit"
              description="Who viewed, exported, changed or deleted which record, and when."
            />
          </ul>
        </section>
      </div>
    </>
  );
}

function HelpStrip() {
  const agency = useAgency();
  const t = useT();
  return (
    <div className="mt-10 flex flex-col gap-4 rounded-xl bg-navy-50 p-6 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-slate-800">
        <span className="font-semibold text-navy-900">{t("customer.dashboard.helpQuestion")}</span> {t("customer.dashboard.helpText")}
      </p>
      <ButtonLink href={`tel:${agency.phone.dial}`} variant="outline">
        <Phone aria-hidden="true" className="h-5 w-5" />
        {t("common.callNumber", { phone: agency.phone.display })}
      </ButtonLink>
    </div>
  );
}

function SignInPrompt() {
  const t = useT();
  const localHref = useLocalHref();
  return (
    <div className="bg-navy-50">
      <div className="mx-auto max-w-xl px-4 py-16 sm:px-6">
        <div className="rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200 sm:p-10">
          <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-navy-50 text-navy-800">
            <Lock aria-hidden="true" className="h-7 w-7" />
          </span>
          <h1 className="mt-5 text-2xl font-bold text-navy-900">{t("customer.dashboard.signInHeading")}</h1>
          <p className="mt-3 text-slate-700">{t("customer.dashboard.signInText")}</p>
          <p className="mt-6">
            <ButtonLink href="/login" variant="navy" className="w-full sm:w-auto">
              {t("customer.dashboard.signIn")}
            </ButtonLink>
          </p>
          <p className="mt-6 text-slate-700">
            {t("customer.dashboard.newHere")}{" "}
            <Link to={localHref("/login?mode=signup")} className="font-semibold text-navy-800 underline hover:text-navy-950">
              {t("customer.dashboard.createAccount")}
            </Link>
          </p>
        </div>
      </div>
    </div>
  );
}

export default function DashboardPage({ loaderData }: Route.ComponentProps) {
  const { user, counts, portal } = loaderData;
  const signing = ("signing" in loaderData ? loaderData.signing : undefined) ?? [];
  const signingRefused = ("signingRefused" in loaderData ? loaderData.signingRefused : undefined) ?? false;
  if (!user) return <SignInPrompt />;
  if (user.role === "admin" && counts) return <AdminDashboard email={user.email} counts={counts} />;
  if (user.role === "staff" && counts) return <StaffDashboard email={user.email} counts={counts} />;
  return <CustomerDashboard email={user.email} portal={portal ?? { verified: false, customerName: null, claims: [], book: null }} signing={signing} signingRefused={signingRefused} />;
}
