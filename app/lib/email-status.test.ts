import { describe, expect, it } from "vitest";
import { canRetryEmail, emailStatusLabel, isEmailStatus } from "./email-status.ts";

describe("email statuses", () => {
  it("word 'not sent' as the reason it was kept", () => {
    expect(emailStatusLabel("not_sent")).toBe("Not sent: no SMTP");
    expect(emailStatusLabel("sent")).toBe("Sent");
    expect(isEmailStatus("bounced")).toBe(false);
  });

  it("can be retried only when failed for good or never sent", () => {
    expect(["queued", "sending", "sent", "failed", "not_sent"].filter(canRetryEmail)).toEqual(["failed", "not_sent"]);
  });
});
