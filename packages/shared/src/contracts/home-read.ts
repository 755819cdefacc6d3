import type { EndpointDef } from '../endpoint.js';

// GET /home/highlights without its reply schema, for the home page a visitor opens first: a
// descriptor carries its zod schemas, and reading this one through `homeApi.highlights` loaded
// zod (22 KiB brotli, the largest file after the core) on `/` only to check an answer the server
// has already checked against the same schema before sending it (app.ts, serializerCompiler).
// `homeApi.highlights` (home.ts) is this plus its reply schema: the server registers it, the
// OpenAPI document lists it, and the two cannot disagree on the path.
export const homeHighlightsRead = {
  method: 'GET',
  path: '/home/highlights',
  access: 'public',
  tag: 'home',
  errors: [],
} as const satisfies EndpointDef;
