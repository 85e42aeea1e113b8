/**
 * A draft or scheduled post's private preview links in the editor (docs/product.md#blog-manager):
 * make one (it works 1 to 30 days; its address is shown this once, with a Copy button and a
 * read-only field to select without JavaScript), see each link's state (Active, Expired,
 * Revoked: a word and an icon), and revoke one. Its forms stand outside the editor's form and
 * post the intents "create-preview-link" and "revoke-preview-link"; with JavaScript they go
 * through fetchers, so what is typed in the editor stays.
 */
import { Ban, CircleCheck, Clock, Copy, Link2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { SelectField } from "../forms.tsx";
import { useHydrated } from "../use-hydrated.ts";
import type { BlogManagerActionResult } from "../../lib/blog-manager.ts";
import { PREVIEW_LINK_DAY_CHOICES, PREVIEW_LINK_DAYS, type PreviewLinkState, type PreviewLinkView } from "../../lib/blog-preview-links.ts";
import { formatDateTime } from "../../lib/format.ts";

const dayOptions = PREVIEW_LINK_DAY_CHOICES.map((days) => ({ value: String(days), label: days === 1 ? "1 day" : `${days} days` }));

const STATES: Record<PreviewLinkState, { label: string; Icon: typeof Ban; className: string }> = {
  active: { label: "Active", Icon: CircleCheck, className: "border-green-700 bg-green-50 text-green-900" },
  expired: { label: "Expired", Icon: Clock, className: "border-slate-400 bg-slate-100 text-slate-800" },
  revoked: { label: "Revoked", Icon: Ban, className: "border-red-700 bg-red-50 text-red-900" },
};

function StateBadge({ state }: { state: PreviewLinkState }) {
  const { label, Icon, className } = STATES[state];
  return (
    <span className={`inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-sm font-medium ${className}`}>
      <Icon aria-hidden="true" className="h-4 w-4" />
      {label}
    </span>
  );
}

const buttonClass = "inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-4 py-2 font-semibold";

/** The new link's address, shown once: selected on arrival, copied by the button, selectable by hand. */
function CreatedLink({ url, expiresAt }: { url: string; expiresAt: string }) {
  const hydrated = useHydrated();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<string | null>(null);
  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, [url]);
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied("Copied to the clipboard.");
    } catch {
      // No clipboard (permission refused, an insecure address): the link is selected for Ctrl+C.
      input.current?.select();
      setCopied("Press Ctrl+C (⌘C on a Mac) to copy the selected link.");
    }
  }
  return (
    <div className="mt-4 rounded-lg border-2 border-green-700 bg-green-50 p-4 text-green-950">
      <p className="font-semibold">Preview link created. It works until {formatDateTime(expiresAt)} (Las Vegas time).</p>
      <p className="mt-1 text-sm">Copy it now: it is shown only this once. Anyone with it can read this post as last saved.</p>
      <label htmlFor="preview-link-url" className="mt-3 block font-medium">Preview link</label>
      <div className="mt-1 flex flex-col gap-2 sm:flex-row">
        <input
          ref={input}
          id="preview-link-url"
          type="text"
          readOnly
          value={url}
          onFocus={(e) => e.currentTarget.select()}
          className="block w-full min-w-0 rounded-md border border-slate-400 bg-white px-3 py-2.5 font-mono text-sm text-slate-900"
        />
        {hydrated ? (
          <button type="button" onClick={() => void copy()} className={`${buttonClass} shrink-0 bg-navy-800 text-white hover:bg-navy-900`}>
            <Copy aria-hidden="true" className="h-5 w-5" /> Copy
          </button>
        ) : null}
      </div>
      <p aria-live="polite" className="mt-2 text-sm font-medium">{copied}</p>
    </div>
  );
}

type PanelFetcher = ReturnType<typeof useFetcher<BlogManagerActionResult>>;

function LinkRow({ postId, link, revoke }: { postId: string; link: PreviewLinkView; revoke: PanelFetcher }) {
  const revoking = revoke.state !== "idle" && revoke.formData?.get("link_id") === link.id;
  const describedBy = `preview-link-${link.id}`;
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 py-3">
      <div id={describedBy} className="min-w-0 space-y-1 text-sm text-slate-700">
        <StateBadge state={link.state} />
        <p>Created {formatDateTime(link.createdAt)}{link.createdBy ? ` by ${link.createdBy}` : ""}</p>
        <p>{link.state === "expired" ? "Expired" : "Expires"} {formatDateTime(link.expiresAt)}</p>
        {link.revokedAt ? <p>Revoked {formatDateTime(link.revokedAt)}{link.revokedBy ? ` by ${link.revokedBy}` : ""}</p> : null}
      </div>
      {link.state === "active" ? (
        <revoke.Form method="post">
          <input type="hidden" name="id" value={postId} />
          <input type="hidden" name="link_id" value={link.id} />
          <button
            type="submit"
            name="intent"
            value="revoke-preview-link"
            disabled={revoking}
            aria-describedby={describedBy}
            className={`${buttonClass} border-2 border-red-700 text-red-800 hover:bg-red-50 disabled:opacity-60`}
          >
            <Ban aria-hidden="true" className="h-4 w-4" /> {revoking ? "Revoking…" : "Revoke"}
          </button>
        </revoke.Form>
      ) : null}
    </li>
  );
}

export function PreviewLinksPanel({ postId, links, actionData }: { postId: string; links: PreviewLinkView[]; actionData?: BlogManagerActionResult }) {
  const create = useFetcher<BlogManagerActionResult>();
  // One fetcher for every row's Revoke: the panel says what became of the latest.
  const revoke = useFetcher<BlogManagerActionResult>();
  const heading = useRef<HTMLHeadingElement>(null);
  const creating = create.state !== "idle";
  // With JavaScript the fetchers' answers; without it, the page's (the form posted the whole page).
  const result = create.data?.previewLink ?? actionData?.previewLink;
  const createError = result && "days" in result ? result.error : undefined;
  // The new link's address stays on show until the admin leaves, or revokes that link.
  const created = result?.created && links.find((link) => link.id === result.created?.id)?.state !== "revoked" ? result.created : undefined;
  const revokeResult = revoke.data?.previewLink ?? (!create.data && actionData?.previewLink && !("days" in actionData.previewLink) ? actionData.previewLink : undefined);
  const revokedId = revoke.state === "idle" ? revoke.data?.previewLink?.revoked?.id : undefined;
  useEffect(() => {
    // The Revoke button just pressed is gone with its link's new state: keyboard focus goes back to the panel.
    if (revokedId) heading.current?.focus();
  }, [revokedId]);
  return (
    <section aria-labelledby="preview-links-heading" className="mt-8 border-t border-slate-200 pt-6">
      <h3 id="preview-links-heading" ref={heading} tabIndex={-1} className="flex items-center gap-2 text-lg font-semibold text-navy-900">
        <Link2 aria-hidden="true" className="h-5 w-5" /> Preview links
      </h3>
      <p className="mt-1 text-slate-700">
        Share this post before it is published: anyone with a preview link can read it as last saved, until the link expires or you revoke it.
        Search engines are asked not to index it. Times are Las Vegas time.
      </p>
      <create.Form method="post" noValidate className="mt-4 flex flex-wrap items-end gap-3">
        <input type="hidden" name="id" value={postId} />
        <SelectField
          name="preview_days"
          label="Link works for"
          required
          options={dayOptions}
          placeholder={null}
          defaultValue={result?.days && dayOptions.some((o) => o.value === result.days) ? result.days : String(PREVIEW_LINK_DAYS.default)}
          error={createError}
          className="min-w-40"
        />
        <button
          type="submit"
          name="intent"
          value="create-preview-link"
          disabled={creating}
          className={`${buttonClass} bg-navy-800 text-white hover:bg-navy-900 disabled:opacity-60`}
        >
          <Link2 aria-hidden="true" className="h-5 w-5" /> {creating ? "Creating…" : "Create preview link"}
        </button>
      </create.Form>
      <div aria-live="polite">
        {created ? <CreatedLink url={created.url} expiresAt={created.expiresAt} /> : null}
        {revokeResult?.revoked ? <p className="mt-4 font-medium text-slate-800">Preview link revoked: it no longer opens the post.</p> : null}
        {revokeResult?.error ? <p className="mt-4 font-medium text-red-800">{revokeResult.error}</p> : null}
      </div>
      {links.length === 0 ? (
        <p className="mt-4 text-slate-700">No preview links yet.</p>
      ) : (
        <ul aria-label="Preview links of this post" className="mt-4 divide-y divide-slate-200 border-y border-slate-200">
          {links.map((link) => <LinkRow key={link.id} postId={postId} link={link} revoke={revoke} />)}
        </ul>
      )}
    </section>
  );
}
