import { describe, expect, it } from "vitest";
import { contentDisposition, downloadHeaders } from "./download-headers.ts";

describe("contentDisposition", () => {
  it("is always an attachment with an ASCII fallback and the UTF-8 name", () => {
    expect(contentDisposition("resume.pdf")).toBe(`attachment; filename="resume.pdf"; filename*=UTF-8''resume.pdf`);
    expect(contentDisposition("José Núñez CV (final).docx")).toBe(
      `attachment; filename="Jos_ N__ez CV (final).docx"; filename*=UTF-8''Jos%C3%A9%20N%C3%BA%C3%B1ez%20CV%20%28final%29.docx`,
    );
  });

  it("cannot be broken out of by quotes, semicolons or line breaks", () => {
    const header = contentDisposition('evil";\r\nSet-Cookie: x=1;.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header.split('"').length).toBe(3);
    expect(header).toContain("filename*=UTF-8''evil%22%3B%20%20Set-Cookie%3A%20x%3D1%3B.pdf");
  });

  it("names a nameless file", () => {
    expect(contentDisposition("  ")).toContain('filename="download"');
  });
});

describe("downloadHeaders", () => {
  it("sets the stored type, nosniff and no caching", () => {
    const headers = downloadHeaders("a.pdf", "application/pdf", 12);
    expect(headers.get("Content-Type")).toBe("application/pdf");
    expect(headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(headers.get("Cache-Control")).toBe("private, no-store");
    expect(headers.get("Content-Length")).toBe("12");
    expect(headers.get("Content-Disposition")).toMatch(/^attachment;/);
  });
});
