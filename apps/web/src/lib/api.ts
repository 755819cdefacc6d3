import type { ZodType } from 'zod';
import {
  fillPath,
  isErrorCode,
  type EndpointDef,
  type EndpointInput,
  type EndpointReply,
  type ErrorCode,
} from '@kollabo/shared';
import { getToken } from './storage';

// One fetch wrapper for the whole app: base /api, JSON in and out, bearer token from the login
// cookie, and typed errors so pages can map them to the spec's French texts. Features call the
// API through the shared endpoint descriptors with `call`: paths are never written here.

export const API_BASE = '/api';

/** A non-OK answer. The server's error body is `{ error, message, field? }`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** From the shared error table; an answer without a known code (a proxy's page) is `server_error`. */
    readonly code: ErrorCode,
    message: string,
    readonly field: string | undefined,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The request never got an answer (offline, DNS, server down). */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('network', { cause });
    this.name = 'NetworkError';
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** Whether the call failed with this code (the codes are the shared table's, checked by type). */
export const failedWith = (error: unknown, ...codes: ErrorCode[]): error is ApiError =>
  isApiError(error) && codes.includes(error.code);
export const isNetworkError = (error: unknown): error is NetworkError =>
  error instanceof NetworkError;

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Plain objects are sent as JSON; FormData is sent as multipart (uploads). */
  body?: unknown;
  query?: QueryParams;
  signal?: AbortSignal;
  cache?: RequestCache;
  /** Optional response contract (from @kollabo/shared) to validate and type the answer. */
  schema?: ZodType<T>;
}

let unauthorizedHandler: (() => void) | null = null;
/** auth.ts registers here: a 401 on a request that carried a token means the session ended. */
export function setUnauthorizedHandler(handler: (() => void) | null): void {
  unauthorizedHandler = handler;
}

export function buildUrl(path: string, query?: QueryParams): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The typed error for a non-OK answer and its parsed body. */
export function toApiError(status: number, body: unknown): ApiError {
  const shape = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const str = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return new ApiError(
    status,
    isErrorCode(shape.error) ? shape.error : 'server_error',
    str(shape.message) ?? `HTTP ${status}`,
    str(shape.field),
    body,
  );
}

export async function apiRequest<T = unknown>(
  path: string,
  options: RequestOptions<T> = {},
): Promise<T> {
  const { method = 'GET', body, query, signal, cache, schema } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body; // the browser sets the multipart boundary itself
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      headers,
      body: payload,
      signal,
      cache,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError(error);
  }

  const data = await readBody(response);
  if (!response.ok) {
    if (response.status === 401 && token) unauthorizedHandler?.();
    throw toApiError(response.status, data);
  }
  return schema ? schema.parse(data) : (data as T);
}

type BodyOptions<T> = Omit<RequestOptions<T>, 'method' | 'body'>;

export const api = {
  get: <T = unknown>(path: string, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T = unknown>(path: string, body?: unknown, options?: BodyOptions<T>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T = unknown>(path: string, body?: unknown, options?: BodyOptions<T>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T = unknown>(path: string, body?: unknown, options?: BodyOptions<T>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T = unknown>(path: string, options?: BodyOptions<T>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

export interface CallOptions {
  signal?: AbortSignal;
}

type CallArgs<D extends EndpointDef> =
  object extends EndpointInput<D>
    ? [input?: EndpointInput<D>, options?: CallOptions]
    : [input: EndpointInput<D>, options?: CallOptions];

/** The address of an endpoint with its parameters and query (images, downloads). */
export function endpointUrl<D extends EndpointDef>(endpoint: D, input?: EndpointInput<D>): string {
  const { params, query } = (input ?? {}) as {
    params?: Record<string, unknown>;
    query?: QueryParams;
  };
  return buildUrl(fillPath(endpoint.path, params), query);
}

/** Calls an endpoint of packages/shared: typed input, answer validated by its contract. */
export function call<D extends EndpointDef>(
  endpoint: D,
  ...[input, options]: CallArgs<D>
): Promise<EndpointReply<D>> {
  const { params, query, body } = (input ?? {}) as {
    params?: Record<string, unknown>;
    query?: QueryParams;
    body?: unknown;
  };
  return apiRequest(fillPath(endpoint.path, params), {
    method: endpoint.method,
    query,
    body,
    signal: options?.signal,
    cache: endpoint.noStore ? 'no-store' : undefined,
    schema: endpoint.reply as ZodType<EndpointReply<D>> | undefined,
  });
}
