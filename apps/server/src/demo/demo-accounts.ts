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

/** The pseudos to log in with (the login form asks for the pseudo). */
export interface DemoPseudos {
  owner: string;
  influencer: string;
  admin: string;
}

/** The human line ending the start log: the URL to open, and the demo logins when loaded. */
export function startBanner(url: string, demo: DemoPseudos | null): string {
  const open = `Kollabo est prêt : ouvrez ${url}`;
  if (!demo) return open;
  return (
    `${open} — données de démonstration, connexion (pseudo / mot de passe ${DEMO_PASSWORD}) : ` +
    `${demo.owner} (agence avec pack), ${demo.influencer} (influenceuse, offres envoyées), ` +
    `${demo.admin} (administration)`
  );
}
