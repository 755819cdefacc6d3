import { useEffect } from 'react';
import { useAuthState } from '../../lib/auth';
import {
  markLastConnectionSent,
  markViewed,
  shouldSendLastConnection,
  wasViewed,
} from '../../lib/storage';

// The spec's statistics: the last connection at most once every 10 minutes per browser, and one
// view per profile per browser per 10 minutes, the cookie set only after a successful count.
// The server enforces both windows again.

/** Sends the last-connection statistic of the logged user when the 10-minute marker is gone. */
export function usePresencePing(): void {
  const { logged, pseudo, checking } = useAuthState();
  useEffect(() => {
    if (checking || !logged || !pseudo || !shouldSendLastConnection()) return;
    // The profiles API (contracts, zod) loads on first use, after the page has shown.
    import('./api')
      .then(({ sendLastConnect }) => sendLastConnect(pseudo))
      .then(() => markLastConnectionSent())
      .catch(() => undefined); // statistics never disturb the page
  }, [checking, logged, pseudo]);
}

/** Counts one view of a profile (not one's own) per 10 minutes. */
export function useProfileView(pseudo: string | undefined, isOwner: boolean): void {
  useEffect(() => {
    if (!pseudo || isOwner || wasViewed('profile', pseudo)) return;
    import('./api')
      .then(({ sendView }) => sendView(pseudo))
      .then(() => markViewed('profile', pseudo))
      .catch(() => undefined);
  }, [pseudo, isOwner]);
}

/** The ping as an element, for the layout to mount once for every page. */
export function PresencePing(): null {
  usePresencePing();
  return null;
}
