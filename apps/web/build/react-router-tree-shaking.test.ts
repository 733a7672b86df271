import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { shakeableReactRouter } from "./react-router-tree-shaking";

/** The module of the installed React Router that defines its components. */
function installedComponentsModule(): string {
  const require = createRequire(import.meta.url);
  const fromRouterDom = createRequire(require.resolve("react-router-dom/package.json"));
  const dist = path.join(path.dirname(fromRouterDom.resolve("react-router/package.json")), "dist/development");
  const file = readdirSync(dist)
    .filter((name) => name.endsWith(".mjs"))
    .map((name) => readFileSync(path.join(dist, name), "utf8"))
    .find((code) => code.includes("var NavLink = "));
  if (!file) throw new Error(`no module defining NavLink in ${dist}`);
  return file;
}

describe("shakeableReactRouter", () => {
  it("marks the components of the installed React Router pure and drops their DevTools names", () => {
    const shaken = shakeableReactRouter(installedComponentsModule())!.code;
    for (const component of ["Link", "NavLink", "Form"]) {
      expect(shaken).toMatch(new RegExp(`^var ${component} = /\\* @__PURE__ \\*/ React\\w*\\.forwardRef\\(`, "m"));
      expect(shaken).not.toContain(`${component}.displayName = `);
    }
  });

  it("leaves other code as it is", () => {
    const code = 'var Link = React.forwardRef(render);\nLink.displayName = "Link";\nvar other = make();\nother.name = "x";\n';
    expect(shakeableReactRouter(code)!.code).toBe(
      'var Link = /* @__PURE__ */ React.forwardRef(render);\nvar other = make();\nother.name = "x";\n',
    );
    expect(shakeableReactRouter("var other = make();\n")).toBeNull();
  });
});
