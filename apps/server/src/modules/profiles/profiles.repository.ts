import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { preparedOnce } from '../../db/prepared.js';
import { createBatchLoader } from '../../lib/batch-loader.js';
import { profileViews, userPacks, users } from '../../db/schema/index.js';
import { shownPseudo } from '../../db/shown-pseudo.js';

// Profile reads and writes: identity, media slots, presentation video and statistics.

/** Columns a profile page or card needs, with the running pack's tier (null without one). */
export const profileColumns = {
  id: users.id,
  pseudo: shownPseudo(),
  name: users.name,
  tradeName: users.tradeName,
  statut: users.statut,
  feminine: users.feminine,
  localisation: users.localisation,
  presentation: users.presentation,
  categorie: users.categorie,
  phone: users.phone,
  photoProfile: users.photoProfile,
  photoCover: users.photoCover,
  gallery1: users.gallery1,
  gallery2: users.gallery2,
  videoUrl: users.videoUrl,
  views: users.views,
  inFavorize: users.inFavorize,
  lastConnect: users.lastConnect,
  createdAt: users.createdAt,
  packType: userPacks.type,
};

/** Joins the pack only while it runs: an expired pack shows no badge. */
export const runningPackJoin = and(
  eq(userPacks.userId, users.id),
  gt(userPacks.expireDate, sql`now()`),
);

/** `windowMs` before the database's now(). */
export const agoSql = (windowMs: number) => sql`now() - (${windowMs} * interval '1 millisecond')`;

export const selectProfiles = (db: DbOrTx) =>
  db.select(profileColumns).from(users).leftJoin(userPacks, runningPackJoin);
export type ProfileRow = Awaited<ReturnType<typeof selectProfiles>>[number];

/**
 * Hot reads are prepared once per database: PostgreSQL then skips parsing and planning on
 * every call (the profile page is the most requested page of the site).
 */
function prepareReads(db: DbOrTx) {
  const pseudo = sql.placeholder('pseudo');
  return {
    // Keyed by the pseudo exactly as asked (case-insensitive match), for the batch loader.
    profiles: db
      .select({ key: sql<string>`k.key`, ...profileColumns, moderation: users.moderation })
      .from(sql`unnest(${sql.placeholder('keys')}::text[]) as k(key)`)
      // A profile removed by a moderation decision, or a suspended account's, is not shown; a
      // restricted one is read with its state, for its owner alone (profiles.policy.ts).
      .innerJoin(
        users,
        sql`lower(${users.pseudo}) = lower(k.key)
          and coalesce(${users.moderation}, '') not in ('removed', 'suspended')`,
      )
      .leftJoin(userPacks, runningPackJoin)
      .prepare('profiles_by_pseudos'),
    userId: db
      .select({ id: users.id, pseudo: users.pseudo })
      .from(users)
      .where(sql`lower(${users.pseudo}) = lower(${pseudo})`)
      .limit(1)
      .prepare('profiles_user_id_by_pseudo'),
  };
}
const reads = (db: DbOrTx) => preparedOnce(db, 'profiles_reads', () => prepareReads(db));

/** A profile page's row: its columns and its moderation state. */
export type ProfilePageRow = ProfileRow & { moderation: string | null };

/** Profile reads arriving together share one query (lib/batch-loader.ts). */
const profileLoader = (db: Db) =>
  preparedOnce(db, 'profiles_loader', () =>
    createBatchLoader<string, ProfilePageRow>(async (keys) => {
      const rows = await reads(db).profiles.execute({ keys });
      return new Map(rows.map(({ key, ...row }) => [key, row]));
    }),
  );

/** The profile whose pseudo matches, case-insensitively (outside any transaction). */
export function findProfile(db: Db, pseudo: string): Promise<ProfilePageRow | undefined> {
  return profileLoader(db).load(pseudo);
}

export async function findUserIdByPseudo(db: DbOrTx, pseudo: string) {
  const [row] = await reads(db).userId.execute({ pseudo });
  return row;
}

export async function updateInfo(
  db: DbOrTx,
  userId: string,
  values: Pick<
    typeof users.$inferInsert,
    'statut' | 'presentation' | 'categorie' | 'localisation' | 'phone'
  > & { feminine?: boolean; tradeName?: string | null },
): Promise<void> {
  await db.update(users).set(values).where(eq(users.id, userId));
}

export const SLOT_COLUMNS = {
  profiles: users.photoProfile,
  couvertures: users.photoCover,
  gallery1: users.gallery1,
  gallery2: users.gallery2,
} as const;
export type ImageSlot = keyof typeof SLOT_COLUMNS;
const SLOT_FIELDS = {
  profiles: 'photoProfile',
  couvertures: 'photoCover',
  gallery1: 'gallery1',
  gallery2: 'gallery2',
} as const;

/** Puts a new key in a slot and returns the key it replaced (row locked meanwhile). */
export async function swapImage(
  db: DbOrTx,
  userId: string,
  slot: ImageSlot,
  key: string,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ old: SLOT_COLUMNS[slot] })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    await tx
      .update(users)
      .set({ [SLOT_FIELDS[slot]]: key })
      .where(eq(users.id, userId));
    return row?.old ?? null;
  });
}

/** Empties a slot only when it holds `key`: false when the key is not this user's. */
export async function clearImage(
  db: DbOrTx,
  userId: string,
  slot: ImageSlot,
  key: string,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ [SLOT_FIELDS[slot]]: null })
    .where(and(eq(users.id, userId), eq(SLOT_COLUMNS[slot], key)))
    .returning({ id: users.id });
  return rows.length === 1;
}

export async function setVideo(db: DbOrTx, userId: string, value: string | null): Promise<void> {
  await db.update(users).set({ videoUrl: value }).where(eq(users.id, userId));
}

/** Records the last connection unless one was recorded less than `windowMs` ago. */
export async function touchLastConnect(
  db: DbOrTx,
  userId: string,
  windowMs: number,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ lastConnect: sql`now()` })
    .where(
      and(
        eq(users.id, userId),
        or(isNull(users.lastConnect), lt(users.lastConnect, agoSql(windowMs))),
      ),
    )
    .returning({ id: users.id });
  return rows.length === 1;
}

/**
 * Counts a view unless this viewer's previous one is younger than `windowMs`: the upsert only
 * rewrites an old row, so concurrent requests of one viewer count once.
 */
export async function recordView(
  db: DbOrTx,
  profileId: string,
  viewerKey: string,
  windowMs: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .insert(profileViews)
      .values({ profileId, viewerKey })
      .onConflictDoUpdate({
        target: [profileViews.profileId, profileViews.viewerKey],
        set: { viewedAt: sql`now()` },
        setWhere: lt(profileViews.viewedAt, agoSql(windowMs)),
      })
      .returning({ profileId: profileViews.profileId });
    if (rows.length === 0) return false;
    await tx
      .update(users)
      .set({ views: sql`${users.views} + 1` })
      .where(eq(users.id, profileId));
    return true;
  });
}
