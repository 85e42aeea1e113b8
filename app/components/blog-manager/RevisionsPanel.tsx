/**
 * An existing post's revisions, below the editor (docs/product.md#blog-manager): every save,
 * newest first (number, Las Vegas date and time, who, status after the save, "restored from
 * #n"), a comparison of one revision with the current post (?revision=N, computed on the
 * server), and "Restore this revision", which posts the intent "restore-revision". Restoring
 * asks first: a browser confirmation with JavaScript, a confirmation step beside the
 * comparison without (&confirm=restore). Changes are marked by "+"/"−", underline and strike,
 * and spoken labels, never by colour alone.
 */
import { GitCompare, History, RotateCcw, X } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";
import { Form, Link } from "react-router";
import { StatusBadge } from "../StatusBadge.tsx";
import { useHydrated } from "../use-hydrated.ts";
import type { BlogManagerActionResult, ManagedPost } from "../../lib/blog-manager.ts";
import type { ContentDiffRow, DiffSegment, RevisionComparison, RevisionSummary, RevisionsPanelData } from "../../lib/blog-revisions.ts";
import { formatDateTime } from "../../lib/format.ts";

const buttonClass = "inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-4 py-2 font-semibold";
const outlineClass = `${buttonClass} border-2 border-navy-800 text-navy-900 hover:bg-navy-50`;
const linkClass = `${buttonClass} text-navy-800 underline hover:bg-navy-50`;

const editorPath = (postId: string) => `/blog-manager?edit=${encodeURIComponent(postId)}`;
const comparePath = (postId: string, number: number) => `${editorPath(postId)}&revision=${number}#revision-compare`;

/** What happens to the post's status on a restore, in the post's own terms. */
function keepsStatus(status: string): string {
  if (status === "published") return "The post stays published: visitors see the restored text at once.";
  if (status === "scheduled") return "The post stays scheduled for the same time.";
  return "The post stays a draft.";
}

const confirmText = (number: number, status: string) =>
  `Restore revision #${number}? The post's text and settings become those of revision #${number}, saved as a new revision. ${keepsStatus(status)}`;

function SavedBy({ revision }: { revision: RevisionSummary }) {
  return (
    <>
      Saved <time dateTime={revision.saved_at}>{formatDateTime(revision.saved_at)}</time> by {revision.saved_by_name ?? "an unknown account"}
    </>
  );
}

/** "Restore this revision": a form that confirms in the browser with JavaScript, a link to the confirmation step without. */
function RestoreButton({ post, revision }: { post: ManagedPost; revision: RevisionSummary }) {
  const hydrated = useHydrated();
  const label = (
    <>
      <RotateCcw aria-hidden="true" className="h-5 w-5" /> Restore this revision<span className="sr-only"> #{revision.number}</span>
    </>
  );
  if (!hydrated) {
    return (
      <Link to={`${editorPath(post.id)}&revision=${revision.number}&confirm=restore#revision-compare`} className={outlineClass}>
        {label}
      </Link>
    );
  }
  return (
    <Form
      method="post"
      action={editorPath(post.id)}
      onSubmit={(e) => {
        if (!window.confirm(confirmText(revision.number, post.status))) e.preventDefault();
      }}
    >
      <input type="hidden" name="id" value={post.id} />
      <input type="hidden" name="revision_id" value={revision.id} />
      <button type="submit" name="intent" value="restore-revision" className={outlineClass}>
        {label}
      </button>
    </Form>
  );
}

function Segments({ segments }: { segments: DiffSegment[] }) {
  return segments.map((s, i) =>
    s.change === "removed" ? (
      <del key={i} className="rounded-sm bg-red-200 text-red-950 line-through decoration-2">{s.text}</del>
    ) : s.change === "added" ? (
      <ins key={i} className="rounded-sm bg-green-200 text-green-950 underline decoration-2">{s.text}</ins>
    ) : (
      <span key={i}>{s.text}</span>
    ),
  );
}

const LINE_STYLE = {
  same: { marker: " ", spoken: "", className: "" },
  removed: { marker: "−", spoken: "Removed: ", className: "bg-red-50" },
  added: { marker: "+", spoken: "Added: ", className: "bg-green-50" },
} as const;

function DiffLine({ row }: { row: ContentDiffRow }) {
  if (row.kind === "skipped") {
    return <p className="border-y border-slate-200 bg-slate-100 px-3 py-1 font-sans text-slate-700 italic">… {row.lines === 1 ? "1 unchanged line" : `${row.lines.toLocaleString("en-US")} unchanged lines`} …</p>;
  }
  const style = LINE_STYLE[row.kind];
  const blank = !row.segments.some((s) => s.text);
  let body: ReactNode = <Segments segments={row.segments} />;
  if (blank) body = row.kind === "same" ? "\u00a0" : <span className="font-sans text-slate-700 italic">(blank line)</span>;
  return (
    <p className={`flex ${style.className}`}>
      <span aria-hidden="true" className="w-7 shrink-0 text-center font-bold text-slate-900 select-none">{style.marker}</span>
      <span className="min-w-0 flex-1 py-0.5 pr-3 whitespace-pre-wrap wrap-anywhere text-slate-900">
        {style.spoken ? <span className="sr-only">{style.spoken}</span> : null}
        {body}
      </span>
    </p>
  );
}

function Comparison({ post, comparison, confirmRestore, latest }: { post: ManagedPost; comparison: RevisionComparison; confirmRestore: boolean; latest: boolean }) {
  const { revision, content, fields } = comparison;
  const n = revision.number;
  return (
    <section id="revision-compare" aria-labelledby="revision-compare-heading" aria-describedby="revision-compare-summary" className="mt-6 scroll-mt-4 rounded-lg border-2 border-navy-800 p-4 sm:p-6">
      <div className="flex items-start justify-between gap-3">
        <h4 id="revision-compare-heading" className="text-lg font-semibold text-navy-900">Revision #{n} compared with the current post</h4>
        <Link to={`${editorPath(post.id)}#revisions`} className="shrink-0 rounded-md p-2 text-slate-700 hover:bg-slate-100" aria-label="Close the comparison">
          <X aria-hidden="true" className="h-6 w-6" />
        </Link>
      </div>
      <p className="mt-1 text-sm text-slate-700">
        <SavedBy revision={revision} />
        {revision.restored_from ? `, restoring revision #${revision.restored_from}` : ""}.
      </p>

      {confirmRestore ? (
        <div role="group" aria-labelledby="confirm-restore-heading" className="mt-4 rounded-lg border-2 border-amber-600 bg-amber-50 p-4 text-amber-950">
          <h5 id="confirm-restore-heading" className="font-semibold">Restore revision #{n}?</h5>
          <p className="mt-1">
            The post&apos;s title, slug, excerpt, content, images, tags, language and search settings become those of revision #{n} (compared below), saved as a
            new revision; nothing is lost. {keepsStatus(post.status)}
          </p>
          <Form method="post" action={`${editorPath(post.id)}#revisions`} className="mt-3 flex flex-wrap gap-3">
            <input type="hidden" name="id" value={post.id} />
            <input type="hidden" name="revision_id" value={revision.id} />
            <button type="submit" name="intent" value="restore-revision" className={`${buttonClass} bg-navy-800 text-white hover:bg-navy-900`}>
              <RotateCcw aria-hidden="true" className="h-5 w-5" /> Restore revision #{n}
            </button>
            <Link to={comparePath(post.id, n)} className={`${buttonClass} border-2 border-slate-400 text-slate-800`}>Cancel</Link>
          </Form>
        </div>
      ) : null}

      <p id="revision-compare-summary" className="mt-4 font-semibold text-slate-900">{comparison.summary}</p>
      {content.added || content.removed || fields.length ? (
        <ul aria-label="How changes are marked" className="mt-2 space-y-1 text-sm text-slate-800">
          <li>
            <span aria-hidden="true" className="font-bold">− </span>
            <del className="line-through">Struck through</del>: in revision #{n}, not in the current post (restoring brings it back).
          </li>
          <li>
            <span aria-hidden="true" className="font-bold">+ </span>
            <ins className="underline">Underlined</ins>: in the current post, not in revision #{n} (restoring removes it).
          </li>
        </ul>
      ) : null}

      {fields.length ? (
        <>
          <h5 className="mt-5 font-semibold text-navy-900">Settings and short texts</h5>
          <dl className="mt-2 divide-y divide-slate-200 rounded-md border border-slate-300">
            {fields.map((f) => (
              <div key={f.field} className="p-3">
                <dt className="font-medium text-slate-900">{f.label}</dt>
                <dd className="mt-1 space-y-1 wrap-anywhere text-slate-900">
                  <p className="bg-red-50 px-2 py-1">
                    <span className="font-medium"><span aria-hidden="true">− </span>Revision #{n}: </span>
                    <Segments segments={f.before} />
                  </p>
                  <p className="bg-green-50 px-2 py-1">
                    <span className="font-medium"><span aria-hidden="true">+ </span>Current: </span>
                    <Segments segments={f.after} />
                  </p>
                </dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}

      <h5 className="mt-5 font-semibold text-navy-900">Content</h5>
      {content.tooDifferent ? (
        <p className="mt-1 text-slate-800">The two texts differ almost throughout, too much to show line by line: revision #{n} has {content.removed} lines the current post does not, and the current post {content.added} lines revision #{n} does not.</p>
      ) : content.rows.length ? (
        <div className="mt-2 overflow-hidden rounded-md border border-slate-300 font-mono text-sm leading-6">
          {content.rows.map((row, i) => <DiffLine key={i} row={row} />)}
        </div>
      ) : (
        <p className="mt-1 text-slate-800">The content is the same.</p>
      )}

      <div className="mt-5 flex flex-wrap gap-3">
        {!latest && !confirmRestore ? <RestoreButton post={post} revision={revision} /> : null}
        <Link to={`${editorPath(post.id)}#revisions`} className={linkClass}>Close the comparison</Link>
      </div>
    </section>
  );
}

export function RevisionsPanel({ post, data, actionData }: { post: ManagedPost; data: RevisionsPanelData; actionData?: BlogManagerActionResult }) {
  const { list, comparison, missing, confirmRestore, restored } = data;
  const restoreError = actionData?.failed === "restore" ? actionData.formError : undefined;
  const errorRef = useRef<HTMLParagraphElement>(null);
  // A refused restore is said where the admin is looking (the button may be far down the page).
  useEffect(() => {
    if (restoreError) errorRef.current?.focus();
  }, [restoreError]);

  return (
    <section id="revisions" aria-labelledby="revisions-heading" className="mt-10 scroll-mt-4 border-t border-slate-200 pt-8">
      <h3 id="revisions-heading" className="flex items-center gap-2 text-xl font-semibold text-navy-900">
        <History aria-hidden="true" className="h-6 w-6" /> Revisions
      </h3>
      <p className="mt-1 text-slate-700">
        Every save is kept{list.total ? ` (${list.total === 1 ? "1 revision" : `${list.total.toLocaleString("en-US")} revisions`})` : ""}. Times are Las Vegas time.
        Restoring brings back a revision&apos;s text and settings as a new revision and never changes whether the post is live.
      </p>

      {restored ? (
        <p role="status" className="mt-4 rounded-lg border-2 border-green-700 bg-green-50 p-4 font-medium text-green-950">
          Revision restored: the editor above shows its text, saved as revision #{restored}.
        </p>
      ) : null}
      {restoreError ? (
        <p ref={errorRef} tabIndex={-1} role="alert" className="mt-4 rounded-lg border-2 border-red-700 bg-red-50 p-4 font-medium text-red-950">Error: {restoreError}</p>
      ) : null}
      {missing ? (
        <p role="alert" className="mt-4 rounded-lg border-2 border-red-700 bg-red-50 p-4 font-medium text-red-950">Revision #{missing} was not found for this post.</p>
      ) : null}

      {comparison ? <Comparison post={post} comparison={comparison} confirmRestore={confirmRestore} latest={comparison.revision.number === list.latest} /> : null}

      {list.items.length === 0 ? (
        <p className="mt-4 text-slate-700">No revisions yet: the next save keeps the first.</p>
      ) : (
        <ol aria-label="Revisions, newest first" className="mt-4 space-y-3">
          {list.items.map((r) => {
            const latest = r.number === list.latest;
            const current = comparison?.revision.number === r.number;
            return (
              <li key={r.id} className={`rounded-lg border p-4 ${current ? "border-2 border-navy-800" : "border-slate-300"}`}>
                <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
                  <div className="min-w-0 md:flex-1">
                    <p className="font-semibold text-navy-900">
                      Revision #{r.number}
                      {latest ? <span className="font-normal text-slate-700"> (the current text)</span> : null}
                    </p>
                    <p className="text-sm text-slate-700"><SavedBy revision={r} /></p>
                    <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-800">
                      <span>Status after this save:</span> <StatusBadge status={r.status} />
                      {r.restored_from ? (
                        <span className="inline-flex items-center gap-1 rounded-full border border-navy-800 px-2.5 py-0.5 font-medium text-navy-900">
                          <RotateCcw aria-hidden="true" className="h-4 w-4" /> Restored from #{r.restored_from}
                        </span>
                      ) : null}
                    </div>
                  </div>
                  <div className="flex flex-wrap gap-2 md:shrink-0 md:justify-end">
                    {!latest ? (
                      <Link to={comparePath(post.id, r.number)} aria-current={current ? "true" : undefined} className={linkClass}>
                        <GitCompare aria-hidden="true" className="h-5 w-5" /> Compare with current<span className="sr-only"> (revision #{r.number})</span>
                      </Link>
                    ) : null}
                    {!latest ? <RestoreButton post={post} revision={r} /> : null}
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
      )}

      {list.older || list.olderBefore ? (
        <nav aria-label="Older and newer revisions" className="mt-4 flex flex-wrap gap-3">
          {list.older ? <Link to={`${editorPath(post.id)}#revisions`} className={linkClass}>Newest revisions</Link> : null}
          {list.olderBefore ? <Link to={`${editorPath(post.id)}&revisions_before=${list.olderBefore}#revisions`} className={linkClass}>Older revisions</Link> : null}
        </nav>
      ) : null}
    </section>
  );
}
