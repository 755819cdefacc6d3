import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

// What every profile card list adds to its member rows (directory, sector, favourites): written
// once here so the lists cannot drift. Each is a lookup per card on an index of its table.

/** One stored network as the card lists read it. */
export interface CardSocialRow {
  network: string;
  verified: boolean;
  followers: number | null;
  /** verified_at, as JSON gives it. */
  at: string | null;
}

/** A member's networks as one JSON array; what a viewer may see is the presenter's call. */
export const socialsSummary = (userId: AnyColumn | SQL) =>
  sql<CardSocialRow[]>`coalesce((select json_agg(json_build_object('network', s.network,
    'verified', s.verified, 'followers', s.followers, 'at', s.verified_at))
    from socials s where s.user_id = ${userId}), '[]'::json)`;

/**
 * Visible reviews only (not those a moderation decision removed or restricted, like the
 * profile's list): average to one decimal and count (reviews_target_created_idx).
 */
export const ratingAverageOf = (userId: AnyColumn | SQL) =>
  sql<string | null>`(select round(avg(r.rating), 1) from reviews r
    where r.target_id = ${userId} and r.visible_at <= now() and r.moderation is null)`;
export const ratingCountOf = (userId: AnyColumn | SQL) =>
  sql<number>`(select count(*)::int from reviews r
    where r.target_id = ${userId} and r.visible_at <= now() and r.moderation is null)`;
