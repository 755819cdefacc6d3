import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

// Component tests run in jsdom. Vitest globals are off, so Testing Library needs explicit cleanup.
afterEach(() => {
  cleanup();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
  window.localStorage.clear();
  window.sessionStorage.clear();
});
