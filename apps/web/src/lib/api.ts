import type { ZodType } from 'zod';
import {
  encodeBody,
  endpointUrl,
  type EndpointDef,
  type EndpointInput,
  type EndpointReply,
  type ErrorCode,
} from '@kollabo/shared';
import { takeEarlyRead } from './earlyRead';
import { getToken } from './storage';

// The one way the app reaches the API: through the endpoint descriptors of packages/shared
// (`call`, `endpointUrl`, `callWithProgress`, `downloadFile`), so no path is written outside
// packages/shared. Bearer token from the login cookie, answers validated by their contract, and
// typed errors so pages can map them to the spec's French texts.

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
/** Whether a Socket.IO handshake was refused with this code (the server's `next(new Error(code))`). */
export const handshakeRefusedWith = (error: Error, code: ErrorCode): boolean =>
  error.message === code;
export const isNetworkError = (error: unknown): error is NetworkError =>
  error instanceof NetworkError;

let unauthorizedHandler: (() => void) | null = null;
/** auth.ts registers here: a 401 on a request that carried a token means the session ended. */
export function setUnauthorizedHandler(handler: (() => void) | null): void {
  unauthorizedHandler = handler;
}

/** The parts of a call's input, untyped (each endpoint types them through EndpointInput). */
interface RawInput {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** The address of an endpoint with its parameters and query (images, downloads). */
export { endpointUrl };

function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The answer's error code, or `server_error` for an unknown one (a proxy's page). A table that
 * cannot load (a new deploy replaced its file) reads as unknown too. */
async function knownCode(value: unknown): Promise<ErrorCode> {
  const table = await import('./errorCodes').catch(() => undefined);
  return table?.isErrorCode(value) ? value : 'server_error';
}

/** The typed error for a non-OK answer and its parsed body. */
async function toApiError(status: number, body: unknown): Promise<ApiError> {
  const shape = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const str = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return new ApiError(
    status,
    await knownCode(shape.error),
    str(shape.message) ?? `HTTP ${status}`,
    str(shape.field),
    body,
  );
}

/** Accept and the bearer token of the session, when there is one. */
function authHeaders(): Record<string, string> {
  const token = getToken();
  return token
    ? { Accept: 'application/json', Authorization: `Bearer ${token}` }
    : { Accept: 'application/json' };
}

/** A non-OK answer: a 401 to a call that carried a token ends the session, then it throws. */
async function refuse(
  status: number,
  body: unknown,
  headers: Record<string, string>,
): Promise<never> {
  if (status === 401 && headers.Authorization) unauthorizedHandler?.();
  throw await toApiError(status, body);
}

/** fetch with the session's headers; an answer that never came is a NetworkError. */
async function send(endpoint: EndpointDef, input: RawInput, init: RequestInit = {}) {
  const headers = authHeaders();
  const { body, contentType } = encodeBody(input.body);
  if (contentType) headers['Content-Type'] = contentType;
  const url = endpointUrl(endpoint, input as never);
  try {
    // The page's read the boot script already sent (earlyRead.ts), if it is this one.
    const early = endpoint.method === 'GET' ? takeEarlyRead(url, headers.Authorization) : undefined;
    if (early) return { response: await early, headers };
    const response = await fetch(url, {
      ...init,
      method: endpoint.method,
      headers,
      body,
      cache: endpoint.noStore ? 'no-store' : init.cache,
    });
    return { response, headers };
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError(error);
  }
}

export interface CallOptions {
  signal?: AbortSignal;
}

type CallArgs<D extends EndpointDef> =
  object extends EndpointInput<D>
    ? [input?: EndpointInput<D>, options?: CallOptions]
    : [input: EndpointInput<D>, options?: CallOptions];

const validate = <D extends EndpointDef>(endpoint: D, data: unknown) =>
  (endpoint.reply ? (endpoint.reply as ZodType).parse(data) : data) as EndpointReply<D>;

/** Calls an endpoint of packages/shared: typed input, answer validated by its contract. */
export async function call<D extends EndpointDef>(
  endpoint: D,
  ...[input, options]: CallArgs<D>
): Promise<EndpointReply<D>> {
  const { response, headers } = await send(endpoint, (input ?? {}) as RawInput, {
    signal: options?.signal,
  });
  const data = response.status === 204 ? undefined : parseBody(await response.text());
  if (!response.ok) await refuse(response.status, data, headers);
  return validate(endpoint, data);
}

/** A file answer (an attachment) as a Blob, with the session's token. */
export async function downloadFile<D extends EndpointDef>(
  endpoint: D,
  input: EndpointInput<D>,
): Promise<Blob> {
  const { response, headers } = await send(endpoint, input as RawInput, { cache: 'no-store' });
  if (!response.ok) await refuse(response.status, parseBody(await response.text()), headers);
  return response.blob();
}

/**
 * A multipart upload that reports its progress (fetch cannot), with the same error model as
 * `call`: ApiError for an answer that is not OK, NetworkError without an answer.
 */
export function callWithProgress<D extends EndpointDef>(
  endpoint: D,
  input: EndpointInput<D>,
  onProgress: (percent: number) => void,
): Promise<EndpointReply<D>> {
  return new Promise((resolve, reject) => {
    const headers = authHeaders();
    const xhr = new XMLHttpRequest();
    xhr.open(endpoint.method, endpointUrl(endpoint, input));
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(new NetworkError(new Error('upload failed')));
    const settle = async () => {
      const body = parseBody(xhr.responseText);
      try {
        if (xhr.status < 200 || xhr.status >= 300) await refuse(xhr.status, body, headers);
        resolve(validate(endpoint, body));
      } catch (error) {
        // An answer its contract refuses is a server fault.
        reject(isApiError(error) ? error : await toApiError(500, body));
      }
    };
    xhr.onload = () => void settle();
    xhr.send((input as RawInput).body as FormData);
  });
}
