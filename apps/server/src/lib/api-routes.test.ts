import { describe, expect, it } from 'vitest';
import { allEndpoints, ERRORS } from '@kollabo/shared';
import { useTestApp } from '../test-support/test-app.js';
import { allowedErrors } from './api-routes.js';

// The descriptors of packages/shared are the API: every one is registered at its path with its
// method, no route under /api exists without one, and the OpenAPI document lists the same set.

const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** "/admin/coupons/:id/disable" and "/user/images/*" as OpenAPI writes them. */
const toOpenApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{*}');

const t = useTestApp({}, { resetEach: false });

describe('endpoint descriptors', () => {
  it('are each registered at their method and path', () => {
    const missing = allEndpoints().filter(
      (endpoint) => !t.app.hasRoute({ method: endpoint.method, url: `/api${endpoint.path}` }),
    );
    expect(missing.map((e) => `${e.method} ${e.path}`)).toEqual([]);
  });

  it('are the only API routes, and the OpenAPI document lists exactly them', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Partial<Record<(typeof HTTP_METHODS)[number], unknown>>>;
    }>();
    const documented = Object.entries(doc.paths).flatMap(([path, item]) =>
      HTTP_METHODS.filter((method) => item[method]).map((m) => `${m.toUpperCase()} ${path}`),
    );
    const declared = allEndpoints().map((e) => `${e.method} ${toOpenApiPath(e.path)}`);
    expect(new Set(declared).size).toBe(declared.length);
    expect([...documented].sort()).toEqual([...declared].sort());
  });

  it('document each declared error code under its status', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    }>();
    const create = doc.paths['/project/create']?.post?.responses ?? {};
    expect(Object.keys(create)).toEqual(expect.arrayContaining(['201', '400', '401', '402']));
    expect(JSON.stringify(create['402'])).toContain('no_credit');

    const missing = allEndpoints().flatMap((endpoint) => {
      const operation = doc.paths[toOpenApiPath(endpoint.path)]?.[endpoint.method.toLowerCase()];
      return [...allowedErrors(endpoint)]
        .filter((code) => {
          const documented = JSON.stringify(operation?.responses[String(ERRORS[code].status)]);
          return !documented?.includes(`"${code}"`);
        })
        .map((code) => `${endpoint.method} ${endpoint.path} ${code}`);
    });
    expect(missing).toEqual([]);
  });
});
