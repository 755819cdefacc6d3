import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { CLIENT_ROUTES } from '@kollabo/shared';
import { PAGES, routes } from './router';

/** Every page path the router serves (the index is '/'; the `*` not-found route is no page). */
function servedPaths(list: RouteObject[]): string[] {
  return list.flatMap((route) => [
    ...(route.index ? ['/'] : route.path && route.path !== '*' ? [route.path] : []),
    ...servedPaths(route.children ?? []),
  ]);
}

describe('the page list', () => {
  it('serves every CLIENT_ROUTES path once, and no other', () => {
    const served = servedPaths(routes);
    expect([...served].sort()).toEqual([...CLIENT_ROUTES].sort());
    expect(new Set(served).size).toBe(served.length);
  });

  it('gives each CLIENT_ROUTES path a lazy page', () => {
    expect(Object.keys(PAGES).sort()).toEqual([...CLIENT_ROUTES].sort());
    for (const path of CLIENT_ROUTES) expect(typeof PAGES[path].lazy).toBe('function');
  });
});
