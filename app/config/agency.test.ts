import { describe, expect, it } from "vitest";
import { agencyFromEnv, defaultAgency, initialsOf, isSiteImagePath, parseCarriers, parseTeam, unsetAgencyFacts } from "./agency.ts";

describe("trust signals from configuration", () => {
  it("has none by default: nothing invented is shown", () => {
    expect(defaultAgency.licenseNumber).toBe("");
    expect(defaultAgency.carriers).toEqual([]);
    expect(defaultAgency.team).toEqual([]);
    expect(defaultAgency.reviewProfile).toBeNull();
    expect(agencyFromEnv({})).toMatchObject({ licenseNumber: "", carriers: [], team: [], reviewProfile: null });
  });

  it("reads the license number, carriers, team and review profile", () => {
    const agency = agencyFromEnv({
      AGENCY_LICENSE_NUMBER: " 3456789 ",
      AGENCY_CARRIERS: "Acme Mutual; Sierra Casualty | /agency/carriers/sierra.svg ;",
      AGENCY_TEAM: "Dana Reyes|Principal Agent|/agency/team/dana.jpg|Thirty years in Las Vegas.; Sam Ortiz|Account Manager",
      AGENCY_REVIEW_URL: "https://reviews.example.com/agency",
      AGENCY_REVIEW_SITE: "Google",
    });
    expect(agency.licenseNumber).toBe("3456789");
    expect(agency.carriers).toEqual([{ name: "Acme Mutual" }, { name: "Sierra Casualty", logo: "/agency/carriers/sierra.svg" }]);
    expect(agency.team).toEqual([
      { name: "Dana Reyes", jobTitle: "Principal Agent", photo: "/agency/team/dana.jpg", bio: "Thirty years in Las Vegas." },
      { name: "Sam Ortiz", jobTitle: "Account Manager" },
    ]);
    expect(agency.reviewProfile).toEqual({ url: "https://reviews.example.com/agency", site: "Google" });
  });

  it("lets a bio go without a photo", () => {
    expect(parseTeam("Sam Ortiz|Account Manager||Helps business owners.").value).toEqual([
      { name: "Sam Ortiz", jobTitle: "Account Manager", bio: "Helps business owners." },
    ]);
  });

  it("names each entry it cannot read", () => {
    expect(parseCarriers("Acme|https://cdn.example.com/acme.png").errors[0]).toMatch(/^Acme: .*not an image path on this site/);
    expect(parseCarriers("Acme|/a.svg|extra").errors[0]).toMatch(/^Acme: expected/);
    expect(parseCarriers("|/a.svg").errors).toEqual(["a carrier without a name"]);
    expect(parseTeam("Dana Reyes").errors[0]).toMatch(/^Dana Reyes: a name and a job title are required/);
    expect(parseTeam("Dana|Agent|/x.jpg|Bio|more").errors[0]).toMatch(/at most four fields/);
    expect(parseTeam("Dana|Agent|photo.jpg").errors[0]).toMatch(/not an image path/);
  });

  it("accepts only image files on this site as logos and photos", () => {
    expect(isSiteImagePath("/agency/carriers/acme.svg")).toBe(true);
    expect(isSiteImagePath("/agency/team/Dana_Reyes-2.JPG")).toBe(true);
    expect(isSiteImagePath("//cdn.example.com/a.png")).toBe(false);
    expect(isSiteImagePath("/agency/../secret.png")).toBe(false);
    expect(isSiteImagePath("/agency/logo.gif")).toBe(false);
    expect(isSiteImagePath("/agency/logo.svg?x=1")).toBe(false);
  });

  it("makes initials from the first two words of a name", () => {
    expect(initialsOf("Maria  Delgado")).toBe("MD");
    expect(initialsOf("ana maria lopez")).toBe("AM");
    expect(initialsOf("Cher")).toBe("C");
  });
});

describe("the installer's start-up warning", () => {
  it("lists every fact still at its placeholder or empty, with what visitors see meanwhile", () => {
    const unset = unsetAgencyFacts({});
    expect(unset).toContain(`AGENCY_PHONE (placeholder shown: ${defaultAgency.phone.display})`);
    expect(unset).toContain("AGENCY_LICENSE_NUMBER (no license number in the footer)");
    expect(unset.some((line) => line.startsWith("AGENCY_CARRIERS "))).toBe(true);
    expect(unset.some((line) => line.startsWith("AGENCY_TEAM "))).toBe(true);
    expect(unset.some((line) => line.startsWith("AGENCY_REVIEW_URL "))).toBe(true);
  });

  it("is empty once everything is configured", () => {
    const unset = unsetAgencyFacts({
      AGENCY_NAME: "A", AGENCY_PHONE: "7025550142", AGENCY_CLAIMS_PHONE: "7025550143",
      AGENCY_EMAIL_INFO: "a@x.test", AGENCY_EMAIL_LEADS: "b@x.test", AGENCY_EMAIL_CLAIMS: "c@x.test", AGENCY_EMAIL_CAREERS: "d@x.test",
      PAYMENT_PORTAL_URL: "https://pay.test/", MERCHANDISE_STORE_URL: "https://store.test/",
      AGENCY_LICENSE_NUMBER: "1", AGENCY_CARRIERS: "Acme", AGENCY_TEAM: "Dana|Agent", AGENCY_REVIEW_URL: "https://r.test/",
    });
    expect(unset).toEqual([]);
  });
});
