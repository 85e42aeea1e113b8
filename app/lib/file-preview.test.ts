import { describe, expect, it } from "vitest";
import { previewKind } from "./file-preview.ts";

describe("previewKind", () => {
  it("shows photos as thumbnails, HEIC as a viewable image and PDFs in the viewer", () => {
    expect(previewKind("image/png")).toBe("thumbnail");
    expect(previewKind("image/jpeg")).toBe("thumbnail");
    expect(previewKind("IMAGE/WEBP")).toBe("thumbnail");
    expect(previewKind("image/heic")).toBe("image");
    expect(previewKind("application/pdf")).toBe("pdf");
  });

  it("keeps every other type a download (documents, scripts, markup)", () => {
    for (const type of ["application/msword", "application/vnd.openxmlformats-officedocument.wordprocessingml.document", "text/html", "image/svg+xml", "application/octet-stream", ""]) {
      expect(previewKind(type), type).toBeNull();
    }
  });
});
