// The benchmarks' one way to name and call the API: through the shared endpoint descriptors
// (the built @kollabo/shared, `npm run build` first), so no benchmark writes an API path.
import { accountsApi, apiPath, encodeBody, endpointUrl } from '@kollabo/shared';

export { apiPath };

/** The absolute URL of `endpoint` on `base` with its parameters and query. */
export const apiUrl = (base, endpoint, input) => `${base}${endpointUrl(endpoint, input)}`;

/** "GET /api/user/profile": how a result line names the endpoint it measured. */
export const endpointLabel = (endpoint) => `${endpoint.method} ${apiPath(endpoint)}`;

/** One call to `endpoint` on `base` (JSON or multipart body, bearer `token`); the Response. */
export function callApi(base, endpoint, { token, headers = {}, ...input } = {}) {
  const { body, contentType } = encodeBody(input.body);
  return fetch(apiUrl(base, endpoint, input), {
    method: endpoint.method,
    headers: {
      ...(contentType ? { 'content-type': contentType } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body,
  });
}

/** Logs `pseudo` in on `base` and returns the session token. */
export async function logIn(base, pseudo, password, headers) {
  const res = await callApi(base, accountsApi.login, { body: { pseudo, password }, headers });
  if (!res.ok) throw new Error(`login of ${pseudo}: ${res.status}`);
  return (await res.json()).token;
}
