/** The caller of an authenticated request, as the session cache keeps it. */
export interface SessionUser {
  id: string;
  pseudo: string;
  name: string;
  email: string;
  role: string;
  tokenVersion: number;
  /**
   * When the user's pack ends (null without one). Cached with the session: every grant
   * invalidates the session after its transaction commits, and expiry is compared at use.
   */
  packExpiresAt: Date | null;
  /** Her sessions still open (user_sessions): a token naming another one is revoked. */
  sessionIds: string[];
  /** Whether her authenticator-app factor is on (admins need it). */
  secondFactor: boolean;
  /**
   * The users she has a contract with that both signed (either side): they, and only they,
   * see her phone and she theirs. The second signature publishes both parties' change.
   */
  signedWith: string[];
}
