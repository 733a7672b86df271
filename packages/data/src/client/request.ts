/**
 * The fetch client: JSON in and out, bearer token from the session, the
 * `{ success, message, data }` envelope unwrapped, every failure an `ApiError`, and a 401
 * ends the session. No timeout and no toasts: callers get the server's
 * `message` back and decide what to show. `data` is what came, unchecked: the endpoint files
 * check it with their contract schema (`checkedAnswer`, checked-answer.ts).
 */
import type { FieldError } from "../contract/envelope";
import { clientMessages } from "../contract/messages";
import { getToken, signOut } from "../session/store";
import { ApiError } from "./api-error";
import { getApiConfig } from "./config";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export type QueryValue = string | number | boolean | null | undefined;
/** Query parameters; null, undefined and "" are left out, arrays repeat the key. */
export type Query = Record<string, QueryValue | readonly QueryValue[]>;

export type RequestOptions = {
  query?: Query;
  /** Sent as JSON, or as multipart when it is a FormData. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * Upload progress of a FormData body, 0 to 1. In a browser the request then goes through
   * XMLHttpRequest (fetch cannot report upload progress); with a configured `fetch` (tests,
   * servers) it reports 1 once the body is sent.
   */
  onUploadProgress?: (fraction: number) => void;
};

/** A successful call: the envelope's `data` and `message` (writes show the message in a toast). */
export type ApiResult<T> = { data: T; message: string; status: number };

type EnvelopeLike = { success: boolean; message?: unknown; data?: unknown };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;
const isEnvelope = (v: unknown): v is EnvelopeLike => isRecord(v) && typeof v.success === "boolean";

/** Joins base URL, path and query: ("/api", "facilities", {limit: 10}) → "/api/facilities?limit=10". */
export function buildUrl(baseUrl: string, path: string, query?: Query): string {
  const base = baseUrl.replace(/\/+$/, "");
  const rel = path.startsWith("/") ? path : `/${path}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    const values = Array.isArray(value) ? value : [value];
    for (const v of values as readonly QueryValue[]) {
      if (v === null || v === undefined || v === "") continue;
      params.append(key, String(v));
    }
  }
  const qs = params.toString();
  if (!qs) return base + rel;
  return `${base}${rel}${rel.includes("?") ? "&" : "?"}${qs}`;
}

/**
 * A failed answer's field errors, each checked with the contract's schema. The schema's module
 * loads with the first failure that has any: zod stays out of a public page's first download.
 */
async function fieldErrorsOf(data: unknown): Promise<FieldError[]> {
  if (!isRecord(data) || !Array.isArray(data.errors)) return [];
  const { fieldErrorSchema } = await import("../contract/envelope");
  return data.errors.flatMap((e) => {
    const parsed = fieldErrorSchema.safeParse(e);
    return parsed.success ? [parsed.data] : [];
  });
}

function isFormData(body: unknown): body is FormData {
  return typeof FormData !== "undefined" && body instanceof FormData;
}

/** What the client reads of an answer, whichever way it was sent. */
type Sent = { status: number; ok: boolean; text: string };

type SendInit = { method: string; headers: Record<string, string>; body?: BodyInit; signal?: AbortSignal };

async function sendWithFetch(doFetch: typeof fetch, url: string, init: SendInit): Promise<Sent> {
  const response = await doFetch(url, init);
  return { status: response.status, ok: response.ok, text: await response.text() };
}

/** XMLHttpRequest, for the upload progress events fetch does not have. */
function sendWithXhr(url: string, init: SendInit, onProgress: (fraction: number) => void): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method, url);
    for (const [name, value] of Object.entries(init.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.upload.onload = () => onProgress(1);
    xhr.onload = () =>
      resolve({ status: xhr.status, ok: xhr.status >= 200 && xhr.status < 300, text: xhr.responseText });
    xhr.onerror = () => reject(new TypeError("network error"));
    xhr.onabort = () => reject(new DOMException("aborted", "AbortError"));
    init.signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(init.body as XMLHttpRequestBodyInit | undefined);
  });
}

function endSessionAfter401(method: string, path: string, sentToken: string | null): void {
  // The session changed while the request was in flight (signed in again): this 401 is
  // about a token that is no longer used, so the new session stays.
  if (getToken() !== sentToken) return;
  signOut();
  getApiConfig().onUnauthorized?.({ method, path, hadToken: sentToken !== null });
}

export async function request<T = unknown>(
  method: HttpMethod,
  path: string,
  options: RequestOptions = {},
): Promise<ApiResult<T>> {
  const config = getApiConfig();
  const doFetch = config.fetch ?? globalThis.fetch;
  const token = getToken();

  const headers: Record<string, string> = { Accept: "application/json", ...options.headers };
  let body: BodyInit | undefined;
  if (options.body !== undefined) {
    if (isFormData(options.body)) {
      body = options.body;
    } else {
      headers["Content-Type"] = "application/json";
      body = JSON.stringify(options.body);
    }
  }
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Sent;
  try {
    const url = buildUrl(config.baseUrl, path, options.query);
    const init: SendInit = {
      method,
      headers,
      ...(body === undefined ? {} : { body }),
      ...(options.signal ? { signal: options.signal } : {}),
    };
    const { onUploadProgress } = options;
    if (onUploadProgress && isFormData(body) && !config.fetch && typeof XMLHttpRequest !== "undefined") {
      response = await sendWithXhr(url, init, onUploadProgress);
    } else {
      response = await sendWithFetch(doFetch, url, init);
      onUploadProgress?.(1);
    }
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(clientMessages.requestFailed, { status: 0, cause: error });
  }

  let json: unknown = undefined;
  let parsedJson = false;
  const { text } = response;
  if (text.trim() !== "") {
    try {
      json = JSON.parse(text);
      parsedJson = true;
    } catch {
      // not JSON: handled below
    }
  }

  if (response.status === 401) endSessionAfter401(method, path, token);

  const { status } = response;
  if (isEnvelope(json)) {
    const message = typeof json.message === "string" ? json.message : "";
    if (!json.success) {
      throw new ApiError(message || clientMessages.genericFailure, {
        status,
        fieldErrors: await fieldErrorsOf(json.data),
        data: json.data,
      });
    }
    if (!response.ok) {
      throw new ApiError(message || clientMessages.requestFailed, { status, data: json.data });
    }
    return { data: json.data as T, message, status };
  }

  if (response.ok && !parsedJson && text.trim() === "") {
    // 204 or an empty 2xx body: nothing to unwrap
    return { data: undefined as T, message: "", status };
  }
  const serverMessage = isRecord(json) && typeof json.message === "string" ? json.message : "";
  throw new ApiError((!response.ok && serverMessage) || clientMessages.requestFailed, {
    status,
    data: json,
  });
}

type ReadOptions = Omit<RequestOptions, "body">;

export const apiGet = <T = unknown>(path: string, options?: ReadOptions) => request<T>("GET", path, options);
export const apiPost = <T = unknown>(path: string, body?: unknown, options?: ReadOptions) =>
  request<T>("POST", path, { ...options, body });
export const apiPut = <T = unknown>(path: string, body?: unknown, options?: ReadOptions) =>
  request<T>("PUT", path, { ...options, body });
export const apiPatch = <T = unknown>(path: string, body?: unknown, options?: ReadOptions) =>
  request<T>("PATCH", path, { ...options, body });
export const apiDelete = <T = unknown>(path: string, options?: RequestOptions) =>
  request<T>("DELETE", path, options);
