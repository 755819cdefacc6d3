import {
  encodeBody,
  endpointUrl,
  type EndpointDef,
  type EndpointInput,
  type EndpointReply,
} from '@kollabo/shared';

// The journeys' one way to call the API for their setup: through the shared endpoint
// descriptors, as the web app does, so no journey writes an API path. The answer is returned
// whatever its status, for the journey to assert on.

/** What an error answer carries (`{ error, message, field? }`). */
export interface ErrorBody {
  error?: string;
  message?: string;
  field?: string;
}

export interface ApiAnswer<D extends EndpointDef> {
  status: number;
  headers: Headers;
  /** The success reply's fields (each may be missing on a failure), and the error's. */
  body: (EndpointReply<D> extends object ? Partial<EndpointReply<D>> : object) & ErrorBody;
}

/** The call's input as the descriptor types it, and the session token to send. */
export type ApiInput<D extends EndpointDef> = EndpointInput<D> & { token?: string };

type ApiArgs<D extends EndpointDef> =
  object extends EndpointInput<D> ? [input?: ApiInput<D>] : [input: ApiInput<D>];

/** Calls `endpoint` on the server at `origin.url`, as `token` when given. */
export async function api<D extends EndpointDef>(
  origin: { url: string },
  endpoint: D,
  ...[input]: ApiArgs<D>
): Promise<ApiAnswer<D>> {
  const { token, ...request } = (input ?? {}) as ApiInput<D> & { body?: unknown };
  const { body, contentType } = encodeBody(request.body);
  const res = await fetch(`${origin.url}${endpointUrl(endpoint, request as EndpointInput<D>)}`, {
    method: endpoint.method,
    headers: {
      ...(contentType ? { 'content-type': contentType } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body,
  });
  const text = await res.text();
  let parsed: unknown = {};
  try {
    parsed = text ? JSON.parse(text) : {};
  } catch {
    // A file or a page: the status is what the journey reads.
  }
  return { status: res.status, headers: res.headers, body: parsed as ApiAnswer<D>['body'] };
}

/** Calls `endpoint` and returns its reply, checked by its contract; a failure throws. */
export async function apiReply<D extends EndpointDef>(
  origin: { url: string },
  endpoint: D,
  ...args: ApiArgs<D>
): Promise<EndpointReply<D>> {
  const answer = await api(origin, endpoint, ...args);
  if (answer.status >= 300) {
    throw new Error(`${endpoint.method} ${endpoint.path}: ${answer.status} ${answer.body.error}`);
  }
  return (endpoint.reply ? endpoint.reply.parse(answer.body) : answer.body) as EndpointReply<D>;
}
