import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, inlineScriptHashes } from "./content-security-policy.ts";

const sha = (s: string) => `'sha256-${createHash("sha256").update(s).digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes executable inline scripts only", () => {
    const html = `<script>a()</script><script type="application/ld+json">{"x":1}</script><script src="/x.js"></script><script nonce="n">b()</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha("a()"), sha("b()")]);
  });

  it("hashes module scripts, import maps and JavaScript types in any case and spacing; skips data blocks and empty scripts", () => {
    const html = [
      `<script type="module" async="">import "/a.js"</script>`,
      `<SCRIPT TYPE=" Text/JavaScript ">c()</SCRIPT >`,
      `<script type=importmap>{"imports":{}}</script>`,
      `<script type="application/json">{"d":1}</script>`,
      `<script type="text/template"><b>x</b></script>`,
      `<script></script>`,
      `<script src=/x.js>ignored()</script>`,
      `<script data-src="/y.js">d()</script>`,
    ].join("\n");
    expect(inlineScriptHashes(html)).toEqual([sha(`import "/a.js"`), sha("c()"), sha(`{"imports":{}}`), sha("d()")]);
  });

  it("finds a script anywhere in a long page, after text that looks like one, in any letter case", () => {
    const body = "<p>row</p>".repeat(5_000);
    const html = `<head><script>head()</script></head><body>${body}<!-- <script>no()</script> -->${body}<ScRiPt>tail()</ScRiPt><textarea><script>no()</script></textarea></body>`;
    expect(inlineScriptHashes(html)).toEqual([sha("head()"), sha("tail()")]);
    expect(inlineScriptHashes(`<script>head()</script>${body}&lt;script&gt;no()&lt;/script&gt;`)).toEqual([sha("head()")]);
  });

  it("lists each hash once", () => {
    expect(inlineScriptHashes(`<script>a()</script><p></p><script>a()</script>`)).toEqual([sha("a()")]);
  });

  it("hashes what the browser runs: line breaks normalized, content up to the real end tag", () => {
    expect(inlineScriptHashes(`<script>a()\r\nb()\rc()</script>`)).toEqual([sha("a()\nb()\nc()")]);
    // "</scriptx" and "</script" inside a string that is escaped (React escapes "<" in its JSON) do not end it.
    expect(inlineScriptHashes(`<script>a()</scriptx>b()</script><script>c()</script\t>`)).toEqual([sha("a()</scriptx>b()"), sha("c()")]);
    expect(inlineScriptHashes(`<script>x("</scripts>");y("\\u003c/script>")</script >`)).toEqual([sha(`x("</scripts>");y("\\u003c/script>")`)]);
    // In the tokenizer's double-escaped state, `<!--<script>` hides the first </script>.
    const escaped = `if(0){/*<!--<script>*/}</script>still();-->`;
    expect(inlineScriptHashes(`<script>${escaped}</script><p>after</p>`)).toEqual([sha(escaped)]);
    expect(inlineScriptHashes(`<script><!-- a() --></script><script>b()</script>`)).toEqual([sha("<!-- a() -->"), sha("b()")]);
  });

  it("finds the end of a start tag past a quoted '>' in an attribute", () => {
    expect(inlineScriptHashes(`<script data-x="a>b" id='c>d'>run()</script>`)).toEqual([sha("run()")]);
  });

  it("never hashes text that only looks like a script", () => {
    const html = [
      // User text, escaped by React, in text and attributes (an email's HTML in an iframe's srcdoc).
      `<p>&lt;script&gt;evil1()&lt;/script&gt;</p>`,
      `<iframe srcdoc="&lt;script&gt;evil2()&lt;/script&gt;"></iframe>`,
      // Markup inside attribute values, comments and raw-text or RCDATA elements is text.
      `<a title="<script>evil3()</script>">x</a>`,
      `<a title='<script>evil4()</script>'>x</a>`,
      `<!-- <script>evil5()</script> -->`,
      `<textarea><script>evil6()</script></textarea>`,
      `<title><script>evil7()</script></title>`,
      `<style>/* <script>evil8()</script> */</style>`,
      `<noscript><script>evil9()</script></noscript>`,
      `<!x <script>evil10()</script>`,
      // A script inside a script's string is part of that script.
      `<script>var s="<script>evil11()<\\/script>"</script>`,
      `<scripts>evil12()</scripts>`,
      // Tags the scan reads the slow, exact way: spaces around "=", unquoted values, stray "/" and "=".
      `<a title = "<script>evil13()</script>">x</a><a b=c<script>evil14()</script>`,
      `<a =x title="<script>evil15()</script>">z</a><a/b="<script>evil16()</script>">w</a></div a="<script>evil17()</script>">`,
    ].join("\n");
    expect(inlineScriptHashes(html)).toEqual([sha(`var s="<script>evil11()<\\/script>"`)]);
  });

  it("gives the same hashes for the UTF-8 bytes of a page as for its text, non-ASCII characters and line breaks included", () => {
    const html = `<p>Café — “quoted”</p><script>t("Ünïcödé — ✓")</script><script>a()\r\nb()\0</script><p title='<script>x()</script>'>ß</p>`;
    const expected = [sha(`t("Ünïcödé — ✓")`), sha("a()\nb()\uFFFD")];
    expect(inlineScriptHashes(html)).toEqual(expected);
    expect(inlineScriptHashes(new TextEncoder().encode(html))).toEqual(expected);
    expect(inlineScriptHashes(Buffer.from(`xx${html}`).subarray(2))).toEqual(expected);
  });

  it("ignores an unterminated tag or script at the end of the input", () => {
    expect(inlineScriptHashes(`<script>a()</script><script data-x="`)).toEqual([sha("a()")]);
    expect(inlineScriptHashes(`<script>a()`)).toEqual([sha("a()")]);
  });
});

describe("contentSecurityPolicy", () => {
  const policy = contentSecurityPolicy({ scriptHashes: ["'sha256-xyz'"], https: true });
  it("allows scripts from self and by hash, never unsafe-inline or a nonce", () => {
    const scriptSrc = policy.split("; ").find((d) => d.startsWith("script-src"))!;
    expect(scriptSrc).toBe("script-src 'self' 'sha256-xyz'");
    expect(scriptSrc).not.toContain("unsafe");
    expect(policy).not.toContain("nonce");
  });
  it("forbids framing and plugins, and upgrades http on https sites", () => {
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("upgrade-insecure-requests");
    expect(contentSecurityPolicy({ scriptHashes: [], https: false })).not.toContain("upgrade-insecure-requests");
  });
  it("keeps the office map working", () => {
    expect(policy).toContain("frame-src https://www.google.com");
  });
});
