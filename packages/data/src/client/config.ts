/** What the client passes to `onUnauthorized` when a 401 ended the session. */
export type UnauthorizedEvent = {
  method: string;
  /** the path asked for, relative to the base URL (e.g. "/auth/me") */
  path: string;
  /** whether the failed request carried a bearer token */
  hadToken: boolean;
};

export type ApiConfig = {
  /** Prefix of every path. @default "/api" */
  baseUrl: string;
  /**
   * Called after a 401 cleared the session. The app navigates to /login here; the data
   * layer never touches `window.location` itself.
   */
  onUnauthorized: ((event: UnauthorizedEvent) => void) | undefined;
  /** The fetch to use. @default globalThis.fetch at call time */
  fetch: typeof fetch | undefined;
};

export const defaultApiConfig: Readonly<ApiConfig> = Object.freeze({
  baseUrl: "/api",
  onUnauthorized: undefined,
  fetch: undefined,
});

let config: ApiConfig = { ...defaultApiConfig };

/**
 * Set the client up once at start-up. Only the given keys change; pass `undefined` to
 * unset `onUnauthorized` or `fetch`.
 */
export function configureApi(options: Partial<ApiConfig>): void {
  config = { ...config, ...options };
  if (config.baseUrl === undefined) config.baseUrl = defaultApiConfig.baseUrl;
}

/** Back to the defaults (tests). */
export function resetApiConfig(): void {
  config = { ...defaultApiConfig };
}

export function getApiConfig(): Readonly<ApiConfig> {
  return config;
}
