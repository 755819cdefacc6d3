import { describe, expect, it } from 'vitest';
import { loginPath, safeNextPath } from './nextPath';

describe('safeNextPath', () => {
  it('keeps a path of this site, with its query and hash', () => {
    expect(safeNextPath('/contestation/abc')).toBe('/contestation/abc');
    expect(safeNextPath('/messages?room=1#last')).toBe('/messages?room=1#last');
  });

  it.each([
    '//evil.example',
    '//evil.example/path',
    'https://evil.example',
    'javascript:alert(1)',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'evil.example',
    '/connexion',
    '/connexion?next=/x',
    '',
  ])('ignores %j', (raw) => {
    expect(safeNextPath(raw)).toBeUndefined();
  });

  it('ignores a missing value', () => {
    expect(safeNextPath(null)).toBeUndefined();
    expect(safeNextPath(undefined)).toBeUndefined();
  });
});

describe('loginPath', () => {
  it('carries a safe page, encoded, and drops an unsafe one', () => {
    expect(loginPath('/contestation/abc?x=1')).toBe(
      '/connexion?next=%2Fcontestation%2Fabc%3Fx%3D1',
    );
    expect(loginPath('//evil.example')).toBe('/connexion');
    expect(loginPath()).toBe('/connexion');
  });
});
