import { describe, expect, it } from "vitest";
import { splitAtMiddleHeading } from "./split-at-middle-heading.ts";

const section = (n: number, body = "<p>Text.</p>") => `<h2 id="s${n}">Section ${n}</h2>\n${body}\n`;

describe("splitAtMiddleHeading", () => {
  it("splits before the section heading nearest the middle", () => {
    const html = [1, 2, 3, 4].map((n) => section(n)).join("");
    const split = splitAtMiddleHeading(html);
    expect(split).not.toBeNull();
    const [before, after] = split!;
    expect(before + after).toBe(html);
    expect(after.startsWith('<h2 id="s3">')).toBe(true);
  });

  it("weighs sections by length, not by count", () => {
    const long = "<p>" + "word ".repeat(400) + "</p>";
    const html = section(1, long) + section(2) + section(3) + section(4);
    expect(splitAtMiddleHeading(html)![1].startsWith('<h2 id="s2">')).toBe(true);
  });

  it("leaves short texts whole", () => {
    expect(splitAtMiddleHeading(section(1) + section(2))).toBeNull();
    expect(splitAtMiddleHeading("<p>No headings at all.</p>")).toBeNull();
  });

  it("never splits inside another element", () => {
    const nested = `<div><h2>Inside a box</h2><p>x<br>y<img src="/a.png"></p></div>`;
    const html = section(1) + nested + nested + nested + section(2) + section(3);
    const [, after] = splitAtMiddleHeading(html)!;
    expect(after.startsWith("<h2 id=")).toBe(true);
  });
});
