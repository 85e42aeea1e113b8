/**
 * A customer's documents as a list (docs/product.md#documents): title, type, policy, size and
 * date, each with a link that opens it (a PDF or photo shows in the browser) and one that
 * downloads it. Staff links go to /admin/documents/{id}, a customer's to /dashboard/documents/{id}
 * (/es/dashboard/… on a Spanish page): each route checks its own audience on the server. Shared
 * with the back office, so the language is passed explicitly: English unless the customer's page says.
 */
import { Download, FileImage, FileText, FolderOpen } from "lucide-react";
import { documentTypeIn, fileKindIn, policyLabelIn } from "../../lib/customer-labels.ts";
import type { DocumentSummary } from "../../lib/documents.ts";
import { formatDate } from "../../lib/format.ts";
import { formatFileSize } from "../../lib/file-size.ts";
import { translatorFor } from "../../lib/i18n/i18n.ts";
import type { Locale } from "../../lib/i18n/locale.ts";
import { localizedHref } from "../../lib/i18n/spanish-twins.ts";
import { documentHref, type DocumentAudience } from "./document-paths.ts";

export { documentHref, uploadDocumentHref, type DocumentAudience } from "./document-paths.ts";

export function DocumentList({
  documents,
  audience,
  showPolicy = true,
  framed = true,
  emptyText,
  actions,
  locale = "en",
}: {
  documents: DocumentSummary[];
  audience: DocumentAudience;
  /** Off where every document is of the same policy (a policy's page). */
  showPolicy?: boolean;
  /** Its own bordered card; off inside a panel that already frames it. */
  framed?: boolean;
  /** What the empty state says under "No documents yet". */
  emptyText?: string;
  /** More controls per document (the staff page's Delete). */
  actions?: (document: DocumentSummary) => React.ReactNode;
  /** The customer's page's language (the staff's pages are English). */
  locale?: Locale;
}) {
  const t = translatorFor(locale);
  const href = (id: string, options?: { download?: boolean }) => localizedHref(documentHref(audience, id, options), locale);
  if (!documents.length) {
    return (
      <div className={`bg-white p-6 text-center ${framed ? "rounded-xl border border-dashed border-slate-300" : "rounded-b-xl"}`}>
        <FolderOpen aria-hidden="true" className="mx-auto h-8 w-8 text-navy-700" />
        <p className="mt-3 font-semibold text-slate-900">{t("customer.documents.none")}</p>
        <p className="mt-1 text-slate-700">
          {emptyText ??
            (audience === "customer"
              ? t("customer.documents.noneText")
              : "Documents uploaded for this customer appear here, and on the customer's own Documents page.")}
        </p>
      </div>
    );
  }
  return (
    // Laid out by its own width (a container query): a row where there is room, stacked in a narrow column or on a phone.
    <ul className={`@container divide-y divide-slate-200 bg-white ${framed ? "overflow-hidden rounded-xl border border-slate-200 shadow-sm" : "rounded-b-xl"}`}>
      {documents.map((document) => {
        const Icon = document.contentType.startsWith("image/") ? FileImage : FileText;
        return (
          <li key={document.id} className="flex flex-col gap-3 p-4 @xl:flex-row @xl:items-start @xl:justify-between">
            <div className="flex min-w-0 gap-3">
              <Icon aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 text-navy-700" />
              <div className="min-w-0">
                <a href={href(document.id)} className="break-words font-semibold text-navy-800 underline hover:text-navy-950">
                  {document.title}
                </a>
                <p className="text-slate-700">
                  {locale === "en" ? document.typeLabel : documentTypeIn(locale, document.docType)}
                  {showPolicy && document.policyLabel ? <> · <span className="break-words">{policyLabelIn(locale, document.policyLabel)}</span></> : null}
                </p>
                <p className="text-sm text-slate-600">
                  {fileKindIn(locale, document.contentType)}, {formatFileSize(document.sizeBytes)} ·{" "}
                  {t("customer.documents.added", { date: formatDate(document.createdAt, undefined, locale) })}
                  {audience === "staff" && document.uploadedByName ? ` by ${document.uploadedByName}` : null}
                </p>
              </div>
            </div>
            <div className="flex shrink-0 flex-wrap items-center gap-2 pl-9 @xl:pl-0">
              <a
                href={href(document.id, { download: true })}
                aria-label={t("customer.documents.downloadNamed", { title: document.title })}
                className="inline-flex min-h-10 items-center gap-2 rounded-md border border-navy-800 px-3 text-sm font-semibold text-navy-900 hover:bg-navy-50"
              >
                <Download aria-hidden="true" className="h-4 w-4" />
                {t("customer.documents.download")}
              </a>
              {actions?.(document)}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
