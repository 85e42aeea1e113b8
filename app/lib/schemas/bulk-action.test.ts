import { describe, expect, it } from "vitest";
import { parseForm } from "../form-data.ts";
import { bulkActionSchema, bulkStages, MAX_BULK_RECORDS, NOTHING_SELECTED } from "./bulk-action.ts";

function post(fields: [string, string][], form: "quotes" | "claims" = "quotes") {
  const data = new FormData();
  for (const [k, v] of fields) data.append(k, v);
  return parseForm(bulkActionSchema(form), data, ["ids"]);
}

describe("the bulk bar's schema", () => {
  it("reads each action with its records", () => {
    expect(post([["intent", "assign"], ["owner", "user-dana"], ["ids", "a"], ["ids", "b"], ["ids", "a"]])).toMatchObject({
      ok: true,
      data: { kind: "assign", ids: ["a", "b"], ownerId: "user-dana" },
    });
    expect(post([["intent", "unassign"], ["ids", "a"]])).toMatchObject({ ok: true, data: { kind: "unassign", ids: ["a"] } });
    expect(post([["intent", "stage"], ["stage", "contacted"], ["ids", "a"]])).toMatchObject({ ok: true, data: { kind: "stage", ids: ["a"], stage: "contacted" } });
    expect(post([["intent", "spam"], ["ids", "a"], ["owner", ""], ["stage", ""]])).toMatchObject({ ok: true, data: { kind: "spam", ids: ["a"] } });
  });

  it("refuses nothing selected, a missing owner or stage, and an unknown action", () => {
    expect(post([["intent", "spam"]])).toMatchObject({ ok: false, errors: { ids: NOTHING_SELECTED } });
    expect(post([["intent", "assign"], ["ids", "a"]])).toMatchObject({ ok: false, errors: { owner: "Please choose who to assign them to." } });
    expect(post([["intent", "stage"], ["ids", "a"]])).toMatchObject({ ok: false, errors: { stage: "Please choose a stage to move them to." } });
    expect(post([["intent", "delete"], ["ids", "a"]])).toMatchObject({ ok: false, errors: { intent: expect.any(String) } });
    const many = Array.from({ length: MAX_BULK_RECORDS + 1 }, (_, i): [string, string] => ["ids", `id-${i}`]);
    expect(post([["intent", "spam"], ...many])).toMatchObject({ ok: false, errors: { ids: expect.stringMatching(/at most/) } });
  });

  it("offers only stages that record no outcome, and no legacy stage", () => {
    expect(bulkStages("quotes").map((s) => s.code)).toEqual(["new", "contacted", "quoted", "spam"]);
    expect(bulkStages("claims").map((s) => s.code)).toEqual(["received", "in_review", "with_carrier", "closed", "spam"]);
    for (const stage of ["won", "lost", "closed", "received"]) {
      expect(post([["intent", "stage"], ["stage", stage], ["ids", "a"]]), stage).toMatchObject({ ok: false, errors: { stage: expect.any(String) } });
    }
    expect(post([["intent", "stage"], ["stage", "with_carrier"], ["ids", "a"]], "claims")).toMatchObject({ ok: true });
  });
});
