import { describe, expect, it } from "vitest";
import { fieldErrors } from "../form-data.ts";
import { formatMinutes } from "./appointment-type-fields.ts";
import { appointmentTypeSchema } from "./appointment-type.ts";

const valid = {
  name: "Life insurance chat",
  nameEs: "Charla sobre seguro de vida",
  description: "We talk about life insurance.",
  descriptionEs: "Hablamos de seguro de vida.",
  slug: "",
  durationMinutes: "20",
  bufferMinutes: "5",
  minNoticeMinutes: "240",
  horizonDays: "14",
  location: "video",
  meetingUrl: "https://meet.example.com/agency",
  assignment: "round_robin",
  userId: "",
  active: "on",
  sortOrder: "",
};

describe("appointmentTypeSchema", () => {
  it("reads a type, making the address from the English name when it is left empty", () => {
    expect(appointmentTypeSchema.parse(valid)).toEqual({
      ...valid,
      slug: "life-insurance-chat",
      durationMinutes: 20,
      bufferMinutes: 5,
      minNoticeMinutes: 240,
      horizonDays: 14,
      userId: null,
      active: true,
      sortOrder: 0,
    });
  });

  it("keeps a meeting room only for a video call, and a person only when one person takes it", () => {
    const parsed = appointmentTypeSchema.parse({ ...valid, location: "phone", assignment: "round_robin", userId: "user-1", active: undefined });
    expect(parsed.meetingUrl).toBeNull();
    expect(parsed.userId).toBeNull();
    expect(parsed.active).toBe(false);
    expect(appointmentTypeSchema.parse({ ...valid, assignment: "person", userId: "user-1" }).userId).toBe("user-1");
  });

  it("says what is wrong with each field at once", () => {
    const result = appointmentTypeSchema.safeParse({
      ...valid,
      name: " ",
      slug: "Quote Call",
      durationMinutes: "4",
      bufferMinutes: "121",
      minNoticeMinutes: "10081",
      horizonDays: "0",
      meetingUrl: "http://meet.example.com",
      assignment: "person",
      userId: "",
      sortOrder: "-1",
    });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({
      name: "Please enter the name visitors see.",
      slug: "Please use lowercase letters, digits and single hyphens only, like quote-call.",
      durationMinutes: "Please enter the length in minutes: a whole number from 5 to 240.",
      bufferMinutes: "Please enter the buffer in minutes: a whole number from 0 to 120.",
      minNoticeMinutes: "Please enter the notice in minutes: a whole number from 0 to 10,080.",
      horizonDays: "Please enter how many days ahead: a whole number from 1 to 365.",
      meetingUrl: "Please enter the meeting room's full address, starting with https://.",
      userId: "Please choose the person who takes these calls.",
      sortOrder: "Please enter its place in the list: a whole number from 0 to 999.",
    });
  });

  it("accepts the bounds themselves", () => {
    const low = appointmentTypeSchema.parse({ ...valid, durationMinutes: "5", bufferMinutes: "0", minNoticeMinutes: "0", horizonDays: "1" });
    expect([low.durationMinutes, low.bufferMinutes, low.minNoticeMinutes, low.horizonDays]).toEqual([5, 0, 0, 1]);
    const high = appointmentTypeSchema.parse({ ...valid, durationMinutes: "240", bufferMinutes: "120", minNoticeMinutes: "10080", horizonDays: "365" });
    expect([high.durationMinutes, high.bufferMinutes, high.minNoticeMinutes, high.horizonDays]).toEqual([240, 120, 10080, 365]);
  });

  it("refuses a place it does not know and an empty name's address", () => {
    const result = appointmentTypeSchema.safeParse({ ...valid, name: "¡¿?!", location: "moon" });
    expect(fieldErrors(result.error!)).toEqual({ location: "Please choose where it happens." });
    const noSlug = appointmentTypeSchema.safeParse({ ...valid, name: "¡¿?!" });
    expect(fieldErrors(noSlug.error!)).toEqual({ slug: "Please enter an address: lowercase letters, digits and hyphens." });
  });

  it("refuses the addresses of the booking pages' own pages, typed or made from the name", () => {
    expect(fieldErrors(appointmentTypeSchema.safeParse({ ...valid, slug: "change" }).error!)).toEqual({ slug: "/book/change is a page of its own: please choose another address." });
    expect(fieldErrors(appointmentTypeSchema.safeParse({ ...valid, slug: "", name: "Booked" }).error!)).toEqual({ slug: "/book/booked is a page of its own: please choose another address." });
  });
});

describe("formatMinutes", () => {
  it("says minutes as people do", () => {
    expect([0, 15, 60, 90, 120, 1440, 2880, 10080].map(formatMinutes)).toEqual(["none", "15 minutes", "1 hour", "1 hour 30 minutes", "2 hours", "1 day", "2 days", "7 days"]);
  });
});
