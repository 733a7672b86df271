import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { afterAll, describe, expect, it } from "vitest";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const eslint = new ESLint({ cwd: root });

/** The rule ids ESLint reports for `code` as if it were the file at `filePath`. */
async function rulesFor(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe("given the design card's import direction", () => {
  it.each([
    ["packages/ui/src/display/x.tsx", 'import { Link } from "react-router-dom";\nexport const a = Link;'],
    ["packages/ui/src/display/x.tsx", 'import useSWR from "swr";\nexport const a = useSWR;'],
    ["packages/ui/src/display/x.tsx", 'import { signOut } from "@halisaha/data";\nexport const a = signOut;'],
    ["packages/data/src/auth/x.ts", 'import { Button } from "@halisaha/ui";\nexport const a = Button;'],
    ["packages/data/src/contract/x.ts", 'import { useState } from "react";\nexport const a = useState;'],
    ["apps/api/src/modules/x.ts", 'import { signOut } from "@halisaha/data";\nexport const a = signOut;'],
    ["apps/web/src/routes/x.tsx", 'import { toast } from "sonner";\nexport const a = toast;'],
  ])("refuses %s importing what it must not", async (file, code) => {
    expect(await rulesFor(file, code)).toContain("no-restricted-imports");
  });

  it.each([
    [
      "apps/api/src/modules/x.ts",
      'import { httpMessages } from "@halisaha/data/contract";\nexport const a = httpMessages;',
    ],
    ["apps/web/src/routes/x.tsx", 'import { Button } from "@halisaha/ui";\nexport const a = Button;'],
    ["packages/ui/src/display/x.tsx", 'import { Slot } from "@radix-ui/react-slot";\nexport const a = Slot;'],
  ])("allows %s its own direction", async (file, code) => {
    expect(await rulesFor(file, code)).not.toContain("no-restricted-imports");
  });
});

describe("given two modules that import each other", () => {
  const dir = path.join(root, "packages/data/src/cycle-fixture-tmp");
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("reports the cycle", async () => {
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, "a.ts"), 'import { b } from "./b";\nexport const a = () => b();\n');
    writeFileSync(path.join(dir, "b.ts"), 'import { a } from "./a";\nexport const b = () => a();\n');
    const [result] = await eslint.lintFiles([path.join(dir, "a.ts")]);
    expect(result?.messages.map((m) => m.ruleId)).toContain("import-x/no-cycle");
  });
});
