import { describe, expect, it } from "vitest";
import { contactKeys, normaliseEmail, normalisePhone } from "./person-keys.ts";

describe("person keys", () => {
  it("match an email whatever its case and spaces", () => {
    expect(normaliseEmail("  Sam.Rivera@Example.COM ")).toBe("sam.rivera@example.com");
    expect(normaliseEmail("not an address")).toBeNull();
  });

  it("match a phone number however it is typed, with or without the US country code", () => {
    const typed = ["(702) 555-0142", "702.555.0142", "+1 702 555 0142", "17025550142"];
    expect(new Set(typed.map(normalisePhone))).toEqual(new Set(["7025550142"]));
    expect(normalisePhone("555")).toBeNull();
  });

  it("list the email's key first (it links more surely than a shared phone)", () => {
    expect(contactKeys("A@B.co", "702-555-0142")).toEqual(["e:a@b.co", "p:7025550142"]);
    expect(contactKeys("nobody", "12")).toEqual([]);
  });
});
