import { describe, expect, it } from "vitest";
import { fileKind, formatFileSize } from "./file-size.ts";

describe("formatFileSize", () => {
  it("reads as bytes, KB or MB", () => {
    expect(formatFileSize(1)).toBe("1 byte");
    expect(formatFileSize(900)).toBe("900 bytes");
    expect(formatFileSize(2048)).toBe("2 KB");
    expect(formatFileSize(10 * 1024 * 1024)).toBe("10.0 MB");
  });
  it("names known kinds", () => {
    expect(fileKind("application/pdf")).toBe("PDF");
    expect(fileKind("application/x-unknown")).toBe("application/x-unknown");
  });
});
