import { ApiCode, SILENT_CODES } from '../../domain/errors';
import { DEFAULT_API_LANG } from '../../domain/locales';
import { REQUEST_TIMEOUT_MS } from '../../domain/limits';
import type { Envelope } from '../../domain/api/common';
import { deviceId } from './device';

/** The one HTTP client of the portal. */
export const APP_VERSION = '1.2.0';
export const PLATFORM = 'web';

/** A failed call: the envelope's code and translated desc, or 0 for network and time-out. */
export class ApiError extends Error {
  constructor(
    public readonly code: number,
    public readonly desc: string,
    public readonly data?: unknown,
    public readonly status = 0,
  ) {
    super(desc);
    this.name = 'ApiError';
  }
  /** field → message of a 4001 (or a 4009 that names fields) */
  get fields(): Record<string, string> {
    const fields = (this.data as { fields?: Record<string, string> } | undefined)?.fields;
    return fields && typeof fields === 'object' ? fields : {};
  }
}

export const NETWORK_ERROR = 0;
export const TIMEOUT_ERROR = -1;

export interface HttpHooks {
  getToken(): string | undefined;
  getLang(): string | undefined;
  /** HTTP 401 or code 5005: clear the session and go to /login */
  onUnauthorized(): void;
  /** every other failure: a toast for 5 s; `desc` empty for network and time-out */
  onError(error: ApiError): void;
}

let hooks: HttpHooks = {
  getToken: () => undefined,
  getLang: () => undefined,
  onUnauthorized: () => undefined,
  onError: () => undefined,
};

export function configureHttp(next: Partial<HttpHooks>): void {
  hooks = { ...hooks, ...next };
}

/**
 * The REST base for an origin: test and stage origins map to their own back
 * end (set at build time); everything else uses the main one, by default this origin.
 */
export function apiBaseFor(hostname: string, env: Record<string, string | undefined> = import.meta.env ?? {}): string {
  if (/(^|[.-])test([.-]|$)/.test(hostname)) return env.VITE_API_BASE_TEST ?? env.VITE_API_BASE ?? '';
  if (/(^|[.-])stage([.-]|$)/.test(hostname)) return env.VITE_API_BASE_STAGE ?? env.VITE_API_BASE ?? '';
  return env.VITE_API_BASE ?? '';
}

export type Query = Record<string, string | number | boolean | undefined | null>;

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** the caller shows failures itself (e.g. the editor's save state): no toast */
  silent?: boolean;
  /** a Blob body is sent as it is, with this type (e.g. a PDF to verify) */
  contentType?: string;
}

export function buildUrl(path: string, query: Query | undefined, lang: string): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== null) params.set(k, String(v));
  params.set('lang', lang);
  return `${apiBaseFor(location.hostname)}${path}?${params.toString()}`;
}

export async function request<T>(method: 'GET' | 'POST', path: string, options: RequestOptions = {}): Promise<T> {
  const headers = baseHeaders();
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body instanceof Blob) {
    headers['Content-Type'] = options.contentType ?? (options.body.type || 'application/octet-stream');
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout.signal]) : timeout.signal;

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query, hooks.getLang() ?? DEFAULT_API_LANG), {
      method,
      headers,
      body,
      signal,
      credentials: 'include',
    });
  } catch (err) {
    if (options.signal?.aborted) throw err;
    const error = new ApiError(timeout.signal.aborted ? TIMEOUT_ERROR : NETWORK_ERROR, '');
    if (!options.silent) hooks.onError(error);
    throw error;
  } finally {
    clearTimeout(timer);
  }

  let envelope: Envelope<T> | undefined;
  try {
    envelope = (await response.json()) as Envelope<T>;
  } catch {
    envelope = undefined;
  }

  return settle<T>(response.status, envelope, options.silent);
}

/** The headers of every call. */
function baseHeaders(): Record<string, string> {
  const token = hooks.getToken();
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-App-Version': APP_VERSION,
    'X-Platform': PLATFORM,
    'X-Device-Id': deviceId(),
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/** Reads an answer: 401/5005 ends the session, other failures toast (but 5002), success gives `data`. */
function settle<T>(status: number, envelope: Envelope<T> | undefined, silent = false): T {
  if (status === 401 || envelope?.code === ApiCode.Unauthorized) {
    hooks.onUnauthorized();
    throw new ApiError(ApiCode.Unauthorized, envelope?.desc ?? '', envelope?.data, status);
  }
  if (!envelope || typeof envelope.code !== 'number') {
    const error = new ApiError(ApiCode.Internal, '', undefined, status);
    if (!silent) hooks.onError(error);
    throw error;
  }
  if (envelope.code !== ApiCode.Ok) {
    const error = new ApiError(envelope.code, envelope.desc, envelope.data, status);
    // A 4001 naming fields is shown by the form, next to each field: a toast would only repeat it.
    const forTheForm = envelope.code === ApiCode.ValidationFailed && Object.keys(error.fields).length > 0;
    if (!silent && !SILENT_CODES.includes(envelope.code) && !forTheForm) hooks.onError(error);
    throw error;
  }
  return envelope.data as T;
}

export interface UploadOptions {
  /** called with the share sent, 0 to 1 */
  onProgress?(share: number): void;
  signal?: AbortSignal;
  /** the multipart field name; @default 'file' */
  field?: string;
  /** query parameters besides `lang` */
  query?: Query;
  /** the caller shows failures itself (next to the field): no toast */
  silent?: boolean;
  /** text fields sent before the file */
  fields?: Record<string, string>;
}

/**
 * Sends one file as multipart with upload progress (fetch cannot report it),
 * with the same headers, language, time-out and error handling as `request`.
 */
export function upload<T>(path: string, file: Blob, options: UploadOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(path, options.query, hooks.getLang() ?? DEFAULT_API_LANG));
    for (const [name, value] of Object.entries(baseHeaders())) xhr.setRequestHeader(name, value);
    xhr.withCredentials = true;
    xhr.timeout = REQUEST_TIMEOUT_MS;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    const fail = (code: number) => {
      const error = new ApiError(code, '');
      if (!options.silent) hooks.onError(error);
      reject(error);
    };
    xhr.onerror = () => fail(NETWORK_ERROR);
    xhr.ontimeout = () => fail(TIMEOUT_ERROR);
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    xhr.onload = () => {
      let envelope: Envelope<T> | undefined;
      try {
        envelope = JSON.parse(xhr.responseText) as Envelope<T>;
      } catch {
        envelope = undefined;
      }
      try {
        resolve(settle<T>(xhr.status, envelope, options.silent));
      } catch (err) {
        reject(err);
      }
    };
    options.signal?.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    for (const [name, value] of Object.entries(options.fields ?? {})) form.append(name, value);
    form.append(options.field ?? 'file', file);
    xhr.send(form);
  });
}

/**
 * A signed-in download (e.g. a contract's PDF): the token travels in a header, so a plain link
 * cannot fetch it. Answers the file; a failure answers the envelope's error as `request` does.
 */
export async function download(path: string, query?: Query): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(buildUrl(path, query, hooks.getLang() ?? DEFAULT_API_LANG), {
      headers: baseHeaders(),
      credentials: 'include',
    });
  } catch {
    throw new ApiError(NETWORK_ERROR, '');
  }
  if (response.ok && !(response.headers.get('content-type') ?? '').includes('json')) return response.blob();
  let envelope: Envelope<never> | undefined;
  try {
    envelope = (await response.json()) as Envelope<never>;
  } catch {
    envelope = undefined;
  }
  return settle<never>(response.status, envelope, true);
}

/** Hands a file to the browser's downloads under `name`. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const http = {
  get: <T>(path: string, query?: Query, signal?: AbortSignal) => request<T>('GET', path, { query, signal }),
  post: <T>(path: string, body?: unknown, query?: Query) => request<T>('POST', path, { body, query }),
  /** a POST whose failures the caller shows itself (no toast) */
  quietPost: <T>(path: string, body?: unknown) => request<T>('POST', path, { body, silent: true }),
  /** a GET whose failures the caller shows itself (no toast) */
  quietGet: <T>(path: string, query?: Query) => request<T>('GET', path, { query, silent: true }),
};
