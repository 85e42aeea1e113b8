/**
 * One email of the outbox: who it is to, its status, attempts and last error, the
 * text part, and the HTML part in a sandboxed frame (sandbox="": no scripts, no
 * forms, no navigation, nothing loaded from elsewhere). One-time links in account
 * emails are shown hidden. A failed or unsent email can be sent again. Once retention
 * has removed its content, the page says so and shows what remains. Admins only.
 */
import { RotateCw } from "lucide-react";
import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/admin-outbox-email";
import { AdminFrame, Panel } from "../../components/admin/AdminFrame.tsx";
import { EmailStatusBadge } from "../../components/admin/Badges.tsx";
import { MessageBox } from "../../components/MessageBox.tsx";
import { canRetryEmail, CONTENT_REMOVED_TEXT, emailStatusLabel } from "../../lib/email-status.ts";
import { formatDateTime } from "../../lib/format.ts";
import { requireAdmin } from "../../http/guards.ts";
import { recordView } from "../../server/audit/record-audit.ts";
import { readAdminForm } from "../../http/read-admin-form.ts";
import { getOutboxEmail, retryEmail } from "../../server/mail/outbox-admin.ts";
import { servicesOf } from "../../http/context.ts";

export const handle = { hydrate: true };

export async function loader({ context, request, params, url }: Route.LoaderArgs) {
  const admin = await requireAdmin({ request, context });
  const db = servicesOf(context).db;
  const email = await getOutboxEmail(db, params.id);
  if (!email) throw data("Not found", { status: 404 });
  await recordView(db, admin, { action: "email.view", targetType: "email", targetId: email.id, targetLabel: email.kind });
  return { email, retried: url.searchParams.get("retried") === "1" };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const admin = await requireAdmin({ request, context });
  const formData = await readAdminForm(request);
  if (formData.get("intent") !== "retry") throw data("Unknown action", { status: 400 });
  const services = servicesOf(context);
  const result = await retryEmail(services.db, admin, params.id);
  if (result.ok) services.kickOutbox();
  if (!result.ok && result.reason === "not-found") throw data("Not found", { status: 404 });
  if (!result.ok) return data({ error: "This email is not failed or unsent any more, so there is nothing to retry." }, { status: 409 });
  return redirect(`/admin/outbox/${encodeURIComponent(params.id)}?retried=1`, 303);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `${loaderData.email.contentRemovedAt ? CONTENT_REMOVED_TEXT : loaderData.email.subject} · Email Outbox` : "Email Outbox" },
  { name: "robots", content: "noindex" },
];

/** Inside the frame: nothing may load or run, whatever the email contains. */
const FRAME_POLICY = `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">`;

/** The email's HTML with the frame's policy first in its head (after the doctype, so the email renders in standards mode). */
function framed(html: string): string {
  const head = /<head[^>]*>/i.exec(html);
  if (head) return html.slice(0, head.index + head[0].length) + FRAME_POLICY + html.slice(head.index + head[0].length);
  return FRAME_POLICY + html;
}

export default function OutboxEmailPage({ loaderData, actionData }: Route.ComponentProps) {
  const { email, retried } = loaderData;
  const busy = useNavigation().state === "submitting";
  const removed = email.contentRemovedAt !== null;
  const facts: [string, React.ReactNode][] = [
    ["To", email.to ? <span key="to" className="break-all">{email.to}</span> : "Removed"],
    ["Reply-To", email.replyTo ? <span key="reply" className="break-all">{email.replyTo}</span> : "—"],
    ["Kind", email.kind],
    ["Status", <EmailStatusBadge key="status" status={email.status} />],
    ["Attempts", String(email.attempts)],
    ["Created", formatDateTime(email.createdAt)],
    ["Sent", email.sentAt ? formatDateTime(email.sentAt) : "Not yet"],
    ...(email.status === "queued" ? ([["Next attempt", formatDateTime(email.nextAttemptAt)]] as [string, React.ReactNode][]) : []),
    ["Last error", email.lastError ? <span key="err" className="break-words text-red-900">{email.lastError}</span> : "—"],
  ];
  return (
    <AdminFrame
      section="outbox"
      crumbs={[{ label: "Email Outbox", href: "/admin/outbox" }]}
      eyebrow="Email"
      title={removed ? CONTENT_REMOVED_TEXT : email.subject}
      description={<p className="break-all">{email.to ? `To ${email.to}` : `A ${email.kind} email`}</p>}
    >
      {retried ? (
        <MessageBox tone="success" className="mb-6" focus>
          <p>The email is back in the queue and will be sent in a moment. Its status now reads {emailStatusLabel(email.status)}.</p>
        </MessageBox>
      ) : null}
      {actionData?.error ? (
        <MessageBox tone="error" className="mb-6" focus>
          <p>{actionData.error}</p>
        </MessageBox>
      ) : null}

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-6">
          {removed ? (
            <Panel title="Content" titleId="content-heading">
              <p className="text-slate-800">
                {CONTENT_REMOVED_TEXT} ({formatDateTime(email.contentRemovedAt!)}): its subject, both versions and any
                personal address were deleted. What is left shows that the email was handled, when and how.
              </p>
            </Panel>
          ) : (
            <>
              <Panel title="Text version" titleId="text-heading">
                <pre className="whitespace-pre-wrap break-words font-sans text-sm leading-6 text-slate-900">{email.text}</pre>
              </Panel>
              <Panel title="HTML version" titleId="html-heading">
                <p className="mb-3 text-sm text-slate-700">Shown in a locked frame: links, scripts and images from elsewhere do not work here.</p>
                <iframe
                  title={`HTML version of “${email.subject}”`}
                  sandbox=""
                  srcDoc={framed(email.html)}
                  className="h-[36rem] w-full rounded-lg border border-slate-300 bg-white"
                />
              </Panel>
            </>
          )}
        </div>
        <div className="space-y-6">
          <Panel title="Delivery" titleId="delivery-heading">
            <dl className="space-y-3 text-sm">
              {facts.map(([label, value]) => (
                <div key={label} className="grid grid-cols-[7rem_minmax(0,1fr)] gap-2">
                  <dt className="font-medium text-slate-600">{label}</dt>
                  <dd className="text-slate-900">{value}</dd>
                </div>
              ))}
            </dl>
            {canRetryEmail(email.status) && !removed ? (
              <Form method="post" className="mt-5 border-t border-slate-200 pt-5">
                <p className="mb-3 text-sm text-slate-700">
                  {email.status === "not_sent"
                    ? "Kept because SMTP was not configured. Once it is, send it again."
                    : "Every attempt failed. Fix the cause shown above, then send it again."}
                </p>
                <button
                  type="submit"
                  name="intent"
                  value="retry"
                  disabled={busy}
                  className="inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-md bg-navy-800 px-4 font-semibold text-white hover:bg-navy-900 disabled:opacity-60"
                >
                  <RotateCw aria-hidden="true" className="h-5 w-5" />
                  Retry sending
                </button>
              </Form>
            ) : null}
          </Panel>
        </div>
      </div>
    </AdminFrame>
  );
}
