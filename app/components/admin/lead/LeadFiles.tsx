/**
 * A record's files for staff: photos as thumbnails (opening full size in a new tab), PDFs with
 * a Preview that opens the browser's viewer in a new tab, and every file as a download. The
 * page's policy keeps frames and plugins off, so PDFs are not embedded.
 */
import { Download, Eye, FileText } from "lucide-react";
import { fileKind, formatFileSize } from "../../../lib/file-size.ts";
import { INLINE_QUERY, previewKind } from "../../../lib/file-preview.ts";
import type { LeadFile } from "../../../server/inbox/get-lead.ts";

const smallButton = "inline-flex min-h-11 items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-3 font-semibold text-navy-900 hover:bg-slate-50";

export function LeadFiles({ files, here }: { files: LeadFile[]; here: string }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {files.map((file) => {
        const href = `${here}/files/${encodeURIComponent(file.id)}`;
        const inline = `${href}?${INLINE_QUERY}`;
        const kind = previewKind(file.contentType);
        return (
          <li key={file.id} className="flex min-w-0 flex-col overflow-hidden rounded-lg border border-slate-200">
            {kind === "thumbnail" ? (
              <a href={inline} target="_blank" rel="noopener" className="block bg-slate-100">
                <img src={inline} alt={`Photo ${file.fileName}, opens full size in a new tab`} loading="lazy" className="h-40 w-full object-cover" />
              </a>
            ) : null}
            <div className="flex flex-1 flex-col gap-3 p-3">
              <div className="flex min-w-0 items-start gap-2">
                <FileText aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-navy-700" />
                <div className="min-w-0">
                  <p className="break-all font-medium text-slate-900">{file.fileName}</p>
                  <p className="text-sm text-slate-600">
                    {fileKind(file.contentType)} · {formatFileSize(file.sizeBytes)}
                  </p>
                </div>
              </div>
              <div className="mt-auto flex flex-wrap gap-2">
                {kind === "pdf" || kind === "image" ? (
                  <a href={inline} target="_blank" rel="noopener" className={smallButton}>
                    <Eye aria-hidden="true" className="h-4 w-4" />
                    Preview<span className="sr-only"> {file.fileName} (opens in a new tab)</span>
                  </a>
                ) : null}
                <a href={href} className={smallButton}>
                  <Download aria-hidden="true" className="h-4 w-4" />
                  Download<span className="sr-only"> {file.fileName}</span>
                </a>
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
