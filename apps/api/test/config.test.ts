import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig, StartupError } from "../src/config";

describe("loadConfig", () => {
  it("fills the defaults and resolves DATA_DIR against the working directory", () => {
    const config = loadConfig({}, "/srv/halisaha");

    expect(config).toEqual({
      port: 3000,
      host: "0.0.0.0",
      nodeEnv: "development",
      dataDir: join("/srv/halisaha", ".data"),
      databaseUrl: undefined,
      logLevel: "info",
      corsOrigins: ["http://localhost:5173"],
      webDist: undefined,
      rateLimitMax: 300,
    });
  });

  it("reads every variable", () => {
    const config = loadConfig(
      {
        PORT: "8080",
        HOST: "127.0.0.1",
        NODE_ENV: "production",
        DATA_DIR: "/var/lib/halisaha",
        DATABASE_URL: "postgresql://app:secret@db.internal:6432/halisaha",
        LOG_LEVEL: "warn",
        CORS_ORIGINS: "https://halisaha.example",
        WEB_DIST: "../web/dist",
        RATE_LIMIT_MAX: "120",
      },
      "/srv/halisaha/apps/api",
    );

    expect(config).toMatchObject({
      port: 8080,
      host: "127.0.0.1",
      nodeEnv: "production",
      dataDir: "/var/lib/halisaha",
      databaseUrl: "postgresql://app:secret@db.internal:6432/halisaha",
      logLevel: "warn",
      corsOrigins: ["https://halisaha.example"],
      webDist: "/srv/halisaha/apps/web/dist",
      rateLimitMax: 120,
    });
  });

  it("is silent under NODE_ENV=test and treats empty variables as unset", () => {
    expect(loadConfig({ NODE_ENV: "test", PORT: "", DATABASE_URL: " " })).toMatchObject({
      logLevel: "silent",
      port: 3000,
      databaseUrl: undefined,
    });
  });

  it.each([
    [
      { DATABASE_URL: "mysql://root@localhost/halisaha" },
      /^Configuration error: DATABASE_URL is not a valid PostgreSQL URL/,
    ],
    [
      { DATABASE_URL: "not a url" },
      /DATABASE_URL is not a valid PostgreSQL URL \(expected postgres:\/\/user@host:5432\/database\)/,
    ],
    [{ PORT: "http" }, /^Configuration error: PORT must be a number\.$/],
    [{ PORT: "70000" }, /PORT must be between 0 and 65535/],
    [{ NODE_ENV: "staging" }, /NODE_ENV must be one of development, test, production/],
    [
      { CORS_ORIGINS: "https://ok.example,halisaha.example/path" },
      /CORS_ORIGINS must be a comma-separated list of origins/,
    ],
    [{ RATE_LIMIT_MAX: "0" }, /RATE_LIMIT_MAX must be greater than 0/],
  ])("refuses %o with one line naming the variable", (env, expected) => {
    const attempt = () => loadConfig(env);

    expect(attempt).toThrow(StartupError);
    expect(attempt).toThrow(expected);
  });

  it("names every bad variable in the same line, never the password", () => {
    try {
      loadConfig({ PORT: "-1", DATABASE_URL: "postgres//u:s3cret@host/db" });
      expect.unreachable();
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toMatch(/PORT .*; DATABASE_URL /);
      expect(message).not.toContain("s3cret");
      expect(message).not.toContain("\n");
    }
  });
});
