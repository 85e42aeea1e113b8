/**
 * The inbox's bulk bar (docs/product.md#the-inbox-filters-people-bulk-actions): the records
 * ticked on the page and what to do with them: assign them to a team member, unassign them,
 * move them to a stage, or mark them as spam. Only stages that record no outcome can be
 * chosen in bulk: Won and Lost ask for details each record has its own of (the record page).
 * Whether the owner is on the active team is the domain's check (app/server/pipeline/bulk-actions.ts).
 */
import { z } from "zod";
import type { LeadForm } from "../inbox-paths.ts";
import { pipelines, type StageDefinition } from "../pipeline.ts";

export const bulkIntents = ["assign", "unassign", "stage", "spam"] as const;
export type BulkIntent = (typeof bulkIntents)[number];

/** More than a page holds; a bigger post is someone else's tool. */
export const MAX_BULK_RECORDS = 100;

export type BulkAction =
  | { kind: "assign"; ids: string[]; ownerId: string }
  | { kind: "unassign"; ids: string[] }
  | { kind: "stage"; ids: string[]; stage: string }
  | { kind: "spam"; ids: string[] };

/** The stages the bulk bar offers: neither an outcome to record nor a legacy stage. */
export function bulkStages(form: LeadForm): readonly StageDefinition[] {
  return pipelines[form].filter((s) => !s.outcome && !s.legacy);
}

export const NOTHING_SELECTED = "Select at least one record first.";

export function bulkActionSchema(form: LeadForm) {
  const stages = bulkStages(form).map((s) => s.code);
  return z
    .object({
      intent: z.enum(bulkIntents, { error: "Please choose what to do with the selected records." }),
      ids: z
        .array(z.string().trim().min(1).max(100))
        .min(1, NOTHING_SELECTED)
        .max(MAX_BULK_RECORDS, `Please select at most ${MAX_BULK_RECORDS} records at a time.`),
      owner: z.string().trim().max(100).optional(),
      stage: z.string().optional(),
    })
    .superRefine((v, ctx) => {
      if (v.intent === "assign" && !v.owner) ctx.addIssue({ code: "custom", path: ["owner"], message: "Please choose who to assign them to." });
      if (v.intent === "stage" && !stages.includes(v.stage ?? ""))
        ctx.addIssue({ code: "custom", path: ["stage"], message: "Please choose a stage to move them to." });
    })
    .transform((v): BulkAction => {
      const ids = [...new Set(v.ids)];
      switch (v.intent) {
        case "assign":
          return { kind: "assign", ids, ownerId: v.owner! };
        case "stage":
          return { kind: "stage", ids, stage: v.stage! };
        default:
          return { kind: v.intent, ids };
      }
    });
}
