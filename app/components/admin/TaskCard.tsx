/**
 * One task on My work (docs/product.md#tasks): its title, due date in words (overdue says so with
 * an icon and words, never colour alone), the customer or lead it is about, its detail, Call and
 * Email links with the "Do not call" / "Do not text" marks, and a "Done" button: a plain POST
 * form, so it works without JavaScript.
 */
import { parseUsPhone } from "../../config/agency.ts";
import { DO_NOT_CALL, DO_NOT_TEXT } from "../../lib/contact-preferences.ts";
import { inboxPath } from "../../lib/inbox-paths.ts";
import { leadFormInfo } from "../../lib/lead-forms.ts";
import { staffCustomerPath } from "../../lib/service-requests.ts";
import { TASK_DONE_INTENT, TASK_ID_FIELD, taskDueDateText, taskSourceLabel } from "../../lib/tasks.ts";
import type { TaskItem } from "../../server/tasks/list-tasks.ts";
import { SpriteIcon } from "../icon-sprite.tsx";
import { SpriteBadge } from "./Badges.tsx";
import { DoNotMark } from "./ContactPreferences.tsx";

const inlineLink = "font-medium text-navy-900 underline underline-offset-2 hover:text-navy-700";

export function TaskCard({ task, today, action }: { task: TaskItem; today: string; action: string }) {
  const phone = task.phone ? parseUsPhone(task.phone) : null;
  const who = task.customer?.name || task.lead?.name || null;
  return (
    <article aria-label={task.title} className={task.due === "overdue" ? "work-card work-card-late" : "work-card"}>
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
          <h3 className="min-w-0 break-words text-lg font-semibold text-navy-900">{task.title}</h3>
          {task.due === "overdue" ? (
            <SpriteBadge tone="red" icon="alarm-clock">
              Overdue
            </SpriteBadge>
          ) : null}
        </div>
        <p className="mt-1 text-sm text-slate-800">
          <time dateTime={task.dueDate}>{taskDueDateText(task.dueDate, today)}</time>
        </p>
        <p className="mt-1 text-sm text-slate-700">
          {task.customer ? (
            <>
              Customer:{" "}
              <a href={staffCustomerPath(task.customer.id)} className={inlineLink}>
                {task.customer.name}
              </a>
            </>
          ) : task.lead ? (
            <>
              {leadFormInfo[task.lead.form].singular}:{" "}
              <a href={inboxPath(task.lead.form, task.lead.id)} className={inlineLink}>
                {task.lead.name || "(no name)"}
              </a>
            </>
          ) : (
            "No customer or lead linked"
          )}
          {task.policyId ? (
            <>
              {" · "}
              <a href={`/admin/policies/${encodeURIComponent(task.policyId)}`} className={inlineLink}>
                Policy<span className="sr-only"> of {who ?? "this task"}</span>
              </a>
            </>
          ) : null}
          {" · "}
          {taskSourceLabel(task.sourceType)}
        </p>
        {task.detail ? <p className="mt-2 whitespace-pre-wrap break-words text-sm text-slate-800">{task.detail}</p> : null}
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-2">
        {phone ? (
          <a href={`tel:${phone.dial}`} className="work-action">
            <SpriteIcon name="phone" className="h-4 w-4" />
            <span>
              Call<span className="sr-only"> {who} at</span> {phone.display}
            </span>
            {task.doNotCall ? <DoNotMark label={DO_NOT_CALL} /> : null}
          </a>
        ) : null}
        {phone && task.doNotText ? (
          <span className="inline-flex items-center">
            <DoNotMark label={DO_NOT_TEXT} />
          </span>
        ) : null}
        {task.email ? (
          <a href={`mailto:${task.email}`} className="work-action" title={task.email}>
            <SpriteIcon name="mail" className="h-4 w-4" />
            <span>
              Email<span className="sr-only"> {who} at {task.email}</span>
            </span>
          </a>
        ) : null}
        <form method="post" action={action}>
          <input type="hidden" name={TASK_ID_FIELD} value={task.id} />
          <button
            type="submit"
            name="intent"
            value={TASK_DONE_INTENT}
            className="inline-flex min-h-11 items-center gap-2 rounded-md bg-navy-800 px-4 text-sm font-semibold text-white hover:bg-navy-900 focus-visible:outline-navy-800"
          >
            <SpriteIcon name="check-circle" className="h-4 w-4" />
            Done<span className="sr-only"> — {task.title}</span>
          </button>
        </form>
      </div>
    </article>
  );
}
