/**
 * A customer's, policy's or lead's documents for signature, on that record's page: each with
 * its status (a word) and a link to it, and the "Send for signature" link that starts a new one
 * for the record.
 */
import { FileSignature, PenLine } from "lucide-react";
import { Link } from "react-router";
import { formatDate } from "../../../lib/format.ts";
import { Panel } from "../AdminFrame.tsx";
import { SigningStatusBadge } from "./SigningStatus.tsx";

export interface RecordSigningEntry {
  id: string;
  reference: string;
  title: string;
  status: string;
  createdAt: string;
  sentAt: string | null;
  completedAt: string | null;
}

export const sendForSignatureClass =
  "inline-flex min-h-11 items-center gap-2 rounded-md border border-navy-700 bg-white px-3 text-sm font-semibold text-navy-800 hover:bg-navy-50";

export function SendForSignatureLink({ href }: { href: string }) {
  return (
    <Link to={href} className={sendForSignatureClass}>
      <PenLine aria-hidden="true" className="h-4 w-4" />
      Send for signature
    </Link>
  );
}

export function RecordSignatures({ documents, newHref, titleId = "signatures-heading" }: { documents: RecordSigningEntry[]; newHref: string; titleId?: string }) {
  return (
    <Panel title="Signatures" titleId={titleId} actions={<SendForSignatureLink href={newHref} />}>
      {documents.length ? (
        <ul className="divide-y divide-slate-200">
          {documents.map((d) => (
            <li key={d.id} className="flex flex-wrap items-center justify-between gap-2 py-3 first:pt-0 last:pb-0">
              <div className="min-w-0">
                <Link to={`/admin/signing/${d.id}`} className="break-words font-semibold text-navy-800 underline">
                  {d.title}
                </Link>
                <span className="block text-sm text-slate-700">
                  <span className="font-mono">{d.reference}</span> · {d.completedAt ? `completed ${formatDate(d.completedAt)}` : d.sentAt ? `sent ${formatDate(d.sentAt)}` : `prepared ${formatDate(d.createdAt)}`}
                </span>
              </div>
              <SigningStatusBadge status={d.status === "sent" ? "sent" : d.status} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="flex items-center gap-2 text-slate-700">
          <FileSignature aria-hidden="true" className="h-5 w-5" />
          No documents sent for signature yet.
        </p>
      )}
    </Panel>
  );
}
