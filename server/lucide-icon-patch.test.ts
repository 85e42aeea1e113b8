/**
 * patches/lucide-react+1.75.0.patch (applied by `npm ci`): an icon drawn with the defaults renders
 * as one <svg> whose shapes are markup made once per icon. Every icon must come out exactly as
 * the library's own path draws it (reached here by passing the default size, which the fast path
 * leaves to it), in both of the package's builds: the ES modules the server bundle is built from
 * and the CommonJS one Node loads. If an upgrade drops the patch, the first test fails.
 */
import { createRequire } from "node:module";
import type * as LucideReact from "lucide-react";
import type * as ReactModule from "react";
import type { ComponentType, ReactNode } from "react";
import type * as ReactDomServer from "react-dom/server";
import { describe, expect, it, vi } from "vitest";

const require = createRequire(import.meta.url);
// The CommonJS builds, as Node resolves them: the React object here is the one lucide-react calls.
const React = require("react") as typeof ReactModule;
const { renderToStaticMarkup } = require("react-dom/server") as typeof ReactDomServer;
const commonJs = require("lucide-react") as typeof LucideReact;
const esModules = (await import(new URL("../node_modules/lucide-react/dist/esm/lucide-react.mjs", import.meta.url).href)) as typeof LucideReact;

type IconProps = Record<string, unknown> & { children?: ReactNode };
const draw = (icon: unknown, props: IconProps) => renderToStaticMarkup(React.createElement(icon as ComponentType<IconProps>, props));

describe("the lucide-react patch", () => {
  it("draws a default icon as one element, its shapes made once", () => {
    const createElement = vi.spyOn(React, "createElement");
    try {
      draw(commonJs.Menu, { className: "h-5 w-5" });
      createElement.mockClear();
      const markup = draw(commonJs.Menu, { className: "h-5 w-5" });
      // The Menu icon has three shapes: the library's own path creates an element for each.
      expect(markup.match(/<path /g)).toHaveLength(3);
      expect(createElement.mock.calls.filter(([type]) => type === "path")).toHaveLength(0);
    } finally {
      createElement.mockRestore();
    }
  });

  const variants: [string, IconProps][] = [
    ["a class", { className: "h-4 w-4 shrink-0 text-navy-700" }],
    ["no class", {}],
    ["a class repeating the icon's own", { className: " lucide  h-4   h-4 " }],
    ["a label (not hidden from assistive technology)", { className: "h-6 w-6", "aria-label": "Close" }],
    ["its own attributes, one of them the hidden flag", { className: "h-4 w-4", "aria-hidden": "false", focusable: "false", "data-state": "open", id: "menu-icon" }],
  ];

  for (const [build, lucide] of [["ES modules", esModules], ["CommonJS", commonJs]] as const) {
    for (const [variant, props] of variants) {
      it(`draws every icon as the library does (${build}, ${variant})`, () => {
        const icons = Object.entries(lucide.icons);
        expect(icons.length).toBeGreaterThan(1000);
        const differing = icons.filter(([, icon]) => draw(icon, props) !== draw(icon, { ...props, size: 24 }));
        expect(differing.map(([name]) => name)).toEqual([]);
      });
    }

    it(`leaves icons with children, a size or a provider to the library (${build})`, () => {
      const title = React.createElement("title", null, "Phone");
      expect(draw(lucide.Phone, { children: title })).toContain("<title>Phone</title></svg>");
      expect(draw(lucide.Phone, { size: 16 })).toContain('width="16" height="16"');
      const inProvider = renderToStaticMarkup(React.createElement(lucide.LucideProvider as ComponentType<IconProps>, { color: "red" }, React.createElement(lucide.Phone)));
      expect(inProvider).toContain('stroke="red"');
    });
  }
});
