import { describe, expect, it } from "vitest";
import { premiumCents, stageChangeSchema } from "./stage-change.ts";

const parse = (form: Parameters<typeof stageChangeSchema>[0], current: string, values: Record<string, string>) => stageChangeSchema(form, current).safeParse(values);

describe("the stage form", () => {
  it("reads a premium as typed by people", () => {
    expect(premiumCents("$1,250")).toBe(125_000);
    expect(premiumCents("1250.5")).toBe(125_050);
    expect(premiumCents(" 980.99 ")).toBe(98_099);
    expect(premiumCents("12.345")).toBeNull();
    expect(premiumCents("about 900")).toBeNull();
  });

  it("asks Won for the carrier, the line and the premium, each with its own message", () => {
    const result = parse("quotes", "quoted", { stage: "won", won_premium: "0" });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((i) => i.path[0]);
    expect(paths).toEqual(expect.arrayContaining(["won_carrier", "won_line", "won_premium"]));
    const ok = parse("quotes", "quoted", { stage: "won", won_carrier: "Progressive", won_line: "auto", won_premium: "$1,250" });
    expect(ok.data).toEqual({ stage: "won", outcome: { kind: "won", carrier: "Progressive", line: "auto", premiumCents: 125_000 } });
  });

  it("asks Lost for a reason from the list", () => {
    expect(parse("quotes", "quoted", { stage: "lost", lost_reason: "moon" }).success).toBe(false);
    expect(parse("quotes", "quoted", { stage: "lost", lost_reason: "price" }).data).toEqual({ stage: "lost", outcome: { kind: "lost", reason: "price" } });
  });

  it("ignores outcome fields for other stages, and refuses a stage the form does not have", () => {
    expect(parse("claims", "received", { stage: "with_carrier", won_carrier: "X" }).data).toEqual({ stage: "with_carrier", outcome: null });
    expect(parse("claims", "received", { stage: "won" }).success).toBe(false);
    expect(parse("quotes", "new", { stage: "closed" }).success).toBe(false);
    expect(parse("quotes", "closed", { stage: "closed" }).success).toBe(true);
  });
});
