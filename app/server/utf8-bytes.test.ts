import { describe, expect, it } from "vitest";
import { utf8Bytes } from "./utf8-bytes.ts";

const encode = (text: string) => new TextEncoder().encode(text);
/** Byte for byte (a deep comparison of arrays this long takes seconds). */
const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && Buffer.from(a.buffer, a.byteOffset, a.length).equals(Buffer.from(b.buffer, b.byteOffset, b.length));

describe("utf8Bytes", () => {
  it("gives the same bytes as TextEncoder for ASCII, two- and three-byte characters, surrogate pairs and lone surrogates", () => {
    for (const text of ["", "<p>plain</p>", "Peña · 4:15 PM — “quoted” …", "A house 🏠 and a car 🚗", "lone \ud800 high and \udc00 low"]) {
      expect(utf8Bytes(text)).toEqual(encode(text));
    }
  });

  it("gives each caller bytes of its own: a later call does not change an earlier result", () => {
    const first = utf8Bytes("first page — ünïcode");
    const copy = Uint8Array.from(first);
    utf8Bytes("second page, which is longer than the first one and overwrites the buffer");
    expect(first).toEqual(copy);
  });

  it("encodes texts too long for its buffer, whole", () => {
    const long = "— long page ".repeat(60_000);
    expect(sameBytes(utf8Bytes(long), encode(long))).toBe(true);
    const justFits = "€".repeat(Math.floor((1 << 20) / 3));
    expect(sameBytes(utf8Bytes(justFits), encode(justFits))).toBe(true);
    expect(sameBytes(utf8Bytes(justFits), encode(justFits.slice(1)))).toBe(false);
  });
});
