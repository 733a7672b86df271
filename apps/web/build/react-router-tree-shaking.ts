import MagicString from "magic-string";
import type { Plugin } from "vite";

/** A component React Router's build defines at the top level: `var Link = React10.forwardRef(`. */
const COMPONENT_DEFINITION = /^var [\w$]+ = (?=React\w*\.forwardRef\()/gm;
/** The line that names it for React DevTools: `Link.displayName = "Link";`. */
const DISPLAY_NAME = /^[\w$]+\.displayName = "[^"\n]*";\n/gm;

/** React Router's published modules (its development and production builds). */
const REACT_ROUTER_DIST = /[\\/]react-router[\\/]dist[\\/].+\.mjs$/;

/**
 * Lets the bundler drop the React Router components the app never uses. React Router's build
 * defines each component at the top level (`var Form = React.forwardRef(...)`, then
 * `Form.displayName = "Form"`): a call the bundler must assume has effects and a property
 * write, so Form, NavLink and what they call (submissions, view transitions) reached every
 * first visit. The definitions are marked pure and the DevTools names dropped (a minified
 * production build shows none anyway): 1.5 KB less, compressed, on every first visit.
 * `null` when `code` has neither.
 */
export function shakeableReactRouter(code: string): { code: string; map: ReturnType<MagicString["generateMap"]> } | null {
  const output = new MagicString(code);
  for (const match of code.matchAll(COMPONENT_DEFINITION))
    output.appendLeft(match.index + match[0].length, "/* @__PURE__ */ ");
  for (const match of code.matchAll(DISPLAY_NAME)) output.remove(match.index, match.index + match[0].length);
  if (!output.hasChanged()) return null;
  return { code: output.toString(), map: output.generateMap({ hires: true }) };
}

/** `shakeableReactRouter` on React Router's modules, in builds (dev and tests keep the names). */
export function reactRouterTreeShaking(): Plugin {
  return {
    name: "halisaha:react-router-tree-shaking",
    apply: "build",
    transform(code, id) {
      return REACT_ROUTER_DIST.test(id) ? shakeableReactRouter(code) : null;
    },
  };
}
