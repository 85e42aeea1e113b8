import { describe, expect, it } from "vitest";
import { contactAttemptSchema } from "./contact-attempt.ts";

describe("contactAttemptSchema", () => {
  it("takes a channel and outcome of the lists and an optional note", () => {
    expect(contactAttemptSchema.parse({ channel: "call", outcome: "left_voicemail", contact_note: "  " })).toEqual({ channel: "call", outcome: "left_voicemail", note: null });
    expect(contactAttemptSchema.parse({ channel: "email", outcome: "sent", contact_note: "Sent the quote" })).toEqual({ channel: "email", outcome: "sent", note: "Sent the quote" });
  });

  it("refuses anything else with a message per field", () => {
    const result = contactAttemptSchema.safeParse({ channel: "fax", outcome: "" });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => [i.path[0], i.message])).toEqual([
      ["channel", "Please choose how you contacted them."],
      ["outcome", "Please choose what came of it."],
    ]);
    expect(contactAttemptSchema.safeParse({ channel: "call", outcome: "reached", contact_note: "x".repeat(1001) }).success).toBe(false);
  });
});
