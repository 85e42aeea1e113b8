/**
 * The back office's layout (docs/product.md#the-back-offices-layout): every /admin page and the
 * blog manager render inside it, in the back office's own frame instead of the public site's
 * header and footer (root.tsx leaves those out for routes whose handle says `backOffice`).
 * Its loader reads what the header and navigation show; each page's own loader and action
 * still check the role they need. Downloads (CSV exports, files) are resource routes: they
 * answer without rendering this layout or running its loader.
 */
import { isRouteErrorResponse, Link, Outlet, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/back-office-layout";
import { BackOfficeShell } from "../../components/admin/BackOfficeShell.tsx";
import { isLeadForm } from "../../lib/lead-forms.ts";
import type { RouteHandle } from "../../root.tsx";
import { requireStaff } from "../../http/guards.ts";
import { loadBackOfficeNav } from "../../server/back-office/load-back-office-nav.ts";
import { servicesOf } from "../../http/context.ts";

export const handle: RouteHandle = { backOffice: true };

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const user = await requireStaff({ request, context });
  // A record's page (/admin/inbox/:form/:id) marks it read while this counts: count it as read.
  const { form, id } = params as { form?: string; id?: string };
  return loadBackOfficeNav(servicesOf(context).db, user, isLeadForm(form) && id ? { form, id } : undefined);
}

/** The unread counts change as the person works: read them again on every navigation, not only when the URL's parameters change. */
export const shouldRevalidate = () => true;

export default function BackOfficeLayout({ loaderData }: Route.ComponentProps) {
  return (
    <BackOfficeShell nav={loaderData}>
      <Outlet />
    </BackOfficeShell>
  );
}

/**
 * An error inside the back office keeps its frame. The navigation shows only when the layout's
 * data was loaded: after a refused action it was not, and a visitor who is not on the team
 * sees the agency's name alone.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const nav = useRouteLoaderData<typeof loader>("routes/back-office/back-office-layout") ?? null;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const home = nav ? { href: "/admin/my-work", label: "Go to My work" } : { href: "/dashboard", label: "Go to your dashboard" };
  const text =
    status === 404
      ? { title: "This page or record does not exist", body: "It may have been deleted, or the address is not complete." }
      : status === 403
        ? { title: "You do not have permission to do this", body: "This is only available to the agency's administrators. Nothing was changed." }
        : { title: "Something went wrong on our side", body: "Please try again in a moment. Nothing you saved before this was lost." };
  return (
    <BackOfficeShell nav={nav}>
      <div className="mx-auto max-w-3xl px-4 py-20 text-center">
        <p className="text-sm font-semibold uppercase tracking-wide text-navy-700">Error {status}</p>
        <h1 className="mt-2 text-3xl font-bold text-navy-900">{text.title}</h1>
        <p className="mt-4 text-lg text-slate-700">{text.body}</p>
        <p className="mt-8">
          <Link to={home.href} className="inline-flex min-h-11 items-center rounded-md bg-navy-800 px-5 py-3 font-semibold text-white hover:bg-navy-900">
            {home.label}
          </Link>
        </p>
      </div>
    </BackOfficeShell>
  );
}
