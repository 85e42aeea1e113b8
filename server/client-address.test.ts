import { describe, expect, it } from "vitest";
import { clientAddress, forwardedAddress } from "./client-address.ts";

const SOCKET = "10.0.0.5";

describe("clientAddress", () => {
  it("ignores X-Forwarded-For when no proxy is trusted", () => {
    expect(clientAddress("198.51.100.7", SOCKET, 0)).toBe(SOCKET);
    expect(clientAddress(undefined, SOCKET, 0)).toBe(SOCKET);
    expect(clientAddress("198.51.100.7", SOCKET, -1)).toBe(SOCKET);
    expect(clientAddress("198.51.100.7", SOCKET, Number.NaN)).toBe(SOCKET);
  });

  it("takes the entry the one trusted proxy appended: the rightmost", () => {
    expect(clientAddress("198.51.100.7", SOCKET, 1)).toBe("198.51.100.7");
    // What the client wrote itself stays to the left and is ignored, however it varies.
    for (const forged of ["1.1.1.1", "1.1.1.1, 2.2.2.2", "203.0.113.99, 8.8.8.8, 9.9.9.9"]) {
      expect(clientAddress(`${forged}, 198.51.100.7`, SOCKET, 1), forged).toBe("198.51.100.7");
    }
  });

  it("takes the Nth entry from the right with N trusted proxies", () => {
    // client → load balancer → nginx → us: nginx appended the balancer's address, the balancer the client's.
    expect(clientAddress("198.51.100.7, 10.0.0.2", SOCKET, 2)).toBe("198.51.100.7");
    expect(clientAddress("6.6.6.6, 198.51.100.7, 10.0.0.2", SOCKET, 2)).toBe("198.51.100.7");
    expect(clientAddress("6.6.6.6, 198.51.100.7, 10.0.0.3, 10.0.0.2", SOCKET, 3)).toBe("198.51.100.7");
  });

  it("falls back to the socket address without the header, or with fewer entries than proxies", () => {
    expect(clientAddress(undefined, SOCKET, 1)).toBe(SOCKET);
    expect(clientAddress("", SOCKET, 1)).toBe(SOCKET);
    expect(clientAddress(" , ", SOCKET, 1)).toBe(SOCKET);
    expect(clientAddress("198.51.100.7", SOCKET, 2)).toBe(SOCKET);
  });

  it("falls back to the socket address when the trusted entry is not an address", () => {
    expect(clientAddress("unknown", SOCKET, 1)).toBe(SOCKET);
    expect(clientAddress("198.51.100.7, _hidden", SOCKET, 1)).toBe(SOCKET);
    expect(clientAddress("198.51.100.7, <script>", SOCKET, 1)).toBe(SOCKET);
    expect(clientAddress("198.51.100.7, 999.1.1.1", SOCKET, 1)).toBe(SOCKET);
  });

  it("skips empty entries, which only the client's part can hold", () => {
    expect(clientAddress("1.1.1.1,, 198.51.100.7", SOCKET, 1)).toBe("198.51.100.7");
    expect(clientAddress(",,,198.51.100.7, 10.0.0.2", SOCKET, 2)).toBe("198.51.100.7");
    // Garbage on the client's side does not matter either.
    expect(clientAddress("not an address, 198.51.100.7", SOCKET, 1)).toBe("198.51.100.7");
  });

  it("reads IPv6 entries, ports and quotes", () => {
    expect(clientAddress("2001:DB8::1", SOCKET, 1)).toBe("2001:db8::1");
    expect(clientAddress('"[2001:db8::1]:443"', SOCKET, 1)).toBe("2001:db8::1");
    expect(clientAddress("203.0.113.7:5120", SOCKET, 1)).toBe("203.0.113.7");
    expect(clientAddress(["1.1.1.1", "198.51.100.7"], SOCKET, 1)).toBe("198.51.100.7");
  });
});

describe("forwardedAddress", () => {
  it("returns a bare address or null", () => {
    expect(forwardedAddress(" 198.51.100.7 ")).toBe("198.51.100.7");
    expect(forwardedAddress("[::1]")).toBe("::1");
    expect(forwardedAddress("::ffff:198.51.100.7")).toBe("::ffff:198.51.100.7");
    expect(forwardedAddress("")).toBeNull();
    expect(forwardedAddress("example.com")).toBeNull();
    expect(forwardedAddress("198.51.100.7:port")).toBeNull();
  });
});
