import { describe, expect, it } from "vitest";
import { defaultAgency } from "../../config/agency.ts";
import { renderEmail } from "../mail/render-email.ts";
import { renewalReminderContent, type RenewalFacts } from "./renewal-reminders.ts";

const facts: RenewalFacts = {
  policyId: "policy-1",
  greetingName: "Jane Rivera",
  line: "auto",
  carrier: "Acme Mutual",
  policyNumber: "PA-123",
  expirationDate: "2027-03-03",
};
const context = { agency: defaultAgency, publicUrl: "https://agency.test/", unsubscribeToken: "v1.abc.123.sig" };

describe("the renewal reminder email", () => {
  it("names the policy, its date in words, what happens next and the agent", () => {
    const email = renderEmail(
      renewalReminderContent(facts, { ...context, agent: { name: "Dana Reyes", email: "dana@agency.test", phone: "7025550101", signature: null } }),
    );
    expect(email.subject).toBe("Your personal auto policy renews on Wednesday, March 3, 2027");
    for (const text of ["Hello Jane Rivera,", "Personal auto policy with Acme Mutual (policy number PA-123)", "Dana Reyes reviews your renewal", "Direct line: (702) 555-0101", "Email: dana@agency.test"]) {
      expect(email.text).toContain(text);
    }
    expect(email.text).toContain(`Phone: ${defaultAgency.phone.display}`);
    expect(email.text).toContain("See your policy online: https://agency.test/dashboard/policies/policy-1");
    expect(email.text).toContain("Stop renewal reminder emails: https://agency.test/email/renewals?token=v1.abc.123.sig");
    expect(email.html).toContain('<a href="https://agency.test/email/renewals?token=v1.abc.123.sig"');
  });

  it("is signed by the agency when the customer has no agent", () => {
    const email = renderEmail(renewalReminderContent(facts, { ...context, agent: null }));
    expect(email.text).toContain(`the team at ${defaultAgency.name} reviews your renewal`);
    expect(email.text).not.toContain("Your contact at");
    expect(email.text).toContain(defaultAgency.emails.info);
  });

  it("escapes what staff typed", () => {
    const email = renderEmail(renewalReminderContent({ ...facts, carrier: "<b>Acme</b>" }, { ...context, agent: null }));
    expect(email.html).not.toContain("<b>Acme</b>");
    expect(email.html).toContain("&lt;b&gt;Acme&lt;/b&gt;");
  });
});
