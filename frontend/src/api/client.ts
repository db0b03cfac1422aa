/**
 * Fetch client of docs/product.md §7: same-origin /api calls with session credentials; a non-OK response throws
 * an ApiError whose message is '{status}: {body text or status text}' (docs/product.md §8 Generic), and
 * which is the SPA's one reader of the API's error contract `{ error, code?, details? }`.
 */
import type { ApiErrorBody, ErrorCode } from '@cabinetry/shared/contracts';
import { localeOfPath } from '../i18n/locales';

/**
 * The query `{ locale }`, the language of the page showing now (its /fr or /ar prefix, else
 * English): the calls that e-mail the customer (book, move, cancel, resume and erasure links) send it,
 * so those e-mails are in the language the customer uses now (issue 35 item 4).
 */
export const pageLocaleQuery = (pathname: string = window.location.pathname) => ({ locale: localeOfPath(pathname) });

/** A parsed body when it is the API's error contract (an object with an `error` text), else undefined. */
function asErrorBody(body: unknown): ApiErrorBody | undefined {
  return body && typeof body === 'object' && typeof (body as ApiErrorBody).error === 'string' ? (body as ApiErrorBody) : undefined;
}

export class ApiError extends Error {
  /** The error body the server sent (`{ error, code?, details? }` and any top-level field the spec names), if any. */
  readonly body: ApiErrorBody | undefined;

  constructor(
    readonly status: number,
    message: string,
    /** the parsed JSON body, when the body was JSON */
    body: unknown,
    readonly statusText: string,
  ) {
    super(message);
    this.name = 'ApiError';
    this.body = asErrorBody(body);
  }

  /** The refusal's stable identifier (ERROR_CODES in @cabinetry/shared/contracts), when the server gave one. */
  get code(): ErrorCode | undefined {
    return this.body?.code;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The parsed body of a response, or the ApiError of docs/product.md §8 for a non-OK status. */
function readResponse<T>(ok: boolean, status: number, statusText: string, text: string): T {
  if (!ok) throw new ApiError(status, `${status}: ${text || statusText}`, parseJson(text), statusText);
  return (text ? parseJson(text) ?? text : null) as T;
}

/** Performs a request and returns the parsed JSON body (null for an empty body). */
export async function request<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(path, { credentials: 'include', ...init });
  return readResponse<T>(res.ok, res.status, res.statusText, await res.text());
}

/** Performs a request and returns the body as a Blob (a file to save); errors as `request`. */
export async function requestBlob(path: string, init: RequestInit = {}): Promise<Blob> {
  const res = await fetch(path, { credentials: 'include', ...init });
  if (!res.ok) readResponse(false, res.status, res.statusText, await res.text());
  return res.blob();
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

/**
 * POSTs a multipart body with XMLHttpRequest (fetch cannot report upload progress), with session
 * credentials. `onProgress` receives the uploaded fraction (0..1). Errors as `request`; a network
 * failure rejects with an ApiError of status 0.
 */
export function postFormWithProgress<T>(path: string, form: FormData, onProgress: (fraction: number) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      try {
        resolve(readResponse<T>(xhr.status >= 200 && xhr.status < 300, xhr.status, xhr.statusText, xhr.responseText));
      } catch (err) {
        reject(err);
      }
    };
    xhr.onerror = () => reject(new ApiError(0, '0: Network error', undefined, 'Network error'));
    xhr.send(form);
  });
}

/** The server's `error` text of a failed call, else the fallback. */
export function serverError(err: unknown, fallback: string): string {
  return (err instanceof ApiError && err.body?.error) || fallback;
}

/**
 * Why a customer call was refused for this browser's session, else null: 'ended' when the project
 * was since opened with a link e-mailed to its address, which ends every other session (401
 * 'session_ended'); 'lost' when the session is missing or belongs to another customer (401/403
 * 'session_missing'/'session_mismatch': cookies cleared, the 30 days over, another device). The
 * answers in the browser are fine either way, the session is not.
 */
export function sessionErrorKind(err: unknown): 'ended' | 'lost' | null {
  if (!(err instanceof ApiError)) return null;
  if (err.code === 'session_ended') return 'ended';
  return err.code === 'session_missing' || err.code === 'session_mismatch' ? 'lost' : null;
}
/** A GET that throws `message` on any failure (docs/product.md §8 "Failed to fetch ..." load errors). */
export async function getOrFail<T>(path: string, message: string): Promise<T> {
  try {
    return await getJson<T>(path);
  } catch (err) {
    throw new Error(message, { cause: err });
  }
}
