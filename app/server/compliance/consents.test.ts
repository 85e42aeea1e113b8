import { describe, expect, it } from "vitest";
import { consentsGiven } from "./consents.ts";

const agency = { agencyName: "Desert Shield Insurance", phone: "(702) 555-0100" };

describe("the consents a submission gives", () => {
  it("always the form's own statement first, then marketing when the box was ticked", () => {
    expect(consentsGiven({ form: "quote", marketing: true }, agency).map((c) => c.kind)).toEqual(["contact", "marketing"]);
    expect(consentsGiven({ form: "quote", marketing: false }, agency).map((c) => c.kind)).toEqual(["contact"]);
  });

  it("no marketing without a phone number or an email address to reach, nor on a form that has no box", () => {
    expect(consentsGiven({ form: "contact", marketing: true }, { ...agency, phone: null }).map((c) => c.kind)).toEqual(["contact"]);
    // The statement names email from version 3: an address alone is somewhere to reach them.
    expect(consentsGiven({ form: "contact", marketing: true }, { ...agency, phone: null, email: "ana@example.com" }).map((c) => c.kind)).toEqual(["contact", "marketing"]);
    expect(consentsGiven({ form: "claim", marketing: true }, agency).map((c) => c.kind)).toEqual(["contact"]);
    expect(consentsGiven({ form: "careers", marketing: true }, agency).map((c) => c.kind)).toEqual(["contact"]);
  });
});
