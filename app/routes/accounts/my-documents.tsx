/**
 * /dashboard/documents (and /es/dashboard/documents): the signed-in customer's own documents (docs/product.md#documents):
 * ID cards, declarations pages, certificates and the rest, grouped by policy, each opened or
 * downloaded through /dashboard/documents/:id. `?policy=<id>` shows one policy's documents.
 * requireCustomer first; only the linked customer's rows are read. No React bundle: links only.
 */
import { FolderOpen, MailCheck, Phone } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/my-documents";
import { CustomerFrame } from "../../components/CustomerFrame.tsx";
import { DocumentList } from "../../components/documents/DocumentList.tsx";
import { groupDocumentsByPolicy } from "../../components/documents/group-documents.ts";
import { useAgency, useLocale, useLocalHref, useT } from "../../components/use-site.ts";
import { policyLabelIn } from "../../lib/customer-labels.ts";
import { translatorFor } from "../../lib/i18n/i18n.ts";
import { localeOfPath } from "../../lib/i18n/locale.ts";
import { requireCustomer } from "../../http/customer-guard.ts";
import { listDocuments } from "../../server/documents/list-documents.ts";
import { servicesOf } from "../../http/context.ts";

export async function loader({ context, request, url }: Route.LoaderArgs) {
  const { user, verified, customer } = await requireCustomer({ request, context });
  if (!verified || !customer) return { state: verified ? ("not-linked" as const) : ("not-verified" as const), email: user.email, documents: [], policyId: null };
  const policy = url.searchParams.get("policy") || undefined;
  // listDocuments reads only this customer's rows: another customer's policy id shows nothing.
  const documents = await listDocuments(servicesOf(context).db, { customerId: customer.id, policyId: policy });
  return { state: "ready" as const, email: user.email, documents, policyId: policy ?? null };
}

export const meta: Route.MetaFunction = ({ location }) => [
  { title: translatorFor(localeOfPath(location.pathname))("customer.documents.title") },
  { name: "robots", content: "noindex" },
];

export default function MyDocumentsPage({ loaderData }: Route.ComponentProps) {
  const { state, email, documents, policyId } = loaderData;
  const t = useT();
  const locale = useLocale();
  const localHref = useLocalHref();
  // Each policy's group is named as the customer knows the policy, in the page's language.
  const groups = groupDocumentsByPolicy(documents).map((group) => ({
    ...group,
    label: group.policyId ? policyLabelIn(locale, group.label) : t("customer.documents.other"),
  }));
  return (
    <CustomerFrame title={t("customer.documents.title")} crumbs={[{ label: t("customer.documents.title"), href: "/dashboard/documents" }]}>
      {state === "ready" ? (
        <>
          <p className="max-w-3xl text-slate-700">{t("customer.documents.intro")}</p>
          {policyId ? (
            <p className="mt-4">
              <Link to={localHref("/dashboard/documents")} className="font-semibold text-navy-800 underline">
                {t("customer.documents.showAll")}
              </Link>
            </p>
          ) : null}
          {groups.length > 1 ? (
            <nav aria-label={t("customer.documents.byPolicy")} className="mt-6">
              <ul className="flex flex-wrap gap-2">
                {groups.map((group) => (
                  <li key={group.policyId ?? "general"}>
                    <a
                      href={`#${groupId(group.policyId)}`}
                      className="inline-flex min-h-10 items-center gap-2 rounded-full border border-slate-300 bg-white px-3.5 text-sm font-semibold text-slate-800 hover:border-navy-700 hover:text-navy-900"
                    >
                      {group.label}
                      <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
                        {group.documents.length}
                        <span className="sr-only"> {t("customer.documents.count", { count: group.documents.length })}</span>
                      </span>
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          <div className="mt-6 space-y-8">
            {groups.length ? (
              groups.map((group) => (
                <section key={group.policyId ?? "general"} aria-labelledby={groupId(group.policyId)}>
                  <h2 id={groupId(group.policyId)} className="mb-3 break-words text-xl font-semibold text-navy-900">
                    {group.label}
                  </h2>
                  <DocumentList documents={group.documents} audience="customer" locale={locale} showPolicy={false} />
                </section>
              ))
            ) : (
              <DocumentList documents={[]} audience="customer" locale={locale} emptyText={policyId ? t("customer.documents.policyEmpty") : undefined} />
            )}
          </div>
        </>
      ) : (
        <NotReady state={state} email={email} />
      )}
    </CustomerFrame>
  );
}

function groupId(policyId: string | null): string {
  return policyId ? `policy-${policyId}` : "other-documents";
}

/** Why nothing is listed yet: the address is not confirmed, or no customer record has it. */
function NotReady({ state, email }: { state: "not-verified" | "not-linked"; email: string }) {
  const agency = useAgency();
  const t = useT();
  const Icon = state === "not-verified" ? MailCheck : FolderOpen;
  return (
    <div className="max-w-3xl rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <Icon aria-hidden="true" className="h-8 w-8 text-navy-700" />
      {state === "not-verified" ? (
        <>
          <h2 className="mt-3 text-xl font-semibold text-navy-900">{t("customer.documents.confirmHeading")}</h2>
          <p className="mt-2 text-slate-700">
            {t("customer.documents.confirmBefore")} <span className="break-all font-semibold">{email}</span>
            {t("customer.documents.confirmAfter")}
          </p>
        </>
      ) : (
        <>
          <h2 className="mt-3 text-xl font-semibold text-navy-900">{t("customer.documents.notLinkedHeading")}</h2>
          <p className="mt-2 text-slate-700">
            {t("customer.documents.notLinkedBefore")} <span className="break-all font-semibold">{email}</span>
            {t("customer.documents.notLinkedAfter")}
          </p>
        </>
      )}
      <p className="mt-4">
        <a href={`tel:${agency.phone.dial}`} className="inline-flex min-h-11 items-center gap-2 font-semibold text-navy-800 underline">
          <Phone aria-hidden="true" className="h-5 w-5" />
          {t("common.callNumber", { phone: agency.phone.display })}
        </a>
      </p>
    </div>
  );
}
