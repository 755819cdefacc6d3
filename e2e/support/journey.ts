import { afterAll, beforeAll } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { openLoggedPage } from './accounts.js';
import { DESKTOP, launchBrowser } from './browser.js';
import { SOLAR_PARTIES, createParties, type CollabParties, type PartiesSetup } from './parties.js';
import { startServer, type RunningServer } from './server.js';

// The lifecycle every browser journey shares, registered by one call at the top of the file:
// one Chromium per file (and the server, fresh database and outbox, with useJourney), every
// context a page opened closed after the file, then the browser, then the server.

export interface BrowserRun {
  readonly browser: Browser;
  /** The contexts the file opened, closed after it (openLoggedPage and loggedPage add theirs). */
  readonly contexts: BrowserContext[];
}

export interface Journey extends BrowserRun {
  readonly server: RunningServer;
  /** A page whose context carries the session cookies of `pseudo` (closed after the file). */
  loggedPage(
    token: string,
    pseudo: string,
    viewport?: { width: number; height: number },
  ): Promise<Page>;
}

/** Chromium for the file's tests; the caller starts its own servers (a cluster, a proxy). */
export function useBrowser(): BrowserRun {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
  });
  return {
    get browser() {
      if (!browser) throw new Error('the browser starts in beforeAll');
      return browser;
    },
    contexts,
  };
}

/**
 * A server (`env` added to its environment, `args` to its command line: `--demo`) and Chromium
 * for the file's tests. Read `server` and `browser` from the returned object inside hooks and tests.
 */
export function useJourney(
  options: { env?: Record<string, string>; args?: string[] } = {},
): Journey {
  let server: RunningServer | undefined;
  beforeAll(async () => {
    server = await startServer(options.env, options.args);
  });
  afterAll(async () => {
    await server?.stop();
  });
  const run = useBrowser();
  const journey: Journey = {
    get server() {
      if (!server) throw new Error('the server starts in beforeAll');
      return server;
    },
    get browser() {
      return run.browser;
    },
    contexts: run.contexts,
    loggedPage: (token, pseudo, viewport = DESKTOP) =>
      openLoggedPage(
        journey.browser,
        journey.server,
        journey.contexts,
        { token, pseudo },
        viewport,
      ),
  };
  return journey;
}

/**
 * The brand (premium pack) with an open project and the creator (createParties), made once the
 * journey's server has started; the returned object is filled in then.
 */
export function useParties(
  journey: Pick<Journey, 'server'>,
  setup: PartiesSetup = SOLAR_PARTIES,
): CollabParties {
  const parties: CollabParties = { ownerToken: '', creatorToken: '', projectId: '' };
  beforeAll(async () => {
    Object.assign(parties, await createParties(journey.server, setup));
  });
  return parties;
}
