import { describe, expect, it } from 'vitest';
import {
  STORAGE_KEYS,
  clearAll,
  getCookie,
  getToken,
  markViewed,
  setProjectTitle,
  setSignupStatut,
  setToken,
  setUnreadCount,
  wasViewed,
} from './storage';

describe('storage', () => {
  it('prefixes every key with kollabo_', () => {
    for (const key of Object.values(STORAGE_KEYS)) expect(key.startsWith('kollabo_')).toBe(true);
  });

  it('clearAll removes every kollabo_ item and nothing else', () => {
    setToken('t'.repeat(60));
    setSignupStatut('Influenceur');
    markViewed('profile', 'lea');
    setUnreadCount(3);
    setProjectTitle("Recherche d'influenceurs mode");
    window.localStorage.setItem('kollabo_draft', 'x');
    document.cookie = 'other_site=keep; Path=/';
    window.localStorage.setItem('theme', 'dark');
    window.sessionStorage.setItem('other', 'keep');

    clearAll();

    expect(getToken()).toBeNull();
    expect(getCookie(STORAGE_KEYS.signupStatut)).toBeNull();
    expect(wasViewed('profile', 'lea')).toBe(false);
    expect(window.sessionStorage.getItem(STORAGE_KEYS.unread)).toBeNull();
    expect(window.sessionStorage.getItem(STORAGE_KEYS.projectTitle)).toBeNull();
    expect(window.localStorage.getItem('kollabo_draft')).toBeNull();
    expect(document.cookie).toBe('other_site=keep');
    expect(window.localStorage.getItem('theme')).toBe('dark');
    expect(window.sessionStorage.getItem('other')).toBe('keep');
  });
});
