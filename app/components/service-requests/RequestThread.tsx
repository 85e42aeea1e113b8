import { Download, FileText, Paperclip, UserRound } from "lucide-react";
import { formatDateTime } from "../../lib/format.ts";
import { formatFileSize } from "../../lib/file-size.ts";
import { translatorFor } from "../../lib/i18n/i18n.ts";
import type { Locale } from "../../lib/i18n/locale.ts";

export interface ThreadMessageView {
  id: string;
  authorKind: "customer" | "staff";
  authorName: string;
  body: string;
  createdAt: string;
  files: { id: string; fileName: string; size: number }[];
  documents: { id: string; title: string }[];
}

/**
 * A request's messages, oldest first: who wrote (and whether customer or agency), when (Las
 * Vegas time), the text, the customer's attached files and the documents staff sent. Links
 * come from the page, so the same thread serves the customer's and the staff's routes; so does
 * the language, passed explicitly (the staff's pages stay English, the default).
 */
export function RequestThread({
  messages,
  viewer,
  fileHref,
  documentHref,
  locale = "en",
}: {
  messages: ThreadMessageView[];
  viewer: "customer" | "staff";
  fileHref: (fileId: string) => string;
  documentHref: (documentId: string) => string;
  locale?: Locale;
}) {
  const t = translatorFor(locale);
  return (
    <ol className="space-y-4">
      {messages.map((message) => {
        const fromAgency = message.authorKind === "staff";
        const who = fromAgency ? (viewer === "staff" ? "Staff" : t("customer.request.fromAgency")) : viewer === "customer" ? t("customer.request.fromYou") : "Customer";
        const when = formatDateTime(message.createdAt, undefined, locale);
        return (
          <li
            key={message.id}
            className={`rounded-xl border p-4 shadow-sm sm:p-5 ${fromAgency ? "border-navy-100 bg-navy-50 sm:ml-8" : "border-slate-200 bg-white sm:mr-8"}`}
          >
            <article aria-label={t("customer.request.messageFrom", { name: message.authorName, date: when })}>
              <header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <p className="flex items-center gap-1.5 font-semibold text-slate-900">
                  <UserRound aria-hidden="true" className="h-4 w-4 shrink-0" />
                  <span className="break-words">{message.authorName}</span>
                  <span className="text-sm font-normal text-slate-700">({who})</span>
                </p>
                <p className="text-sm text-slate-700">
                  <time dateTime={message.createdAt}>{when}</time>
                </p>
              </header>
              <p className="mt-2 whitespace-pre-wrap break-words text-slate-900">{message.body}</p>
              {message.files.length ? (
                <ul aria-label={t("customer.request.attachedFiles")} className="mt-3 space-y-1.5">
                  {message.files.map((file) => (
                    <li key={file.id}>
                      <a href={fileHref(file.id)} className="inline-flex min-h-11 items-center gap-2 break-all font-semibold text-navy-800 underline">
                        <Paperclip aria-hidden="true" className="h-4 w-4 shrink-0" />
                        {file.fileName}
                        <span className="font-normal text-slate-700">({formatFileSize(file.size)})</span>
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null}
              {message.documents.length ? (
                <ul aria-label={t("customer.request.documents")} className="mt-3 space-y-1.5">
                  {message.documents.map((document) => (
                    <li key={document.id}>
                      <a href={documentHref(document.id)} className="inline-flex min-h-11 items-center gap-2 break-all font-semibold text-navy-800 underline">
                        <FileText aria-hidden="true" className="h-4 w-4 shrink-0" />
                        {document.title}
                        <Download aria-hidden="true" className="h-4 w-4 shrink-0" />
                        <span className="sr-only">{t("customer.request.download")}</span>
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null}
            </article>
          </li>
        );
      })}
    </ol>
  );
}

/** The fields of a request as the customer sent them (put into the customer's language by the page: requestDetailsIn). */
export function RequestDetailsList({ details, locale = "en" }: { details: { label: string; value: string }[]; locale?: Locale }) {
  const filled = details.filter((d) => d.value.trim() !== "");
  if (!filled.length) return <p className="text-slate-700">{translatorFor(locale)("customer.request.noDetails")}</p>;
  return (
    <dl className="divide-y divide-slate-200">
      {filled.map((field, i) => (
        <div key={`${field.label}-${i}`} className="py-2.5 sm:grid sm:grid-cols-[14rem_minmax(0,1fr)] sm:gap-4">
          <dt className="text-sm font-medium text-slate-600">{field.label}</dt>
          <dd className="mt-0.5 whitespace-pre-wrap break-words text-slate-900 sm:mt-0">{field.value}</dd>
        </div>
      ))}
    </dl>
  );
}
