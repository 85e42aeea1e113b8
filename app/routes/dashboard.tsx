import {
  ClipboardList,
  Clock,
  CreditCard,
  ExternalLink,
  FileText,
  FolderOpen,
  Inbox,
  Lock,
  LogOut,
  Newspaper,
  Phone,
  ShieldCheck,
  Users,
} from "lucide-react";
import { Form, Link } from "react-router";
import type { Route } from "./+types/dashboard";
import { ButtonLink } from "../components/ButtonLink.tsx";
import { useAgency } from "../components/use-site.ts";
import { getCurrentUser } from "../server/accounts/current-user.ts";

export const handle = { hydrate: true };

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getCurrentUser(request);
  return { user: user ? { email: user.email, isAdmin: user.role === "admin" } : null };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.user ? (loaderData.user.isAdmin ? "Admin Dashboard" : "My Dashboard") : "Dashboard" },
  { name: "robots", content: "noindex" },
];

/** One area of the account: an icon, a name, what it is for, and either a link or 'Coming soon'. */
function Tile({
  icon,
  title,
  description,
  children,
}: {
  icon: React.ReactNode;
  title: string;
  description: string;
  /** The tile's action; without one the tile says 'Coming soon'. */
  children?: React.ReactNode;
}) {
  return (
    <li className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <span className="flex h-12 w-12 items-center justify-center rounded-lg bg-navy-50 text-navy-800">{icon}</span>
        {children ? null : (
          <span className="inline-flex items-center gap-1.5 rounded-full border border-slate-300 bg-slate-50 px-2.5 py-1 text-sm font-medium text-slate-700">
            <Clock aria-hidden="true" className="h-4 w-4" />
            Coming soon
          </span>
        )}
      </div>
      <h2 className="mt-4 text-lg font-semibold text-navy-900">{title}</h2>
      <p className="mt-1 flex-1 text-slate-700">{description}</p>
      {children ? <div className="mt-4">{children}</div> : null}
    </li>
  );
}

function SignOutButton() {
  // A full page load: the home page then comes from the static files, as for any visitor.
  return (
    <Form method="post" action="/logout" reloadDocument>
      <button
        type="submit"
        className="inline-flex min-h-11 items-center justify-center gap-2 rounded-md border-2 border-white px-5 py-2.5 font-semibold text-white hover:bg-white/10"
      >
        <LogOut aria-hidden="true" className="h-5 w-5" />
        Sign Out
      </button>
    </Form>
  );
}

function DashboardHeader({ heading, email, role }: { heading: string; email: string; role: string }) {
  return (
    <div className="bg-navy-900 text-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10 sm:px-6 md:flex-row md:items-end md:justify-between lg:px-8">
        <div className="min-w-0">
          <p className="text-sm font-semibold uppercase tracking-wider text-gold-300">{role}</p>
          <h1 className="mt-1 text-3xl font-bold sm:text-4xl">{heading}</h1>
          <p className="mt-2 text-lg text-slate-100">
            Welcome, <span className="break-all font-semibold">{email}</span>
          </p>
        </div>
        <SignOutButton />
      </div>
    </div>
  );
}

const linkClass = "inline-flex items-center gap-1.5 font-semibold text-navy-800 underline hover:text-navy-950";

function CustomerDashboard({ email }: { email: string }) {
  const agency = useAgency();
  return (
    <>
      <DashboardHeader heading="My Dashboard" email={email} role="My Account" />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <p className="max-w-3xl text-lg text-slate-700">
          This is your account with {agency.name}. We are adding your policies, claims and documents here; until then, our
          team is a phone call away.
        </p>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 xl:grid-cols-4">
          <Tile icon={<FileText aria-hidden="true" className="h-6 w-6" />} title="My Policies" description="Your policies, coverage details and renewal dates in one place." />
          <Tile icon={<ClipboardList aria-hidden="true" className="h-6 w-6" />} title="Claims" description="Follow the progress of the claims you have filed with us." />
          <Tile icon={<FolderOpen aria-hidden="true" className="h-6 w-6" />} title="Documents" description="ID cards, declarations pages and policy documents to download." />
          <Tile icon={<CreditCard aria-hidden="true" className="h-6 w-6" />} title="Payments" description="Pay your premium online through our secure payment portal.">
            <a href={agency.paymentPortalUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
              Make a Payment
              <ExternalLink aria-hidden="true" className="h-4 w-4" />
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </Tile>
        </ul>
        <HelpStrip />
      </div>
    </>
  );
}

function AdminDashboard({ email }: { email: string }) {
  return (
    <>
      <DashboardHeader heading="Admin Dashboard" email={email} role="Administrator" />
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
        <ul className="mt-8 grid gap-5 md:grid-cols-3">
          <Tile icon={<Users aria-hidden="true" className="h-6 w-6" />} title="User Management" description="See customer accounts, give or take away the admin role, disable an account." />
          <Tile icon={<Inbox aria-hidden="true" className="h-6 w-6" />} title="Quote Requests" description="Every quote request, claim and application sent through the website." />
          <Tile icon={<ShieldCheck aria-hidden="true" className="h-6 w-6" />} title="Policy Management" description="Policies, renewals and documents for each customer." />
        </ul>
      </div>
    </>
  );
}

function HelpStrip() {
  const agency = useAgency();
  return (
    <div className="mt-10 flex flex-col gap-4 rounded-xl bg-navy-50 p-6 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-slate-800">
        <span className="font-semibold text-navy-900">Questions about a policy or a bill?</span> A licensed agent can help you today.
      </p>
      <ButtonLink href={`tel:${agency.phone.dial}`} variant="outline">
        <Phone aria-hidden="true" className="h-5 w-5" />
        Call {agency.phone.display}
      </ButtonLink>
    </div>
  );
}

function SignInPrompt() {
  return (
    <div className="bg-navy-50">
      <div className="mx-auto max-w-xl px-4 py-16 sm:px-6">
        <div className="rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200 sm:p-10">
          <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-navy-50 text-navy-800">
            <Lock aria-hidden="true" className="h-7 w-7" />
          </span>
          <h1 className="mt-5 text-2xl font-bold text-navy-900">Please sign in to access your dashboard</h1>
          <p className="mt-3 text-slate-700">Your dashboard is available once you are signed in to your account.</p>
          <p className="mt-6">
            <ButtonLink href="/login" variant="navy" className="w-full sm:w-auto">Sign In</ButtonLink>
          </p>
          <p className="mt-6 text-slate-700">
            New here?{" "}
            <Link to="/login?mode=signup" className="font-semibold text-navy-800 underline hover:text-navy-950">Create an account</Link>
          </p>
        </div>
      </div>
    </div>
  );
}

export default function DashboardPage({ loaderData }: Route.ComponentProps) {
  const { user } = loaderData;
  if (!user) return <SignInPrompt />;
  return user.isAdmin ? <AdminDashboard email={user.email} /> : <CustomerDashboard email={user.email} />;
}
