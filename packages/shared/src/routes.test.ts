import { describe, expect, it } from 'vitest';
import { CLIENT_ROUTES, isClientRoute, pagePath } from './routes.js';

describe('pagePath', () => {
  it('fills and encodes the parameters of a listed page', () => {
    expect(pagePath('/collab/:idOffer', { idOffer: 'a1' })).toBe('/collab/a1');
    expect(pagePath('/offer/:idOffer/:idProject', { idOffer: 'o', idProject: 'p' })).toBe(
      '/offer/o/p',
    );
    expect(pagePath('/profile/:user', { user: 'léa b' })).toBe('/profile/l%C3%A9a%20b');
    expect(pagePath('/admin')).toBe('/admin');
  });

  it('gives an address the server recognises as a page', () => {
    for (const route of CLIENT_ROUTES) {
      const filled = route.replace(/:\w+/g, 'x');
      expect(isClientRoute(filled), route).toBe(true);
    }
    expect(isClientRoute(pagePath('/contestation/:decisionId', { decisionId: 'd' }))).toBe(true);
  });

  it('asks for each parameter of the route, and only those (types)', () => {
    // @ts-expect-error a page with a parameter needs it
    expect(() => pagePath('/collab/:idOffer')).toThrow(/idOffer/);
    // @ts-expect-error a page without parameters takes none
    expect(pagePath('/admin', { id: 'x' })).toBe('/admin');
    // @ts-expect-error a path CLIENT_ROUTES does not list
    expect(pagePath('/nowhere')).toBe('/nowhere');
  });
});
