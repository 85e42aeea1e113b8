import { describe, expect, it } from "vitest";
import { agencyFromEnv, defaultAgency, parseUsPhone } from "../config/agency.ts";
import { EnvError, parseEnv } from "./env.ts";

describe("environment", () => {
  it("has working defaults for a fresh clone", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(4321);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PUBLIC_URL).toBe("http://localhost:4321");
  });

  it("names each bad variable", () => {
    expect(() => parseEnv({ PORT: "eighty", AGENCY_EMAIL_INFO: "not-an-email" })).toThrow(EnvError);
    try {
      parseEnv({ PORT: "eighty", AGENCY_EMAIL_INFO: "not-an-email", DATABASE_URL: "mysql://x" });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toMatch(/PORT/);
      expect(message).toMatch(/AGENCY_EMAIL_INFO/);
      expect(message).toMatch(/DATABASE_URL/);
    }
  });

  it("defaults PUBLIC_URL to localhost on the configured PORT", () => {
    expect(parseEnv({ PORT: "4391" }).PUBLIC_URL).toBe("http://localhost:4391");
    expect(parseEnv({ PORT: "4391", PUBLIC_URL: "" }).PUBLIC_URL).toBe("http://localhost:4391");
    expect(parseEnv({ PORT: "4391", PUBLIC_URL: "https://www.example.com" }).PUBLIC_URL).toBe("https://www.example.com");
    expect(() => parseEnv({ PUBLIC_URL: "ftp://example.com" })).toThrow(/PUBLIC_URL/);
  });

  it("reads TRUST_PROXY as a number of proxy hops", () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(0);
    expect(parseEnv({ TRUST_PROXY: "0" }).TRUST_PROXY).toBe(0);
    expect(parseEnv({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(0);
    expect(parseEnv({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: "TRUE" }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(parseEnv({ TRUST_PROXY: "10" }).TRUST_PROXY).toBe(10);
    for (const bad of ["yes", "-1", "1.5", "11", "999", "0x1"]) {
      expect(() => parseEnv({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY: must be 0 or false/);
    }
  });

  it("treats empty values as unset", () => {
    expect(parseEnv({ PORT: "", AGENCY_PHONE: "" }).PORT).toBe(4321);
  });

  it("refuses a payment portal that is not http(s)", () => {
    expect(() => parseEnv({ PAYMENT_PORTAL_URL: "javascript:alert(1)" })).toThrow(/PAYMENT_PORTAL_URL/);
  });
});

describe("agency overrides", () => {
  it("keeps fictional defaults and the real office address", () => {
    expect(defaultAgency.phone.display).toMatch(/555-01\d\d/);
    expect(defaultAgency.emails.info).toMatch(/@example\.com$/);
    expect(defaultAgency.address).toMatchObject({ street: "7318 West Post Rd", suite: "Ste 202B", postalCode: "89118" });
  });

  it("applies environment values", () => {
    const agency = agencyFromEnv(parseEnv({ AGENCY_PHONE: "702-555-0142", AGENCY_EMAIL_LEADS: "leads@agency.test" }));
    expect(agency.phone).toEqual({ dial: "+17025550142", display: "(702) 555-0142" });
    expect(agency.emails.leads).toBe("leads@agency.test");
    expect(agency.emails.info).toBe(defaultAgency.emails.info);
  });

  it("refuses trust signals it cannot read, naming the variable and the entry", () => {
    expect(() => parseEnv({ AGENCY_CARRIERS: "Acme|https://cdn.example.com/acme.png" })).toThrow(/AGENCY_CARRIERS: Acme: /);
    expect(() => parseEnv({ AGENCY_TEAM: "Dana Reyes" })).toThrow(/AGENCY_TEAM: Dana Reyes: /);
    expect(() => parseEnv({ AGENCY_REVIEW_URL: "http://reviews.example.com/" })).toThrow(/AGENCY_REVIEW_URL/);
    expect(() => parseEnv({ AGENCY_LICENSE_NUMBER: "NV license 123" })).toThrow(/AGENCY_LICENSE_NUMBER/);
    expect(agencyFromEnv(parseEnv({ AGENCY_LICENSE_NUMBER: "3456789", AGENCY_CARRIERS: "Acme; Sierra" })).carriers).toHaveLength(2);
  });

  it("parses US phone numbers in common forms", () => {
    expect(parseUsPhone("(702) 555-0100")?.dial).toBe("+17025550100");
    expect(parseUsPhone("+1 702 555 0100")?.display).toBe("(702) 555-0100");
    expect(parseUsPhone("555-0100")).toBeNull();
  });
});
