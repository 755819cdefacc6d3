// The demo marketplace's login accounts, printed at start (main.ts) when demo data is loaded.
// Every demo account shares one password; demo e-mails are on a reserved domain (RFC 2606).

export const DEMO_EMAIL_DOMAIN = 'demo.kollabo.test';
export const DEMO_PASSWORD = 'Demo-Kollabo-2026!';

export const DEMO_LOGINS = {
  /** A brand owner with an active pack, projects in every status and offers received. */
  owner: `marque@${DEMO_EMAIL_DOMAIN}`,
  /** An influencer with verified networks and sent offers. */
  influencer: `influenceuse@${DEMO_EMAIL_DOMAIN}`,
  /** The admin account (moderation, coupons). */
  admin: `admin@${DEMO_EMAIL_DOMAIN}`,
} as const;

/** The human line ending the start log: the URL to open, and the demo logins when loaded. */
export function startBanner(url: string, demoLoaded: boolean): string {
  const open = `Kollabo est prêt : ouvrez ${url}`;
  if (!demoLoaded) return open;
  return (
    `${open} — données de démonstration, mot de passe ${DEMO_PASSWORD} pour ` +
    `${DEMO_LOGINS.owner} (marque avec pack), ${DEMO_LOGINS.influencer} (influenceuse, offres envoyées), ` +
    `${DEMO_LOGINS.admin} (administration)`
  );
}
