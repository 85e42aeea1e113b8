import { describe, expect, it } from "vitest";
import { contactOutcomes } from "../../lib/pipeline.ts";
import { describeContact, stageAfterContact } from "./contact-attempt.ts";

describe("stageAfterContact", () => {
  it("moves a new quote to Contacted once the person was reached", () => {
    expect(stageAfterContact("quotes", "new", "reached")).toBe("contacted");
    expect(stageAfterContact("pay-per-mile", "new", "replied")).toBe("contacted");
  });

  it("leaves the stage when nobody was reached", () => {
    for (const outcome of ["left_voicemail", "no_answer", "wrong_number", "sent"] as const) {
      expect(stageAfterContact("quotes", "new", outcome), outcome).toBeNull();
    }
  });

  it("moves only from the first stage, and never claims or applications", () => {
    expect(stageAfterContact("quotes", "quoted", "reached")).toBeNull();
    expect(stageAfterContact("quotes", "won", "reached")).toBeNull();
    for (const { value } of contactOutcomes) {
      expect(stageAfterContact("claims", "received", value)).toBeNull();
      expect(stageAfterContact("applications", "new", value)).toBeNull();
    }
  });
});

describe("describeContact", () => {
  it("words an attempt by its labels", () => {
    expect(describeContact("call", "left_voicemail")).toBe("Phone call: Left voicemail");
    expect(describeContact("text", "reached")).toBe("Text message: Reached them");
  });
});
