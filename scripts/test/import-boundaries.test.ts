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
    [
      "packages/ui/src/display/x.tsx",
      'import { formatLira } from "@halisaha/data";\nexport const a = formatLira;',
    ],
    [
      "packages/ui/src/display/x.tsx",
      'import { reservationSchema } from "@halisaha/data/contract";\nexport const a = reservationSchema;',
    ],
    [
      "packages/ui/src/display/x.tsx",
      'import { useSession } from "@halisaha/data/session";\nexport const a = useSession;',
    ],
    [
      "packages/ui/src/display/x.tsx",
      'import { useReservation } from "@halisaha/data/src/reservations/use-reservation";\nexport const a = useReservation;',
    ],
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
    [
      "packages/ui/src/display/x.tsx",
      'import { formatLira, paymentBadgeOf } from "@halisaha/data/rules";\nexport const a = [formatLira, paymentBadgeOf];',
    ],
  ])("allows %s its own direction", async (file, code) => {
    expect(await rulesFor(file, code)).not.toContain("no-restricted-imports");
  });
});

describe("given the web app's layers: app, then routes, features, shared and config", () => {
  it.each([
    [
      "a feature importing the composition root",
      "apps/web/src/features/booking/x.tsx",
      'import { routes } from "../../app/router";\nexport const a = routes;',
    ],
    [
      "shared importing the composition root",
      "apps/web/src/shared/x.tsx",
      'import { AppProviders } from "../app/provider";\nexport const a = AppProviders;',
    ],
    [
      "a route importing the composition root",
      "apps/web/src/routes/booking/x.tsx",
      'import { RequireRole } from "../../app/guards/require-role";\nexport const a = RequireRole;',
    ],
    [
      "config importing shared",
      "apps/web/src/config/x.ts",
      'import { notify } from "../shared/toasts";\nexport const a = notify;',
    ],
    [
      "a feature importing another feature",
      "apps/web/src/features/booking/x.tsx",
      'import { returnPathOf } from "../accounts/return-path";\nexport const a = returnPathOf;',
    ],
    [
      "a feature loading another feature lazily",
      "apps/web/src/features/discovery/x.ts",
      'export const a = () => import("../booking/messages");',
    ],
    [
      "a feature importing a route",
      "apps/web/src/features/booking/x.tsx",
      'import BookingRoute from "../../routes/booking/booking";\nexport const a = BookingRoute;',
    ],
    [
      "shared importing a feature",
      "apps/web/src/shared/x.tsx",
      'import { bookingTexts } from "../features/booking/messages";\nexport const a = bookingTexts;',
    ],
    [
      "shared importing a route",
      "apps/web/src/shared/x.tsx",
      'import BookingRoute from "../routes/booking/booking";\nexport const a = BookingRoute;',
    ],
  ])("refuses %s", async (_, file, code) => {
    expect(await rulesFor(file, code)).toContain("import-x/no-restricted-paths");
  });

  it.each([
    [
      "a route importing features and shared",
      "apps/web/src/routes/booking/x.tsx",
      'import { bookingTexts } from "../../features/booking/messages";\nimport { returnPathOf } from "../../features/accounts/return-path";\nimport { LoadError } from "../../shared/load-error";\nexport const a = [bookingTexts, returnPathOf, LoadError];',
    ],
    [
      "a feature importing itself and shared",
      "apps/web/src/features/booking/x.tsx",
      'import { bookingTexts } from "./messages";\nimport { FormMessage } from "../../shared/form-message";\nexport const a = [bookingTexts, FormMessage];',
    ],
    [
      "the composition root importing routes, shared and config",
      "apps/web/src/app/x.tsx",
      'import BookingRoute from "../routes/booking/booking";\nimport { notify } from "../shared/toasts";\nimport { paths } from "../config/paths";\nexport const a = [BookingRoute, notify, paths];',
    ],
    [
      "a feature and shared reading the paths",
      "apps/web/src/shared/x.tsx",
      'import { paths } from "../config/paths";\nexport const a = paths;',
    ],
  ])("allows %s", async (_, file, code) => {
    expect(await rulesFor(file, code)).not.toContain("import-x/no-restricted-paths");
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
