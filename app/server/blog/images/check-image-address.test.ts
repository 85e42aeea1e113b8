import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkImageAddress, isPublicAddress, MAX_REDIRECTS } from "./check-image-address.ts";

describe("which addresses are public", () => {
  it.each([
    "127.0.0.1", "127.8.9.10", "10.0.0.5", "172.16.0.1", "172.31.255.255", "192.168.1.20", "169.254.169.254", "100.64.0.1",
    "0.0.0.0", "224.0.0.1", "255.255.255.255", "198.18.0.1", "192.0.2.10",
    "::", "::1", "fd00::1", "fc12:3456::1", "fe80::1", "ff02::1", "::ffff:127.0.0.1", "::ffff:7f00:1", "::ffff:a9fe:a9fe",
    "64:ff9b::a9fe:a9fe", "2002:7f00:1::1", "2001:db8::1", "not an address", "",
  ])("%s is not", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(["93.184.215.14", "8.8.8.8", "172.32.0.1", "100.128.0.1", "2606:4700::6810:84e5", "::ffff:8.8.8.8"])("%s is", (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe("an image address is checked when a post is saved", () => {
  let server: Server;
  let base: string;
  const loopbackOnly = (address: string) => address === "127.0.0.1";
  // Names that resolve to the test server, as a public name would to a public server.
  const lookup = ((hostname: string, options: object, callback: (e: Error | null, a: { address: string; family: number }[]) => void) => {
    const table: Record<string, string> = { "images.test": "127.0.0.1", "rebind.test": "127.0.0.2" };
    const address = table[hostname];
    if (!address) return callback(Object.assign(new Error("not found"), { code: "ENOTFOUND" }), []);
    callback(null, [{ address, family: 4 }]);
  }) as never;

  beforeAll(async () => {
    server = createServer((req, res) => {
      const url = new URL(req.url ?? "/", "http://x");
      if (url.pathname === "/photo.jpg") return res.writeHead(200, { "Content-Type": "image/jpeg" }).end(Buffer.alloc(50_000));
      if (url.pathname === "/page") return res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end("<p>hi</p>");
      if (url.pathname === "/gone.jpg") return res.writeHead(404, { "Content-Type": "text/html" }).end("no");
      if (url.pathname === "/moved") return res.writeHead(301, { Location: "/photo.jpg" }).end();
      if (url.pathname === "/to-inside") return res.writeHead(302, { Location: "http://169.254.169.254/latest/meta-data/" }).end();
      if (url.pathname === "/to-rebind") return res.writeHead(302, { Location: `http://rebind.test:${(server.address() as AddressInfo).port}/photo.jpg` }).end();
      if (url.pathname === "/loop") return res.writeHead(302, { Location: "/loop" }).end();
      if (url.pathname === "/slow.jpg") return; // never answers
      res.writeHead(500).end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://images.test:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const check = (url: string, timeoutMs?: number) => checkImageAddress(url, { addressAllowed: loopbackOnly, lookup, timeoutMs });

  it("accepts an address that answers with an image, also after a redirect", async () => {
    expect(await check(`${base}/photo.jpg`)).toEqual({ ok: true, contentType: "image/jpeg" });
    expect(await check(`${base}/moved`)).toEqual({ ok: true, contentType: "image/jpeg" });
  });

  it("refuses a page, an error, a name that does not resolve, a silent server and a redirect loop, each with its message", async () => {
    expect(await check(`${base}/page`)).toMatchObject({ ok: false, problem: "not-an-image", message: expect.stringContaining("“text/html”, not an image") });
    expect(await check(`${base}/gone.jpg`)).toMatchObject({ ok: false, problem: "error-status", message: expect.stringContaining("HTTP 404") });
    expect(await check("http://nowhere.test/a.jpg")).toMatchObject({ ok: false, problem: "unreachable" });
    expect(await check(`${base}/slow.jpg`, 300)).toMatchObject({ ok: false, problem: "timeout" });
    expect(await check(`${base}/loop`)).toMatchObject({ ok: false, problem: "too-many-redirects", message: expect.stringContaining(`more than ${MAX_REDIRECTS} times`) });
    expect(await check("ftp://images.test/a.jpg")).toMatchObject({ ok: false, problem: "not-web-address" });
    expect(await check(`http://user:secret@images.test/a.jpg`)).toMatchObject({ ok: false, problem: "credentials" });
  });

  it("never reaches an inside address: written as a number, behind a name, or after a redirect", async () => {
    const port = (server.address() as AddressInfo).port;
    // With the real policy, the test server itself (loopback) is out of reach, though it would answer with an image.
    for (const url of [`http://127.0.0.1:${port}/photo.jpg`, `http://localhost:${port}/photo.jpg`, `http://[::1]:${port}/photo.jpg`, `http://[::ffff:127.0.0.1]:${port}/photo.jpg`, "http://169.254.169.254/latest/meta-data/", "http://10.0.0.1/a.jpg"]) {
      expect(await checkImageAddress(url), url).toMatchObject({ ok: false, problem: "private-address", message: expect.stringContaining("private or local network") });
    }
    expect(await check(`${base}/to-inside`)).toMatchObject({ ok: false, problem: "private-address" });
    // A name that resolves to an address not allowed (as a rebinding name would, the second time) is refused at connection.
    expect(await check(`${base}/to-rebind`)).toMatchObject({ ok: false, problem: "private-address" });
  });
});
