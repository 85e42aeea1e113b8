import { describe, expect, it } from "vitest";
import { classifyEmail } from "./email-kinds.ts";

describe("what each email is", () => {
  it("mail for the person about their own request or account is transactional: it always goes and carries the preferences link", () => {
    for (const kind of ["quotes.confirmation", "claims.confirmation", "messages.confirmation", "service_request.staff_reply", "service_request.status", "customer.invite", "customer.linked", "account.confirm", "account.reset-password", "account.already-registered", "signing.invitation", "signing.reminder", "signing.code", "signing.completed", "signing.voided"]) {
      expect(classifyEmail(kind), kind).toEqual({ audience: "person", purpose: "transactional" });
    }
  });

  it("a renewal reminder is a reminder: an opt-out stops it", () => {
    expect(classifyEmail("customer.renewal_reminder")).toEqual({ audience: "person", purpose: "reminder" });
  });

  it("the recommendation survey is a reminder: an opt-out stops it and it carries List-Unsubscribe", () => {
    expect(classifyEmail("customer.nps_survey")).toEqual({ audience: "person", purpose: "reminder" });
  });

  it("a booking's reminder stops with an opt-out; its confirmation, changes and the member's notice always go", () => {
    expect(classifyEmail("booking.reminder")).toEqual({ audience: "person", purpose: "reminder" });
    for (const kind of ["booking.confirmation", "booking.rescheduled", "booking.cancelled", "booking.link"]) expect(classifyEmail(kind), kind).toEqual({ audience: "person", purpose: "transactional" });
    expect(classifyEmail("booking.notification").audience).toBe("staff");
  });

  it("mail for the agency and its staff carries no preferences link", () => {
    for (const kind of ["quotes.notification", "claims.notification", "service_request.notification", "service_request.customer_reply", "team.digest", "team.follow_up", "account.invite", "signing.declined", "signing.staff_completed", "signing.expired"]) {
      expect(classifyEmail(kind).audience, kind).toBe("staff");
    }
  });
});
