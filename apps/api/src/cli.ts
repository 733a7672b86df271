/**
 * Operator commands on the configured database (same variables as the server: DATA_DIR or
 * DATABASE_URL). `pnpm --filter @halisaha/api cli user:role <email> <role>`.
 * Each command prints one line; failures go to stderr with exit code 1.
 */
import { isUserRole, userRoles } from "@halisaha/data/contract";
import { loadConfig, oneLine, StartupError } from "./config";
import { migrate, openDatabase } from "./db";
import { setRoleByEmail } from "./modules/users/repo";

const usage = `Kullanım / usage: cli user:role <e-posta> <${userRoles.join("|")}>`;

class CommandError extends Error {}

async function main(args: readonly string[]): Promise<string> {
  const [command, ...rest] = args;
  if (command !== "user:role") throw new CommandError(usage);
  const [email, role] = rest;
  if (email === undefined || role === undefined || rest.length !== 2) throw new CommandError(usage);
  if (!isUserRole(role))
    throw new CommandError(
      `Geçersiz rol / invalid role "${role}": ${userRoles.join(", ")} olmalı / must be one of them.`,
    );

  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl === undefined ? { dataDir: config.dataDir } : { databaseUrl: config.databaseUrl },
  );
  try {
    await migrate(database);
    const user = await setRoleByEmail(database.db, email.trim(), role);
    if (!user) throw new CommandError(`Kullanıcı bulunamadı / no user with e-mail ${email}.`);
    return `Rol güncellendi / role updated: ${user.email} → ${user.role}`;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (line) => {
    process.stdout.write(`${line}\n`);
    process.exit(0);
  },
  (error: unknown) => {
    const message =
      error instanceof CommandError || error instanceof StartupError
        ? error.message
        : `Hata / error: ${error instanceof Error ? error.message : String(error)}`;
    process.stderr.write(`${oneLine(message)}\n`);
    process.exit(1);
  },
);
