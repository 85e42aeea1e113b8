import js from "@eslint/js";
import vitest from "@vitest/eslint-plugin";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", ".tmp/", ".react-router/", "node_modules/", "data/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    // Migrations and test fixtures work on untyped databases on purpose.
    files: ["app/server/db/migrate.ts", "app/server/db/migrations/**", "tests/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    // Every test asserts something. Besides expect and assert, the tests' own helpers that assert:
    // expect… and assert… (expectErrors, expectNoAxeViolations, assertArgon…) and the page checks
    // (axe, no sideways scrolling) named check…AtBothWidths / checkPage.
    files: ["**/*.test.ts", "**/*.test.tsx"],
    plugins: { vitest },
    rules: {
      "vitest/expect-expect": [
        "error",
        { assertFunctionNames: ["expect*", "assert*", "checkAtBothWidths", "checkPanelAtBothWidths", "checkPage"] },
      ],
      // No .only left behind, and no test switched off for good (a skip on a condition, runIf, stays allowed).
      "vitest/no-focused-tests": "error",
      "vitest/no-disabled-tests": "error",
    },
  },
);
