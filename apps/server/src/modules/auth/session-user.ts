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
}
