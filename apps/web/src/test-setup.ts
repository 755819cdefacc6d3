import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { installFrenchValidation } from '@kollabo/shared';

// As main.tsx: zod's texts in French.
installFrenchValidation();

// findBy/waitFor give up after 5 s instead of 1 s: on a busy two-core machine (the suites run
// side by side in CI) a page's lazy chunk can take longer than a second to load.
configure({ asyncUtilTimeout: 5_000 });

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
