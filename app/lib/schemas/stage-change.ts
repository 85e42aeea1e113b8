/**
 * The stage form on a record's page (and the bulk bar): the new stage and, for a final
 * stage with an outcome, what it records: Won → carrier, line of business, annual premium;
 * Lost → a reason from the list. One schema per form's pipeline.
 */
import { z } from "zod";
import type { LeadForm } from "../inbox-paths.ts";
import { lostReasons, selectableStages, stageOf } from "../pipeline.ts";
import { optionValues } from "./options.ts";
import { insuranceTypeOptions } from "./quote-request-fields.ts";

/** The largest annual premium accepted, in dollars (a typo guard, not a business rule). */
export const MAX_PREMIUM_DOLLARS = 10_000_000;

/** "$1,234.50" / "1234.5" / "1234" → 123450 cents; null when it is not an amount. */
export function premiumCents(text: string): number | null {
  const cleaned = text.replace(/[$,\s]/g, "");
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  return Math.round(Number(cleaned) * 100);
}

export interface StageChange {
  stage: string;
  outcome: { kind: "won"; carrier: string; line: string; premiumCents: number } | { kind: "lost"; reason: string } | null;
}

export function stageChangeSchema(form: LeadForm, current: string) {
  const codes = selectableStages(form, current).map((s) => s.code);
  return z
    .object({
      stage: z.string({ error: "Please choose a stage." }).refine((v) => codes.includes(v), "Please choose one of the stages."),
      won_carrier: z.string().trim().max(100, "Please keep the carrier under 100 characters.").optional(),
      won_line: z.string().optional(),
      won_premium: z.string().trim().optional(),
      lost_reason: z.string().optional(),
    })
    .superRefine((v, ctx) => {
      const outcome = stageOf(form, v.stage)?.outcome;
      if (outcome === "won") {
        if (!v.won_carrier) ctx.addIssue({ code: "custom", path: ["won_carrier"], message: "Please enter the carrier that wrote the policy." });
        if (!v.won_line || !optionValues(insuranceTypeOptions).includes(v.won_line as never))
          ctx.addIssue({ code: "custom", path: ["won_line"], message: "Please choose the line of business." });
        const cents = premiumCents(v.won_premium ?? "");
        if (cents === null || cents <= 0 || cents > MAX_PREMIUM_DOLLARS * 100)
          ctx.addIssue({ code: "custom", path: ["won_premium"], message: "Please enter the annual premium in dollars, for example 1,250." });
      }
      if (outcome === "lost" && !lostReasons.some((r) => r.value === v.lost_reason))
        ctx.addIssue({ code: "custom", path: ["lost_reason"], message: "Please choose why it was lost." });
    })
    .transform((v): StageChange => {
      const outcome = stageOf(form, v.stage)?.outcome;
      if (outcome === "won") return { stage: v.stage, outcome: { kind: "won", carrier: v.won_carrier!, line: v.won_line!, premiumCents: premiumCents(v.won_premium!)! } };
      if (outcome === "lost") return { stage: v.stage, outcome: { kind: "lost", reason: v.lost_reason! } };
      return { stage: v.stage, outcome: null };
    });
}
