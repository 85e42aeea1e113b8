/**
 * What My work's page shows (docs/product.md#my-work): every group with its most urgent
 * MY_WORK_GROUP_LIMIT records, or one group alone (`?group=`) with up to MY_WORK_FOCUS_LIMIT.
 * The groups that have a full list elsewhere (appointments: the Calendar; service requests,
 * renewals, signatures) link there instead; the lead groups and the task lists, which have no
 * other list, can be shown alone.
 */
import type { Kysely } from "kysely";
import type { TodaysAppointment } from "../booking/staff-calendar.ts";
import type { Database } from "../db/schema.ts";
import type { OutForSignature } from "../signing/signing-lists.ts";
import { listMyTasks, type MyTasks } from "../tasks/list-tasks.ts";
import {
  listMyAppointmentsToday,
  listMyServiceWork,
  listMySigningWork,
  listMyWork,
  MY_WORK_FOCUS_LIMIT,
  MY_WORK_GROUP_LIMIT,
  myWorkGroupKeys,
  type MyServiceWork,
  type MyWorkGroup,
  type MyWorkGroupKey,
} from "./my-work.ts";

/** The groups My work can show alone: its lead groups and its two task lists. */
export const myWorkFocusKeys = [...myWorkGroupKeys, "tasks", "unassigned_tasks"] as const;
export type MyWorkFocus = (typeof myWorkFocusKeys)[number];

/** The groups only admins see (records and tasks nobody owns). */
const adminOnlyFocus: ReadonlySet<MyWorkFocus> = new Set(["unassigned", "unassigned_tasks"]);

/**
 * The group a `?group=` value asks for: null without one, "unknown" for a value that names no
 * group this person has (an admin's group asked for by staff included).
 */
export function myWorkFocusOf(value: string | null, role: string): MyWorkFocus | null | "unknown" {
  if (value === null || value === "") return null;
  const focus = myWorkFocusKeys.find((key) => key === value);
  if (!focus || (adminOnlyFocus.has(focus) && role !== "admin")) return "unknown";
  return focus;
}

/** The task list a focus shows alone, if it is one. */
export function focusedTaskList(focus: MyWorkFocus | null): "mine" | "unassigned" | null {
  return focus === "tasks" ? "mine" : focus === "unassigned_tasks" ? "unassigned" : null;
}

export interface MyWorkView {
  /** The group shown alone, or null for every group. */
  focus: MyWorkFocus | null;
  /** Records per group on this page. */
  limit: number;
  groups: MyWorkGroup[];
  tasks: MyTasks;
  /** Null while one group is shown alone. */
  serviceWork: MyServiceWork | null;
  signingWork: { items: OutForSignature[]; more: boolean } | null;
  appointments: { items: TodaysAppointment[]; more: boolean } | null;
}

/** My work for `user` at `now`: every group, or the `focus` group alone. */
export async function viewMyWork(db: Kysely<Database>, user: { id: string; role: string }, now: Date, focus: MyWorkFocus | null = null): Promise<MyWorkView> {
  const includeUnassigned = user.role === "admin";
  if (focus) {
    const limit = MY_WORK_FOCUS_LIMIT;
    const taskList = focusedTaskList(focus);
    const leadGroup = taskList ? null : (focus as MyWorkGroupKey);
    const [groups, tasks] = await Promise.all([
      leadGroup ? listMyWork(db, user.id, now, { includeUnassigned, limit, only: leadGroup }) : [],
      taskList ? listMyTasks(db, user.id, now, { includeUnassigned, limit, only: taskList }) : { mine: null, unassigned: null },
    ]);
    return { focus, limit, groups, tasks, serviceWork: null, signingWork: null, appointments: null };
  }
  const limit = MY_WORK_GROUP_LIMIT;
  const [groups, serviceWork, signingWork, tasks, appointments] = await Promise.all([
    listMyWork(db, user.id, now, { includeUnassigned, limit }),
    listMyServiceWork(db, user.id, now),
    listMySigningWork(db, user.id, now),
    listMyTasks(db, user.id, now, { includeUnassigned, limit }),
    listMyAppointmentsToday(db, user.id, now),
  ]);
  return { focus: null, limit, groups, tasks, serviceWork, signingWork, appointments };
}
