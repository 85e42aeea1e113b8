/**
 * /dashboard/documents: the signed-in customer's own documents (docs/product.md#documents):
 * ID cards, declarations pages, certificates and the rest, grouped by policy, each opened or
 * downloaded through /dashboard/documents/:id. `?policy=<id>` shows one policy's documents.
 * requireCustomer first; only the linked customer's rows are read. No React bundle: links only.
 */
import { FolderOpen, MailCheck, Phone } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/my-documents";
import { CustomerFrame } from "../components/CustomerFrame.tsx";
import { DocumentList } from "../components/documents/DocumentList.tsx";
import { groupDocumentsByPolicy } from "../components/documents/group-documents.ts";
import { useAgency } from "../components/use-site.ts";
import { requireCustomer } from "../server/customers/customer-access.ts";
import { listDocuments } from "../server/documents/list-documents.ts";
import { servicesOf } from "../server/context.ts";

export async function loader({ context, request, url }: Route.LoaderArgs) {
  const { user, verified, customer } = await requireCustomer({ request, context });
  if (!verified || !customer) return { state: verified ? ("not-linked" as const) : ("not-verified" as const), email: user.email, documents: [], policyId: null };
  const policy = url.searchParams.get("policy") || undefined;
  // listDocuments reads only this customer's rows: another customer's policy id shows nothing.
  const documents = await listDocuments(servicesOf(context).db, { customerId: customer.id, policyId: policy });
  return { state: "ready" as const, email: user.email, documents, policyId: policy ?? null };
}

export const meta = () => [{ title: "My Documents" }, { name: "robots", content: "noindex" }];

export default function MyDocumentsPage({ loaderData }: Route.ComponentProps) {
  const { state, email, documents, policyId } = loaderData;
  const groups = groupDocumentsByPolicy(documents);
  return (
    <CustomerFrame title="My Documents" crumbs={[{ label: "My Documents", href: "/dashboard/documents" }]}>
      {state === "ready" ? (
        <>
          <p className="max-w-3xl text-slate-700">
            Your ID cards, declarations pages, certificates and other documents from the agency. Open one to view it, or download it to
            keep a copy.
          </p>
          {policyId ? (
            <p className="mt-4">
              <Link to="/dashboard/documents" className="font-semibold text-navy-800 underline">Show all my documents</Link>
            </p>
          ) : null}
          {groups.length > 1 ? (
            <nav aria-label="Documents by policy" className="mt-6">
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
                        <span className="sr-only"> {group.documents.length === 1 ? "document" : "documents"}</span>
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
                  <DocumentList documents={group.documents} audience="customer" showPolicy={false} />
                </section>
              ))
            ) : (
              <DocumentList
                documents={[]}
                audience="customer"
                emptyText={policyId ? "This policy has no documents yet." : undefined}
              />
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
  const Icon = state === "not-verified" ? MailCheck : FolderOpen;
  return (
    <div className="max-w-3xl rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <Icon aria-hidden="true" className="h-8 w-8 text-navy-700" />
      {state === "not-verified" ? (
        <>
          <h2 className="mt-3 text-xl font-semibold text-navy-900">Confirm your email address first</h2>
          <p className="mt-2 text-slate-700">
            To keep your documents private, we show them once your email address is confirmed. Open the link we sent to{" "}
            <span className="break-all font-semibold">{email}</span>, then come back to this page.
          </p>
        </>
      ) : (
        <>
          <h2 className="mt-3 text-xl font-semibold text-navy-900">Your account is not connected to your policies yet</h2>
          <p className="mt-2 text-slate-700">
            We could not find your customer record with <span className="break-all font-semibold">{email}</span>. Your documents appear
            here once the agency connects your account: call us and we will send you an invitation.
          </p>
        </>
      )}
      <p className="mt-4">
        <a href={`tel:${agency.phone.dial}`} className="inline-flex min-h-11 items-center gap-2 font-semibold text-navy-800 underline">
          <Phone aria-hidden="true" className="h-5 w-5" />
          Call {agency.phone.display}
        </a>
      </p>
    </div>
  );
}
