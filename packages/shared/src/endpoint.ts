import type { z } from 'zod';
import type { ErrorCode } from './errors.js';

// One value per API endpoint: the server registers its route from it, the web calls through it,
// the OpenAPI document is generated from it. A path is written here and nowhere else.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Where the API is mounted: every descriptor's path is below it. */
export const API_PREFIX = '/api';

/**
 * Who may call: `public` anyone; `optional` anyone, the user resolved when a valid token comes;
 * `user` a logged user (401 otherwise); `admin` an administrator (403 otherwise).
 */
export type Access = 'public' | 'optional' | 'user' | 'admin';

export interface EndpointDef {
  method: HttpMethod;
  /** Below /api. `:name` is a path parameter; a final `*` takes the rest of the path. */
  path: string;
  access: Access;
  /** The OpenAPI group. */
  tag: string;
  summary?: string;
  params?: z.ZodType;
  query?: z.ZodType;
  /** A JSON body. */
  body?: z.ZodType;
  /** The body is multipart/form-data (uploads), read by the route itself. */
  multipart?: true;
  /** The success status, 200 unless told. */
  status?: 200 | 201 | 302 | 303;
  /** The success answer; absent for files and redirects. */
  reply?: z.ZodType;
  /** Answers that are neither the success nor an error code, by status (a probe's 503). */
  otherReplies?: Readonly<Record<number, z.ZodType>>;
  /** The media type of a file answer (documentation only). */
  produces?: string;
  /** The codes this endpoint may answer beyond the common ones and those its access implies. */
  errors: readonly ErrorCode[];
  /** A body or query its schema refuses answers this code (with the field) instead of `validation`. */
  invalidBody?: ErrorCode;
  /** A personal or changing answer: never stored by the browser or a proxy. */
  noStore?: true;
}

/** Declares an endpoint; `const` keeps the literal path and method in the type. */
export const endpoint = <const D extends EndpointDef>(def: D): D => def;

type Input<S> = S extends z.ZodType ? z.input<S> : never;
type Output<S> = S extends z.ZodType ? z.output<S> : undefined;
/** A key that may be left out when everything under it is optional. */
type Part<K extends string, T> = [T] extends [never]
  ? { [P in K]?: never }
  : object extends T
    ? { [P in K]?: T }
    : { [P in K]: T };

/** What a caller sends: path parameters, query and body, typed from the schemas. */
export type EndpointInput<D extends EndpointDef> = Part<'params', Input<D['params']>> &
  Part<'query', Input<D['query']>> &
  Part<'body', D['multipart'] extends true ? FormData : Input<D['body']>>;

/** What a caller gets back on success. */
export type EndpointReply<D extends EndpointDef> = Output<D['reply']>;

/** The path with its parameters filled in, each segment encoded (`*` keeps its slashes). */
export function fillPath(path: string, params: Record<string, unknown> = {}): string {
  return path
    .split('/')
    .map((segment) => {
      if (segment === '*') {
        return String(params['*'] ?? '')
          .split('/')
          .map(encodeURIComponent)
          .join('/');
      }
      if (!segment.startsWith(':')) return segment;
      const value = params[segment.slice(1)];
      if (value === undefined || value === null || value === '') {
        throw new Error(`missing path parameter ${segment} for ${path}`);
      }
      return encodeURIComponent(String(value));
    })
    .join('/');
}

/** The full address of an endpoint below the origin (`/api/...`), parameters filled in. */
export const apiPath = (endpoint: Pick<EndpointDef, 'path'>, params?: Record<string, unknown>) =>
  `${API_PREFIX}${fillPath(endpoint.path, params)}`;

/** A query's values as the API reads them; an absent value is left out. */
export type QueryValues = Record<string, string | number | boolean | null | undefined>;

/** The address of an endpoint below the origin with its parameters and query (`/api/...?a=1`):
 * the one way a client (the web app, the journeys, the benchmarks) writes an API address. */
export function endpointUrl<D extends EndpointDef>(endpoint: D, input?: EndpointInput<D>): string {
  const { params, query } = (input ?? {}) as {
    params?: Record<string, unknown>;
    query?: QueryValues;
  };
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const text = search.toString();
  return `${apiPath(endpoint, params)}${text ? `?${text}` : ''}`;
}

/** A request body as sent: JSON with its content type, or multipart as is (the client sets the
 * boundary itself). */
export function encodeBody(body: unknown): { body?: string | FormData; contentType?: string } {
  if (body === undefined) return {};
  if (body instanceof FormData) return { body };
  return { body: JSON.stringify(body), contentType: 'application/json' };
}
