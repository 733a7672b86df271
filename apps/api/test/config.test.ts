import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DEV_JWT_SECRET, JWT_SECRET_FILE, loadConfig, StartupError, startupWarnings } from "../src/config";

const scratch = mkdtempSync(join(tmpdir(), "hs-config-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("loadConfig", () => {
  it("fills the defaults and resolves DATA_DIR against the working directory", () => {
    const cwd = mkdtempSync(join(scratch, "defaults-"));
    const config = loadConfig({}, cwd);

    expect(config).toEqual({
      port: 3000,
      host: "0.0.0.0",
      nodeEnv: "development",
      dataDir: join(cwd, ".data"),
      databaseUrl: undefined,
      logLevel: "info",
      corsOrigins: ["http://localhost:5173"],
      webDist: undefined,
      webRenderer: undefined,
      publicUrl: "http://localhost:3000",
      rateLimitMax: 300,
      registerRateLimitMax: 10,
      jwtSecret: readFileSync(join(cwd, ".data", JWT_SECRET_FILE), "utf8"),
      jwtSecretSource: "data-dir",
      google: {
        clientId: undefined,
        jwksUrl: "https://www.googleapis.com/oauth2/v3/certs",
        issuer: "https://accounts.google.com",
      },
      sms: { provider: "console" },
      payments: { mode: "test" },
      push: null,
      seedDemoData: true,
      trustProxy: false,
      facilityApproval: "off",
      apiDocs: true,
      storage: { kind: "local", dir: join(cwd, ".data", "uploads") },
      jobs: { pollIntervalMs: 1000, leaseSeconds: 60 },
      reservationHoldSeconds: 900,
      pool: { max: 10, waitMs: 5000 },
      overloadEventLoopDelayMs: 1000,
      requestTimeoutMs: 300_000,
      webConcurrency: 1,
      machines: 1,
    });
  });

  it("stores images in S3 only with bucket and both keys, and derives the public URL", () => {
    const s3 = { S3_BUCKET: "gorseller", S3_ACCESS_KEY_ID: "AKIA1", S3_SECRET_ACCESS_KEY: "gizli" };
    expect(loadConfig(s3, "/srv").storage).toEqual({
      kind: "s3",
      bucket: "gorseller",
      region: "us-east-1",
      endpoint: undefined,
      accessKeyId: "AKIA1",
      secretAccessKey: "gizli",
      publicUrl: "https://gorseller.s3.us-east-1.amazonaws.com",
    });
    expect(loadConfig({ ...s3, S3_ENDPOINT: "http://127.0.0.1:9000/" }, "/srv").storage).toMatchObject({
      endpoint: "http://127.0.0.1:9000",
      publicUrl: "http://127.0.0.1:9000/gorseller",
    });
    expect(() => loadConfig({ S3_BUCKET: "gorseller" }, "/srv")).toThrow(/S3_ACCESS_KEY_ID is required/);
    expect(() => loadConfig({ FACILITY_APPROVAL: "maybe" }, "/srv")).toThrow(
      /FACILITY_APPROVAL must be off or required/,
    );
    expect(loadConfig({ FACILITY_APPROVAL: "required" }, "/srv").facilityApproval).toBe("required");
  });

  it("reads every variable", () => {
    const config = loadConfig(
      {
        PORT: "8080",
        HOST: "127.0.0.1",
        NODE_ENV: "production",
        PUBLIC_URL: "https://halisaha.example",
        DATA_DIR: "/var/lib/halisaha",
        DATABASE_URL: "postgresql://app:secret@db.internal:6432/halisaha",
        LOG_LEVEL: "warn",
        CORS_ORIGINS: "https://halisaha.example",
        WEB_DIST: "../web/dist",
        RATE_LIMIT_MAX: "120",
        JWT_SECRET: "c2VjcmV0LXRoYXQtaXMtbG9uZy1lbm91Z2gtZm9yLXByb2Q",
        GOOGLE_CLIENT_ID: "123.apps.googleusercontent.com",
        GOOGLE_JWKS_URL: "http://127.0.0.1:9999/certs",
        GOOGLE_ISSUER: "https://issuer.example",
        SMS_PROVIDER: "netgsm",
        SMS_API_URL: "http://127.0.0.1:9998/send",
        SMS_USERNAME: "8501234567",
        SMS_PASSWORD: "sms-secret",
        SMS_SENDER: "HALISAHA",
        SEED_DEMO_DATA: "true",
        TRUST_PROXY: "10.0.0.0/8, 127.0.0.1",
        PAYMENTS_MODE: "test",
        RESERVATION_HOLD_MINUTES: "0.5",
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
      webRenderer: "/srv/halisaha/apps/web/dist-server/entry-server.js",
      rateLimitMax: 120,
      jwtSecret: "c2VjcmV0LXRoYXQtaXMtbG9uZy1lbm91Z2gtZm9yLXByb2Q",
      google: {
        clientId: "123.apps.googleusercontent.com",
        jwksUrl: "http://127.0.0.1:9999/certs",
        issuer: "https://issuer.example",
      },
      sms: {
        provider: "netgsm",
        apiUrl: "http://127.0.0.1:9998/send",
        username: "8501234567",
        password: "sms-secret",
        sender: "HALISAHA",
      },
      payments: { mode: "test" },
      // Never in production, whatever SEED_DEMO_DATA says.
      seedDemoData: false,
      trustProxy: "10.0.0.0/8, 127.0.0.1",
      reservationHoldSeconds: 30,
    });
  });

  it("refuses a hold that is not a positive number of minutes", () => {
    for (const value of ["0", "-5", "abc", "2000"])
      expect(() => loadConfig({ RESERVATION_HOLD_MINUTES: value })).toThrow(/RESERVATION_HOLD_MINUTES/);
  });

  it("uses Stripe when STRIPE_SECRET_KEY is set, test mode otherwise", () => {
    expect(
      loadConfig({
        NODE_ENV: "production",
        PUBLIC_URL: "https://halisaha.example",
        JWT_SECRET: "c2VjcmV0LXRoYXQtaXMtbG9uZy1lbm91Z2gtZm9yLXByb2Q",
        SMS_PROVIDER: "console",
        STRIPE_SECRET_KEY: "sk_live_51abc",
        STRIPE_PUBLISHABLE_KEY: "pk_live_51abc",
        STRIPE_WEBHOOK_SECRET: "whsec_abc123",
        STRIPE_API_BASE: "http://127.0.0.1:12111",
      }).payments,
    ).toEqual({
      mode: "stripe",
      secretKey: "sk_live_51abc",
      publishableKey: "pk_live_51abc",
      webhookSecret: "whsec_abc123",
      apiBase: "http://127.0.0.1:12111",
    });
    // Outside production the webhook secret and publishable key may follow later.
    expect(loadConfig({ STRIPE_SECRET_KEY: "rk_test_51abc" }).payments).toEqual({
      mode: "stripe",
      secretKey: "rk_test_51abc",
      publishableKey: undefined,
      webhookSecret: undefined,
      apiBase: undefined,
    });
    expect(loadConfig({}).payments).toEqual({ mode: "test" });
    expect(loadConfig({ STRIPE_SECRET_KEY: "sk_test_51abc", PAYMENTS_MODE: "stripe" }).payments.mode).toBe(
      "stripe",
    );
  });

  it("takes the public origin for links and previews, and serves API docs outside production only unless asked", () => {
    expect(loadConfig({ PUBLIC_URL: "https://halisaha.example/" }, "/srv").publicUrl).toBe(
      "https://halisaha.example",
    );
    expect(() => loadConfig({ PUBLIC_URL: "https://halisaha.example/sahalar" }, "/srv")).toThrow(
      /PUBLIC_URL/,
    );
    const production = {
      NODE_ENV: "production",
      PUBLIC_URL: "https://halisaha.example",
      JWT_SECRET: "x".repeat(40),
      PAYMENTS_MODE: "test",
      SMS_PROVIDER: "console",
    };
    expect(loadConfig(production, "/srv").apiDocs).toBe(false);
    expect(loadConfig({ ...production, API_DOCS: "on" }, "/srv").apiDocs).toBe(true);
    expect(loadConfig({ API_DOCS: "off" }, "/srv").apiDocs).toBe(false);
    expect(() => loadConfig({ API_DOCS: "yes" }, "/srv")).toThrow(/API_DOCS must be on or off/);
  });

  it("runs production on simulated payments only when PAYMENTS_MODE=test says so", () => {
    const production = {
      NODE_ENV: "production",
      PUBLIC_URL: "https://halisaha.example",
      JWT_SECRET: "x".repeat(40),
      SMS_PROVIDER: "netgsm" as const,
    };
    const netgsm = { SMS_USERNAME: "8501234567", SMS_PASSWORD: "sms-secret", SMS_SENDER: "HALISAHA" };

    expect(loadConfig({ ...production, ...netgsm, PAYMENTS_MODE: "test" }).payments).toEqual({
      mode: "test",
    });
    expect(() => loadConfig({ ...production, ...netgsm })).toThrow(
      /^Configuration error: STRIPE_SECRET_KEY is required in production to take card payments; set PAYMENTS_MODE=test to run with simulated payments that collect no money\.$/,
    );
  });

  it("makes production choose where one-time codes go", () => {
    const production = {
      NODE_ENV: "production",
      PUBLIC_URL: "https://halisaha.example",
      JWT_SECRET: "x".repeat(40),
      PAYMENTS_MODE: "test",
    };

    expect(() => loadConfig(production)).toThrow(
      /^Configuration error: SMS_PROVIDER must be set in production: netgsm to send the one-time codes, or console to only write them to the log \(no phone can be verified then\)\.$/,
    );
    expect(loadConfig({ ...production, SMS_PROVIDER: "console" }).sms).toEqual({ provider: "console" });
    // Outside production the log is the default.
    expect(loadConfig({ NODE_ENV: "development" }).sms).toEqual({ provider: "console" });
  });

  it.each([
    [
      { STRIPE_SECRET_KEY: "pk_test_51abc" },
      /^Configuration error: STRIPE_SECRET_KEY must be a Stripe secret key/,
    ],
    [
      { STRIPE_SECRET_KEY: "sk_test_1", STRIPE_PUBLISHABLE_KEY: "sk_test_1" },
      /STRIPE_PUBLISHABLE_KEY must be a Stripe publishable key/,
    ],
    [
      { STRIPE_SECRET_KEY: "sk_test_1", STRIPE_WEBHOOK_SECRET: "secret" },
      /STRIPE_WEBHOOK_SECRET must be a Stripe webhook signing secret/,
    ],
    [{ STRIPE_PUBLISHABLE_KEY: "pk_test_1" }, /STRIPE_PUBLISHABLE_KEY is set without STRIPE_SECRET_KEY/],
    [
      { STRIPE_SECRET_KEY: "sk_test_1", STRIPE_API_BASE: "stripe.local" },
      /STRIPE_API_BASE must be an http\(s\) URL/,
    ],
    [
      { STRIPE_SECRET_KEY: "sk_live_1", STRIPE_PUBLISHABLE_KEY: "pk_test_1" },
      /STRIPE_PUBLISHABLE_KEY is a test key but STRIPE_SECRET_KEY is a live key/,
    ],
    [
      {
        NODE_ENV: "production",
        PUBLIC_URL: "https://halisaha.example",
        JWT_SECRET: "c2VjcmV0LXRoYXQtaXMtbG9uZy1lbm91Z2gtZm9yLXByb2Q",
        SMS_PROVIDER: "console",
        STRIPE_SECRET_KEY: "sk_live_1",
        STRIPE_PUBLISHABLE_KEY: "pk_live_1",
      },
      /^Configuration error: STRIPE_WEBHOOK_SECRET is required in production with STRIPE_SECRET_KEY: the signing secret \(whsec_…\) of the webhook endpoint \/api\/stripe\/webhook\.$/,
    ],
    [
      {
        NODE_ENV: "production",
        PUBLIC_URL: "https://halisaha.example",
        JWT_SECRET: "c2VjcmV0LXRoYXQtaXMtbG9uZy1lbm91Z2gtZm9yLXByb2Q",
        SMS_PROVIDER: "console",
        STRIPE_SECRET_KEY: "sk_live_1",
        STRIPE_WEBHOOK_SECRET: "whsec_1",
      },
      /STRIPE_PUBLISHABLE_KEY is required in production with STRIPE_SECRET_KEY/,
    ],
    [
      { PAYMENTS_MODE: "stripe" },
      /^Configuration error: STRIPE_SECRET_KEY is required when PAYMENTS_MODE=stripe\.$/,
    ],
    [
      { PAYMENTS_MODE: "test", STRIPE_SECRET_KEY: "sk_test_1" },
      /^Configuration error: PAYMENTS_MODE is test but STRIPE_SECRET_KEY is set: unset the key for simulated payments, or the mode to use Stripe\.$/,
    ],
    [{ PAYMENTS_MODE: "paypal" }, /PAYMENTS_MODE must be one of stripe, test/],
  ])("refuses the Stripe settings %o with one line", (env, expected) => {
    const attempt = () => loadConfig(env);

    expect(attempt).toThrow(StartupError);
    expect(attempt).toThrow(expected);
  });

  it("never puts the Stripe secret key in the error line", () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: "sk_test_s3cret", STRIPE_PUBLISHABLE_KEY: "nope" })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining("s3cret") }),
    );
  });

  it("seeds demo data outside production unless SEED_DEMO_DATA=false", () => {
    expect(loadConfig({ NODE_ENV: "test" }).seedDemoData).toBe(true);
    expect(loadConfig({ NODE_ENV: "development", SEED_DEMO_DATA: "false" }).seedDemoData).toBe(false);
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
    [{ REQUEST_TIMEOUT_MS: "10" }, /REQUEST_TIMEOUT_MS must be at least 1000 \(a second\)/],
    [
      {
        NODE_ENV: "production",
        PUBLIC_URL: "https://halisaha.example",
        SMS_PROVIDER: "console",
        PAYMENTS_MODE: "test",
      },
      /^Configuration error: JWT_SECRET must be set in production: a random value of at least 32 characters \(openssl rand -hex 32\)\.$/,
    ],
    [
      { NODE_ENV: "production", PUBLIC_URL: "https://halisaha.example", JWT_SECRET: DEV_JWT_SECRET },
      /^Configuration error: JWT_SECRET is the public development default; set your own random value/,
    ],
    [
      { NODE_ENV: "production", PUBLIC_URL: "https://halisaha.example", JWT_SECRET: "kisa-sir" },
      /JWT_SECRET must be at least 32 characters in production/,
    ],
    [{ GOOGLE_JWKS_URL: "ftp://keys.example" }, /GOOGLE_JWKS_URL must be an http\(s\) URL/],
    [{ SMS_PROVIDER: "twilio" }, /SMS_PROVIDER must be one of console, netgsm/],
    [{ SEED_DEMO_DATA: "yes" }, /SEED_DEMO_DATA must be true or false/],
    [{ TRUST_PROXY: "load balancer" }, /TRUST_PROXY must be true, false, a number of proxy hops/],
  ])("refuses %o with one line naming the variable", (env, expected) => {
    const attempt = () => loadConfig(env);

    expect(attempt).toThrow(StartupError);
    expect(attempt).toThrow(expected);
  });

  it.each([
    ["true", true],
    ["false", false],
    ["2", 2],
    ["10.0.0.1", "10.0.0.1"],
  ])("reads TRUST_PROXY=%s", (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toBe(expected);
  });

  it("uses the public development secret only under NODE_ENV=test, and JWT_SECRET when set", () => {
    expect(loadConfig({ NODE_ENV: "test" }).jwtSecret).toBe(DEV_JWT_SECRET);
    expect(loadConfig({ NODE_ENV: "test", JWT_SECRET: "kendi-gizli-anahtarim" }).jwtSecret).toBe(
      "kendi-gizli-anahtarim",
    );
  });

  it("warns when a development server listens on a non-loopback address, and only then", () => {
    const sms = { provider: "console" } as const;
    const exposed = startupWarnings({ nodeEnv: "development", host: "0.0.0.0", sms });
    expect(exposed).toHaveLength(1);
    expect(exposed[0]).toMatch(/non-loopback address \(HOST=0\.0\.0\.0\).*set HOST=127\.0\.0\.1/);
    for (const host of ["127.0.0.1", "localhost", "::1"])
      expect(startupWarnings({ nodeEnv: "development", host, sms })).toEqual([]);
    expect(startupWarnings({ nodeEnv: "test", host: "192.168.1.5", sms })).toHaveLength(1);
    const netgsm = {
      provider: "netgsm",
      apiUrl: "https://sms.example",
      username: "u",
      password: "p",
      sender: "HALISAHA",
    } as const;
    expect(startupWarnings({ nodeEnv: "production", host: "0.0.0.0", sms: netgsm })).toEqual([]);
    expect(startupWarnings({ nodeEnv: "production", host: "0.0.0.0", sms })).toEqual([
      "SMS_PROVIDER is console: one-time codes go to this log, not to phones",
    ]);
  });

  it("without JWT_SECRET, generates a random secret on the first start and keeps it in DATA_DIR (0600)", () => {
    const dataDir = join(scratch, "secret-data");
    const first = loadConfig({ NODE_ENV: "development", DATA_DIR: dataDir }).jwtSecret;
    const again = loadConfig({ NODE_ENV: "development", DATA_DIR: dataDir }).jwtSecret;
    const elsewhere = loadConfig({
      NODE_ENV: "development",
      DATA_DIR: join(scratch, "other-data"),
    }).jwtSecret;

    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(first).not.toBe(DEV_JWT_SECRET);
    expect(again).toBe(first);
    expect(elsewhere).not.toBe(first);
    expect(statSync(join(dataDir, JWT_SECRET_FILE)).mode & 0o777).toBe(0o600);
  });

  it("with DATABASE_URL and no JWT_SECRET, leaves the secret to the database, not the data folder", () => {
    const dataDir = join(scratch, "database-secret-data");
    const config = loadConfig({
      NODE_ENV: "development",
      DATA_DIR: dataDir,
      DATABASE_URL: "postgres://app@db.internal/halisaha",
    });

    expect(config).toMatchObject({ jwtSecret: "", jwtSecretSource: "database" });
    expect(existsSync(join(dataDir, JWT_SECRET_FILE))).toBe(false);
    expect(loadConfig({ JWT_SECRET: "y".repeat(40), DATABASE_URL: "postgres://a@b/c" })).toMatchObject({
      jwtSecret: "y".repeat(40),
      jwtSecretSource: "environment",
    });
  });

  it("stops with one line when the kept secret cannot be written", () => {
    const file = join(scratch, "a-file");
    writeFileSync(file, "");
    expect(() => loadConfig({ NODE_ENV: "development", DATA_DIR: join(file, "data") })).toThrow(
      /^Configuration error: JWT_SECRET is unset and the generated secret cannot be kept in DATA_DIR/,
    );
  });

  describe("the site's address and several processes or machines", () => {
    const production = {
      NODE_ENV: "production",
      JWT_SECRET: "x".repeat(40),
      PAYMENTS_MODE: "test",
      SMS_PROVIDER: "console",
      DATABASE_URL: "postgres://app@db.internal/halisaha",
    };
    const s3 = { S3_BUCKET: "gorseller", S3_ACCESS_KEY_ID: "AKIA1", S3_SECRET_ACCESS_KEY: "gizli" };

    it("takes PUBLIC_URL as the origin, http://localhost:PORT outside production, and requires it in production", () => {
      expect(loadConfig({ PORT: "8080" }, "/srv").publicUrl).toBe("http://localhost:8080");
      expect(loadConfig({ PUBLIC_URL: "https://halisaha.com.tr" }, "/srv").publicUrl).toBe(
        "https://halisaha.com.tr",
      );
      expect(() => loadConfig(production, "/srv")).toThrow(
        /^Configuration error: PUBLIC_URL must be set in production: the site's address for links, previews, the sitemap and robots.txt, such as https:\/\/halisaha.com.tr\.$/,
      );
      for (const bad of ["halisaha.com.tr", "ftp://halisaha.com.tr", "https://halisaha.com.tr/tr"])
        expect(() => loadConfig({ PUBLIC_URL: bad }, "/srv")).toThrow(/PUBLIC_URL must be an origin/);
    });

    it("runs WEB_CONCURRENCY processes on PostgreSQL only", () => {
      expect(
        loadConfig({ WEB_CONCURRENCY: "4", DATABASE_URL: "postgres://a@b/c" }, "/srv").webConcurrency,
      ).toBe(4);
      expect(() => loadConfig({ WEB_CONCURRENCY: "2" }, "/srv")).toThrow(
        /^Configuration error: WEB_CONCURRENCY must be 1 with the embedded database \(one process owns DATA_DIR's database\): set DATABASE_URL to a PostgreSQL server to run several processes\.$/,
      );
      for (const bad of ["0", "1.5", "many", "65"])
        expect(() => loadConfig({ WEB_CONCURRENCY: bad, DATABASE_URL: "postgres://a@b/c" })).toThrow(
          /WEB_CONCURRENCY/,
        );
    });

    it("keeps images on local disk for one machine only; several machines need S3 and PostgreSQL", () => {
      const onePublic = { ...production, PUBLIC_URL: "https://halisaha.com.tr" };
      // N processes on one machine share its disk.
      expect(loadConfig({ ...onePublic, WEB_CONCURRENCY: "4" }, "/srv").storage.kind).toBe("local");
      expect(() => loadConfig({ ...onePublic, MACHINES: "2" }, "/srv")).toThrow(
        /^Configuration error: MACHINES is more than 1 but images are kept on local disk \(DATA_DIR\/uploads\), which the other machines cannot read: set S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY \(see docs\/deploy.md\)\.$/,
      );
      expect(loadConfig({ ...onePublic, ...s3, MACHINES: "3" }, "/srv")).toMatchObject({
        machines: 3,
        storage: { kind: "s3" },
      });
      expect(() => loadConfig({ ...s3, MACHINES: "2" }, "/srv")).toThrow(
        /MACHINES is more than 1 but DATABASE_URL is unset/,
      );
    });
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
