/**
 * Fetch client of SPEC §7: same-origin /api calls with session credentials; a non-OK response throws
 * an ApiError whose message is '{status}: {body text or status text}' (SPEC §8 Generic).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** the parsed JSON body, when the body was JSON */
    readonly body: unknown,
    readonly statusText: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Performs a request and returns the parsed JSON body (null for an empty body). */
export async function request<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(path, { credentials: 'include', ...init });
  const text = await res.text();
  if (!res.ok) throw new ApiError(res.status, `${res.status}: ${text || res.statusText}`, parseJson(text), res.statusText);
  return (text ? parseJson(text) ?? text : null) as T;
}

/** GET a JSON resource. */
export function getJson<T>(path: string, headers?: HeadersInit): Promise<T> {
  return request<T>(path, { headers });
}

/** Sends a JSON body (POST/PUT/DELETE). */
export function sendJson<T>(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<T> {
  return request<T>(path, {
    method,
    headers: body === undefined ? headers : { 'Content-Type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** Sends a multipart body. */
export function sendForm<T>(method: string, path: string, form: FormData, headers?: Record<string, string>): Promise<T> {
  return request<T>(path, { method, body: form, headers });
}

/** The server's `{ error }` text of a failed call, else the fallback. */
export function serverError(err: unknown, fallback: string): string {
  const body = err instanceof ApiError ? err.body : undefined;
  const text = body && typeof body === 'object' ? (body as { error?: unknown }).error : undefined;
  return typeof text === 'string' && text ? text : fallback;
}

/** A GET that throws `message` on any failure (SPEC §8 "Failed to fetch ..." load errors). */
export async function getOrFail<T>(path: string, message: string): Promise<T> {
  try {
    return await getJson<T>(path);
  } catch (err) {
    throw new Error(message, { cause: err });
  }
}
