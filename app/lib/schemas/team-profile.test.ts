import { describe, expect, it } from "vitest";
import { MAX_SIGNATURE_LENGTH, teamProfileSchema } from "./team-profile.ts";
import { teamInviteSchema } from "./team-invite.ts";

const profile = (values: Record<string, string>) => teamProfileSchema.safeParse(values);
const errorsOf = (result: ReturnType<typeof profile>) =>
  result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));

describe("team profile", () => {
  it("keeps a name, formats a US phone (with an extension) and keeps the signature's lines", () => {
    expect(profile({ name: "  Dana Reyes ", phone: "702.555.0100", signature: "Dana Reyes\r\nAgent\r\n" })).toEqual({
      success: true,
      data: { name: "Dana Reyes", phone: "(702) 555-0100", signature: "Dana Reyes\nAgent" },
    });
    expect(profile({ name: "Dana", phone: "+1 (702) 555-0100 ext. 12" }).data?.phone).toBe("(702) 555-0100 ext. 12");
    expect(profile({ name: "Dana", phone: "7025550100 x7" }).data?.phone).toBe("(702) 555-0100 ext. 7");
  });

  it("treats empty or missing phone and signature as none", () => {
    expect(profile({ name: "Dana", phone: " ", signature: "" }).data).toEqual({ name: "Dana", phone: null, signature: null });
    expect(profile({ name: "Dana" }).data).toEqual({ name: "Dana", phone: null, signature: null });
  });

  it("says what is wrong with each field", () => {
    const errors = errorsOf(profile({ name: " ", phone: "555-0100", signature: "x".repeat(MAX_SIGNATURE_LENGTH + 1) }));
    expect(errors).toEqual({
      name: "Please enter a display name, like Dana Reyes.",
      phone: "Please enter a 10-digit phone number, like (702) 555-0100 or (702) 555-0100 ext. 12.",
      signature: `Please keep the signature under ${MAX_SIGNATURE_LENGTH} characters.`,
    });
    expect(errorsOf(profile({ name: "Dana", phone: "call me maybe 7025550100" })).phone).toMatch(/10-digit/);
    expect(errorsOf(profile({ name: "Dana\u0007" })).name).toMatch(/letters/);
    expect(errorsOf(profile({ name: "Dana", signature: "bell\u0007" })).signature).toMatch(/plain text/);
  });

  it("accepts a signature of exactly the limit", () => {
    expect(profile({ name: "Dana", signature: "x".repeat(MAX_SIGNATURE_LENGTH) }).success).toBe(true);
  });
});

describe("team invitation", () => {
  it("needs a name, an email address and a team role", () => {
    expect(teamInviteSchema.safeParse({ name: "Dana Reyes", email: " Dana@Example.com ", role: "staff" }).data).toEqual({
      name: "Dana Reyes",
      email: "dana@example.com",
      role: "staff",
    });
    const result = teamInviteSchema.safeParse({ name: "", email: "dana", role: "customer" });
    expect(result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]))).toEqual({
      name: "Please enter a display name, like Dana Reyes.",
      email: "Please enter a valid email address, like dana@example.com.",
      role: "Please choose Staff or Admin.",
    });
  });
});
