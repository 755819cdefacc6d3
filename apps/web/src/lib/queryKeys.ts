// Query keys read by more than one feature (a feature's own keys stay in its api.ts).

/** The header's unread message count: invalidate it after reading messages so the badge refreshes. */
export const UNREAD_QUERY_KEY = ['offer', 'unread'] as const;
