import { describe, expect, it } from "vitest";
import { CUSTOMER_TIMELINE_MAX, CUSTOMER_TIMELINE_STEP, customerEmailLabel, customerTimelineLimit } from "./customer-timeline.ts";

describe("the customer's timeline", () => {
  it("shows 50 entries, and 50 more per “Show more”, up to its maximum, whatever the address says", () => {
    expect(customerTimelineLimit(null)).toBe(CUSTOMER_TIMELINE_STEP);
    expect(customerTimelineLimit("junk")).toBe(CUSTOMER_TIMELINE_STEP);
    expect(customerTimelineLimit("-3")).toBe(CUSTOMER_TIMELINE_STEP);
    expect(customerTimelineLimit("100")).toBe(100);
    expect(customerTimelineLimit("101")).toBe(150);
    expect(customerTimelineLimit("99999")).toBe(CUSTOMER_TIMELINE_MAX);
  });

  it("names the emails about a customer's policies and requests", () => {
    expect(customerEmailLabel("customer.renewal_reminder")).toBe("Renewal reminder");
    expect(customerEmailLabel("service_request.staff_reply")).toBe("Reply to the customer");
    expect(customerEmailLabel("service_request.notification")).toBe("Notification to the agency");
  });
});
