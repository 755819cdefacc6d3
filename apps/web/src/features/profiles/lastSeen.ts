import { MSG, relativeDuration } from '@kollabo/shared';

/** "Disponible" under a minute, then "Actif il y a 5 minutes" (spec relative French times). */
export function lastSeen(
  lastConnect: string | null,
  now = Date.now(),
): {
  label: string;
  available: boolean;
} {
  if (!lastConnect) return { label: MSG.profilePage.neverSeen, available: false };
  const elapsed = now - new Date(lastConnect).getTime();
  if (elapsed < 60_000) return { label: MSG.profilePage.available, available: true };
  return { label: MSG.profilePage.lastSeen(relativeDuration(lastConnect, now)), available: false };
}
