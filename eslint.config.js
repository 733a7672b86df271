import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import js from "@eslint/js";
import importX, { createNodeResolver } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * Lint for the whole monorepo. Besides correctness it enforces the import direction of the
 * design card: ui ← data ← web; ui imports no router, no SWR and of @halisaha/data only its
 * zod-free rules entry (@halisaha/data/rules: labels, texts, money, time, the domain's rules);
 * data imports no ui; the API imports only @halisaha/data/contract; no cycles anywhere; inside
 * the web app app → routes → features → shared → config.
 */
const restrict = (patterns, paths = []) => ["error", { patterns, paths }];

/** ui may read the contract's pure rules and words, never the client, the hooks or the session. */
const uiDataMessage =
  "ui imports only @halisaha/data/rules (pure rules and words): never the client, hooks, session or schemas.";

const root = path.dirname(fileURLToPath(import.meta.url));
const web = "apps/web/src";
/** Every feature folder of the web app: each may import only itself (and shared, data, ui). */
const features = readdirSync(path.join(root, web, "features"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The web app's layers: app → routes → features → shared → config. `app/` is the composition
 * root (router, layouts, providers, guards): nothing imports it but the entries (`main.tsx`,
 * `entry-server.tsx`) and the tests' harness. A route may import any feature and shared; a
 * feature imports no other feature and no route; shared imports neither; config (the paths)
 * imports nothing of the app.
 */
const webLayerZones = [
  {
    target: [`${web}/routes`, `${web}/features`, `${web}/shared`, `${web}/config`],
    from: `${web}/app`,
    message: "nothing imports src/app (the composition root): move what is needed to src/shared or src/config.",
  },
  ...features.map((feature) => ({
    target: `${web}/features/${feature}`,
    from: `${web}/features`,
    except: [`./${feature}`],
    message: "a feature never imports another feature: move what both need to src/shared.",
  })),
  {
    target: `${web}/features`,
    from: `${web}/routes`,
    message: "features never import routes: routes compose features.",
  },
  {
    target: `${web}/shared`,
    from: [`${web}/features`, `${web}/routes`],
    message: "shared never imports features or routes.",
  },
  {
    target: `${web}/config`,
    from: [`${web}/routes`, `${web}/features`, `${web}/shared`],
    message: "config imports nothing of the app: every layer reads it.",
  },
];

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "**/dist-server/**",
      "**/storybook-static/**",
      "**/.data/**",
      "apps/api/drizzle/**",
      ".storybook/__screenshots__/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "import-x": importX, "react-hooks": reactHooks },
    settings: {
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js", ".mjs"] })],
    },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-self-import": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    files: ["packages/ui/**/*.{ts,tsx}"],
    ignores: ["packages/ui/**/*.stories.tsx"],
    rules: {
      "no-restricted-imports": restrict(
        [
          {
            group: ["react-router", "react-router-dom", "react-router/*"],
            message: "ui never imports a router: use the renderLink/asChild seam.",
          },
          { group: ["swr", "swr/*"], message: "ui never fetches: take data through props." },
          { group: ["@halisaha/data/*", "!@halisaha/data/rules"], message: uiDataMessage },
          { group: ["**/apps/**"], message: "packages never import apps." },
        ],
        [{ name: "@halisaha/data", message: uiDataMessage }],
      ),
    },
  },
  {
    files: ["packages/data/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": restrict([
        { group: ["@halisaha/ui", "@halisaha/ui/*"], message: "data imports no ui." },
        {
          group: ["react-router", "react-router-dom"],
          message: "data never routes: the app injects navigation.",
        },
        { group: ["**/apps/**"], message: "packages never import apps." },
      ]),
    },
  },
  {
    files: ["packages/data/src/contract/**/*.ts"],
    rules: {
      "no-restricted-imports": restrict([
        { group: ["react", "react-dom", "swr", "swr/*"], message: "the contract has no React and no I/O." },
        {
          group: ["../client/*", "../session/*", "../swr/*", "../*/use-*"],
          message: "the contract imports nothing of the data layer's I/O.",
        },
        { group: ["@halisaha/ui", "@halisaha/ui/*"], message: "data imports no ui." },
      ]),
    },
  },
  {
    files: ["apps/api/**/*.ts"],
    rules: {
      "no-restricted-imports": restrict(
        [
          {
            group: ["@halisaha/data/*", "!@halisaha/data/contract"],
            message: "the API imports only @halisaha/data/contract.",
          },
          { group: ["@halisaha/ui", "@halisaha/ui/*", "react", "react-dom"], message: "the API has no UI." },
          { group: ["**/packages/**"], message: "import workspace packages by name." },
        ],
        [{ name: "@halisaha/data", message: "the API imports only @halisaha/data/contract." }],
      ),
    },
  },
  {
    files: ["apps/web/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": restrict(
        [
          { group: ["sonner"], message: "toasts come from @halisaha/ui (one toast system)." },
          { group: ["**/packages/**"], message: "import workspace packages by name." },
        ],
        [
          {
            name: "@halisaha/ui",
            importNames: ["toast", "Toaster"],
            message: "raise toasts with notify from src/shared/toasts (sonner loads with the first toast).",
          },
        ],
      ),
    },
  },
  {
    files: ["apps/web/src/**/*.{ts,tsx}"],
    rules: { "import-x/no-restricted-paths": ["error", { basePath: root, zones: webLayerZones }] },
  },
  {
    // The toast system's own lazy chunk is the one place that imports sonner's parts.
    files: ["apps/web/src/shared/toasts/toast-chunk.ts"],
    rules: {
      "no-restricted-imports": restrict([
        { group: ["sonner"], message: "toasts come from @halisaha/ui (one toast system)." },
      ]),
    },
  },
);
