import { describe, expect, it } from "vitest";
import { inboxFilter, isFiltered, parseInboxParams, type InboxParams } from "./lead-filters.ts";

const TEAM = ["user-dana", "user-sam"];
const parse = (query: string, form: "quotes" | "claims" = "quotes") => parseInboxParams(form, new URLSearchParams(query), TEAM);
const none: InboxParams = { status: "", q: "", owner: "", overdue: false, from: "", to: "", source: "", view: "" };

describe("the inbox's URL parameters", () => {
  it("keeps every valid filter", () => {
    expect(parse("status=contacted&q=%20Jane%20&owner=me&overdue=1&from=2026-03-01&to=2026-03-18&source=Google%20(search)&view=people")).toEqual({
      status: "contacted",
      q: "Jane",
      owner: "me",
      overdue: true,
      from: "2026-03-01",
      to: "2026-03-18",
      source: "Google (search)",
      view: "people",
    });
    expect(parse("owner=unassigned").owner).toBe("unassigned");
    expect(parse("owner=user-sam").owner).toBe("user-sam");
    expect(parse("overdue=on").overdue).toBe(true);
  });

  it("drops what is not valid, never failing", () => {
    expect(parse("status=in_progress&owner=someone-else&overdue=yes&from=2026-02-30&to=tomorrow&view=cards&page=x")).toEqual(none);
    // A stage of another form's pipeline is not this form's.
    expect(parse("status=received").status).toBe("");
    expect(parse("status=received", "claims").status).toBe("received");
    expect(parse(`source=${"x".repeat(81)}`).source).toBe("");
    expect(parse("source=%00%01").source).toBe("");
    expect(parse("q=%00").q).toBe("");
    expect(parse("")).toEqual(none);
  });

  it("puts a reversed date range in order", () => {
    expect(parse("from=2026-03-18&to=2026-03-01")).toMatchObject({ from: "2026-03-01", to: "2026-03-18" });
  });
});

describe("a LeadFilter from the parameters", () => {
  const now = new Date("2026-03-18T20:00:00.000Z");
  const viewer = { id: "user-dana" };

  it("means the person looking by 'me', and 'now' by overdue", () => {
    const filter = inboxFilter("quotes", parse("owner=me&overdue=1"), viewer, now);
    expect(filter.owner).toEqual({ id: "user-dana" });
    expect(filter.overdue).toEqual({ before: "2026-03-18T20:00:00.000Z", finalStages: ["won", "lost", "closed", "spam"] });
    expect(inboxFilter("claims", parse("overdue=1"), viewer, now).overdue?.finalStages).toEqual(["closed", "spam"]);
    expect(inboxFilter("quotes", parse("owner=unassigned"), viewer, now).owner).toBe("unassigned");
    expect(inboxFilter("quotes", parse("owner=user-sam"), viewer, now).owner).toEqual({ id: "user-sam" });
  });

  it("reads received dates as whole Las Vegas days", () => {
    // March 8, 2026 is the day daylight saving starts: the range ends at the next midnight, PDT.
    const filter = inboxFilter("quotes", parse("from=2026-03-01&to=2026-03-08"), viewer, now);
    expect(filter.receivedFrom).toBe("2026-03-01T08:00:00.000Z");
    expect(filter.receivedBefore).toBe("2026-03-09T07:00:00.000Z");
  });

  it("is unfiltered with no parameters, and filtered by any one of them", () => {
    expect(isFiltered(inboxFilter("quotes", parse(""), viewer, now))).toBe(false);
    for (const query of ["status=new", "q=jane", "owner=me", "overdue=1", "from=2026-03-01", "to=2026-03-01", "source=Direct", "view=people"]) {
      expect(isFiltered(inboxFilter("quotes", parse(query), viewer, now)), query).toBe(true);
    }
    expect(inboxFilter("quotes", parse("view=people&source=Direct"), viewer, now)).toMatchObject({ people: true, source: "Direct", search: null });
  });
});
