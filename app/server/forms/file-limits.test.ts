import { describe, expect, it } from "vitest";
import { claimAttachmentRule, MAX_CLAIM_ATTACHMENTS, MEGABYTE, resumeRule } from "../uploads/check-upload.ts";
import { fileLimitsOf, megabytes, TEXT_FIELDS_ALLOWANCE_BYTES } from "./file-limits.ts";

describe("fileLimitsOf", () => {
  const claimUploads = { field: "attachments", rule: claimAttachmentRule, maxFiles: MAX_CLAIM_ATTACHMENTS };

  it("gives the picker the server's rule: accepted types, largest file, number of files", () => {
    const limits = fileLimitsOf({ uploads: { field: "resume", rule: resumeRule, maxFiles: 1 }, maxBytes: 30 * MEGABYTE }, 60);
    expect(limits.accept.split(",").filter((a) => a.startsWith("."))).toEqual([".pdf", ".doc", ".docx"]);
    expect(limits.maxFileBytes).toBe(10 * MEGABYTE);
    expect(limits.maxFiles).toBe(1);
  });

  it("lets the files weigh together what the form's limit leaves after the text fields", () => {
    expect(fileLimitsOf({ uploads: claimUploads, maxBytes: 52 * MEGABYTE }, 60).maxTotalBytes).toBe(52 * MEGABYTE - TEXT_FIELDS_ALLOWANCE_BYTES);
  });

  it("takes the server-wide cap when it is smaller than the form's limit", () => {
    expect(fileLimitsOf({ uploads: claimUploads, maxBytes: 52 * MEGABYTE }, 1).maxTotalBytes).toBe(MEGABYTE - TEXT_FIELDS_ALLOWANCE_BYTES);
  });

  it("refuses a form without files", () => {
    expect(() => fileLimitsOf({ maxBytes: 1024 }, 60)).toThrow();
  });

  it("never goes below nothing", () => {
    expect(fileLimitsOf({ uploads: claimUploads, maxBytes: 1024 }, 60).maxTotalBytes).toBe(0);
  });
});

describe("megabytes", () => {
  it("says a limit in whole or tenths of megabytes", () => {
    expect(megabytes(10 * MEGABYTE)).toBe("10 MB");
    expect(megabytes(MEGABYTE - TEXT_FIELDS_ALLOWANCE_BYTES)).toBe("0.9 MB");
  });
});
