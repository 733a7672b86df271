/** The files of a throwaway app that installs @halisaha/ui from a tarball, as another team would. */
export function consumerFiles(tarball: string): Record<string, string> {
  return {
    "package.json": JSON.stringify(
      {
        name: "ui-consumer",
        private: true,
        type: "module",
        dependencies: {
          "@halisaha/ui": `file:${tarball}`,
          react: "^19.1.0",
          "react-dom": "^19.1.0",
        },
        devDependencies: { vite: "^8.0.0", typescript: "~5.9.2", "@types/react": "^19.1.0" },
      },
      null,
      2,
    ),
    "index.html": `<!doctype html><html lang="tr"><head><meta charset="utf-8"><title>consumer</title></head>
<body><div id="root"></div><script type="module" src="/main.js"></script></body></html>`,
    "main.js": `import "@halisaha/ui/styles.css";
import { createElement } from "react";
import { createRoot } from "react-dom/client";
import { Button } from "@halisaha/ui";
createRoot(document.getElementById("root")).render(createElement(Button, { variant: "primary" }, "Rezervasyon Yap"));
`,
    "types-check.ts": `import { Button, type ButtonProps } from "@halisaha/ui";
const props: ButtonProps = { variant: "danger", size: "sm", loading: true };
export const element = Button(props);
`,
    "tsconfig.json": JSON.stringify({
      compilerOptions: {
        strict: true,
        module: "ESNext",
        moduleResolution: "Bundler",
        target: "ES2022",
        jsx: "react-jsx",
        noEmit: true,
        skipLibCheck: false,
        types: [],
      },
      files: ["types-check.ts"],
    }),
  };
}
