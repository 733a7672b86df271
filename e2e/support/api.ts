/** Calls to the running app's API from a journey, for what a journey sets up or checks behind the UI. */

export type Envelope<T> = { success: boolean; message: string; data: T };

/** `METHOD /api<path>` with JSON and an optional bearer token; the status and the parsed envelope. */
export async function callApi<T = unknown>(
  baseURL: string,
  method: string,
  path: string,
  options: { body?: unknown; token?: string | null } = {},
): Promise<{ status: number; body: Envelope<T> }> {
  const response = await fetch(`${baseURL}/api${path}`, {
    method,
    headers: {
      accept: "application/json",
      ...(options.body === undefined ? {} : { "content-type": "application/json" }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  return { status: response.status, body: (await response.json()) as Envelope<T> };
}

/** Signs in through `POST /api/auth/login`; the token and the user. */
export async function apiLogin(baseURL: string, identifier: string, password: string) {
  const { status, body } = await callApi<{ token: string; items: { firstName: string; lastName: string } }>(
    baseURL,
    "POST",
    "/auth/login",
    { body: { identityFier: identifier, password } },
  );
  if (status !== 200) throw new Error(`login as ${identifier} answered ${status}: ${body.message}`);
  return { token: body.data.token, user: body.data.items };
}
