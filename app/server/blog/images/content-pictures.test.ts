import { describe, expect, it } from "vitest";
import { renderMarkdown } from "../markdown.ts";

const ID = "0123456789abcdef01234567-3000x2000";

describe("an uploaded photo in a post's text", () => {
  it("renders as a responsive picture: AVIF first, every width, sizes, its space reserved, lazily", () => {
    const { html } = renderMarkdown(`Before.\n\n![Flooded wash near Henderson](/blog-images/${ID}/1200.webp "After the storm")\n\nAfter.`);
    const srcset = (format: string) => [400, 800, 1200, 1600].map((w) => `/blog-images/${ID}/${w}.${format} ${w}w`).join(", ");
    expect(html).toContain(
      `<picture><source type="image/avif" srcset="${srcset("avif")}" sizes="(min-width: 48rem) 704px, calc(100vw - 2rem)">` +
        `<img src="/blog-images/${ID}/1200.webp" srcset="${srcset("webp")}" sizes="(min-width: 48rem) 704px, calc(100vw - 2rem)" ` +
        `width="1200" height="800" alt="Flooded wash near Henderson" title="After the storm" loading="lazy" decoding="async"></picture>`,
    );
  });

  it("keeps the description escaped, drops what the sanitizer drops, and leaves other images alone", () => {
    const { html } = renderMarkdown(
      `<img src="/blog-images/${ID}/800.avif" alt='Say "hi" & <wave>' onerror="alert(1)">\n\n![elsewhere](https://example.com/a.jpg)\n\n![typo](/blog-images/${ID}/999.webp)`,
    );
    expect(html).toContain(`alt="Say &quot;hi&quot; &amp; &lt;wave&gt;" loading="lazy"`);
    // The width written is used when it exists (800); a width that does not exist falls back to the largest.
    expect(html).toContain(`<img src="/blog-images/${ID}/800.webp"`);
    expect(html).toContain(`<img src="/blog-images/${ID}/1600.webp"`);
    expect(html).not.toMatch(/onerror/);
    expect(html).toContain(`<img src="https://example.com/a.jpg" alt="elsewhere" loading="lazy" />`);
  });
});
