import { sql } from 'drizzle-orm';
import {
  NICHES,
  PACKS,
  parisDay,
  type CollabStatus,
  type PackType,
  type ProjectStatus,
} from '@kollabo/shared';
import type { AppContext } from '../context.js';
import { transaction } from '../db/transaction.js';
import { encryptMessage } from '../lib/message-crypto.js';
import { hashPassword } from '../lib/secrets.js';
import { issuePackInvoice } from '../modules/invoices/invoice-issue.js';
import { DEMO_EMAIL_DOMAIN, DEMO_LOGINS, DEMO_PASSWORD } from './demo-accounts.js';
import * as repo from './demo.repository.js';
import {
  chatLines,
  generateBrands,
  generateCreators,
  generateProjects,
  offerAmountCents,
  offerMessage,
  type Niche,
} from './generator.js';
import { storeCover, storeLogo, storePortrait } from './images.js';
import { seedCollaborations, type CollabPlan } from './seed-collabs.js';

// npm run demo: fills an empty database with a believable French marketplace (64 creators over
// the 16 niches and every profile type, 24 brands and agencies, 72 projects in every status with
// offers, conversations, favourites, views and reports, a coupon, packs, the admin; the accepted
// ones with their collaboration at every stage, the completed ones with reviews). Refused in
// production; does nothing when the demo is already there; refuses a database with accounts.

export const DEMO_SIZE = { creators: 64, brands: 24, projects: 72 } as const;

export type DemoOutcome = 'seeded' | 'already_loaded' | 'not_empty';

export class DemoRefused extends Error {}

const DAY = 86_400_000;
const MINUTE = 60_000;
const ago = (ms: number) => new Date(Date.now() - ms);

/** Runs `work` over items, `limit` at a time (sharp already uses threads: a few suffice). */
async function mapLimit<T, R>(items: T[], limit: number, work: (item: T, i: number) => Promise<R>) {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await work(items[i] as T, i);
      }
    }),
  );
  return results;
}

/** Statuses of the demo owner's first six projects: one of each. */
const OWNER_STATUSES: ProjectStatus[] = [
  'publish',
  'attribute',
  'allocation',
  'close',
  'prePublish',
  'save',
];
/** The others: mostly published, some in every other status. */
const OTHER_STATUSES: ProjectStatus[] = [
  'publish',
  'publish',
  'allocation',
  'publish',
  'attribute',
  'publish',
  'close',
  'publish',
  'prePublish',
  'publish',
  'save',
  'publish',
];

/** Collaborations of the base allocation projects (after the owner's), in their order. */
const BASE_COLLABS: CollabStatus[] = ['to_write', 'to_sign', 'signed', 'delivered', 'in_progress'];
/**
 * Accepted projects added after the base ones so the marketplace has a past: the owner's two
 * with the influencer, then other brands' (most completed, with reviews: about twenty creators
 * show a rating on their cards).
 */
const EXTRA_ACCEPTED: { owner: boolean; collab: CollabStatus }[] = [
  { owner: true, collab: 'completed' },
  { owner: true, collab: 'to_sign' },
  { owner: false, collab: 'in_progress' },
  { owner: false, collab: 'to_sign' },
  { owner: false, collab: 'delivered' },
  { owner: false, collab: 'to_write' },
  ...Array.from({ length: 18 }, () => ({ owner: false, collab: 'completed' as const })),
];
/** Indexes in REVIEWS_OF_BRANDS for the other brands (the agency one is the demo owner's). */
const BRAND_REVIEW_CYCLE = [0, 10, 1, 11, 2, 3, 12, 4, 6, 13, 7, 8, 9];

interface Slot {
  ownerIndex: number;
  niche: Niche;
  statut: ProjectStatus;
  collab?: CollabStatus;
  /** The creator whose offer was accepted (else the usual rule below). */
  chosen?: number;
  daysAgo?: number;
}

export async function seedDemo(
  ctx: AppContext,
  log: (line: string) => void = () => undefined,
): Promise<DemoOutcome> {
  if (ctx.config.isProduction)
    throw new DemoRefused('demo data is refused with NODE_ENV=production');
  if (await repo.isDemoLoaded(ctx.db)) return 'already_loaded';
  if ((await repo.countUsers(ctx.db)) > 0) return 'not_empty';
  const started = Date.now();

  const creators = generateCreators(DEMO_SIZE.creators, { emailDomain: DEMO_EMAIL_DOMAIN });
  const brands = generateBrands(DEMO_SIZE.brands, { emailDomain: DEMO_EMAIL_DOMAIN });
  // The demo logins: an agency owner (projects in several niches) and a woman influencer in beauty.
  const ownerIndex = brands.findIndex((b) => b.statut === 'Agence');
  const owner = brands[ownerIndex];
  const influencerIndex =
    [
      (c: (typeof creators)[number]) =>
        c.gender === 'female' && c.statut === 'Influenceur' && c.categorie === 'Beauté',
      (c: (typeof creators)[number]) => c.gender === 'female' && c.statut === 'Influenceur',
      (c: (typeof creators)[number]) => c.statut === 'Influenceur',
    ]
      .map((test) => creators.findIndex(test))
      .find((index) => index >= 0) ?? -1;
  const influencer = creators[influencerIndex];
  if (!owner || !influencer) throw new Error('demo generator gave no owner or influencer');
  owner.email = DEMO_LOGINS.owner;
  influencer.email = DEMO_LOGINS.influencer;

  log(`Données de démonstration : ${creators.length + brands.length} portraits et logos…`);
  const portraits = await mapLimit(creators, 3, (c, i) =>
    storePortrait(ctx.storage, c.avatarSeed, i),
  );
  const logos = await mapLimit(brands, 3, (b) => storeLogo(ctx.storage, b.name));
  const covers = await mapLimit([...creators, ...brands], 3, (p, i) =>
    storeCover(ctx.storage, p.categorie, i + 1),
  );
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  // Project slots: the owner gets six (one per status), others one or two each.
  const slots: Slot[] = [];
  OWNER_STATUSES.forEach((statut, i) =>
    slots.push({ ownerIndex, niche: NICHES[(i * 5) % NICHES.length] as Niche, statut }),
  );
  for (let i = 0; slots.length < DEMO_SIZE.projects - EXTRA_ACCEPTED.length; i += 1) {
    const brandIndex = i % brands.length;
    if (brandIndex === ownerIndex) continue;
    const brand = brands[brandIndex];
    if (!brand) continue;
    slots.push({
      ownerIndex: brandIndex,
      niche:
        brand.statut === 'Agence' ? (NICHES[(i * 3) % NICHES.length] as Niche) : brand.categorie,
      statut: OTHER_STATUSES[i % OTHER_STATUSES.length] as ProjectStatus,
    });
  }
  let base = 0;
  for (const slot of slots) {
    if (slot.statut !== 'allocation') continue;
    slot.collab =
      slot.ownerIndex === ownerIndex ? 'in_progress' : BASE_COLLABS[base++ % BASE_COLLABS.length];
    slot.daysAgo = 10;
  }
  let completed = 0;
  EXTRA_ACCEPTED.forEach((extra, j) => {
    let brandIndex = extra.owner ? ownerIndex : (j * 7 + 1) % brands.length;
    if (!extra.owner && brandIndex === ownerIndex) brandIndex = (brandIndex + 1) % brands.length;
    const brand = brands[brandIndex] as (typeof brands)[number];
    let chosen = (j * 5 + 3) % creators.length;
    if (chosen === influencerIndex) chosen = (chosen + 1) % creators.length;
    slots.push({
      ownerIndex: brandIndex,
      niche:
        brand.statut === 'Agence'
          ? (NICHES[(j * 5 + 2) % NICHES.length] as Niche)
          : brand.categorie,
      statut: 'allocation',
      collab: extra.collab,
      chosen: extra.owner ? influencerIndex : chosen,
      // Completed ones started one to five months ago; the others in the last weeks.
      daysAgo: extra.collab === 'completed' ? 40 + 6 * completed++ : 14 + 2 * j,
    });
  });
  const generated = generateProjects(slots);
  generated.forEach((project, i) => {
    const slot = slots[i];
    if (slot?.daysAgo === undefined) return;
    project.daysAgo = Math.max(project.daysAgo, slot.daysAgo);
    // A completed collaboration's project date is behind us.
    if (slot.collab === 'completed') project.daysUntilProject = -(project.daysAgo - 15);
  });

  log('Données de démonstration : comptes, projets, offres et conversations…');
  await transaction(ctx.db, async (tx) => {
    const people = [...creators, ...brands];
    const userRows = await repo.insertUsers(
      tx,
      people.map((p, i) => ({
        pseudo: p.pseudo,
        email: p.email,
        passwordHash,
        name: p.name,
        statut: p.statut,
        // The demo's women show "Influenceuse", "Créatrice de contenu"… (their own choice).
        feminine: 'gender' in p && p.gender === 'female',
        categorie: p.categorie,
        localisation: p.localisation,
        presentation: p.presentation,
        photoProfile: i < creators.length ? portraits[i] : logos[i - creators.length],
        photoCover: covers[i],
        views: p.views,
        lastConnect: ago(p.minutesSinceSeen * MINUTE),
        createdAt: ago(p.daysSinceSignup * DAY),
      })),
    );
    const idOf = new Map(userRows.map((row) => [row.pseudo, row.id]));
    const creatorIds = creators.map((c) => idOf.get(c.pseudo) as string);
    const brandIds = brands.map((b) => idOf.get(b.pseudo) as string);
    const mainBrandId = brandIds[ownerIndex] as string;
    const influencerId = creatorIds[influencerIndex] as string;

    const [admin] = await repo.insertUsers(tx, [
      {
        pseudo: 'equipe.kollabo',
        email: DEMO_LOGINS.admin,
        passwordHash,
        name: 'Équipe Kollabo',
        statut: 'Autre',
        role: 'admin',
        presentation: 'Compte de l’équipe Kollabo : modération et support.',
        localisation: 'Paris',
      },
    ]);

    await repo.insertSocials(
      tx,
      creators.flatMap((c, i) =>
        c.socials.map((s) => ({
          userId: creatorIds[i] as string,
          network: s.network,
          identifiant: s.handle,
          verified: true,
          verifiedHandle: s.handle,
          storyTarif: s.storyTarif,
          publicationTarif: s.publicationTarif,
          followers: s.followers,
          verifiedAt: ago((10 + ((i * 7) % 80)) * DAY),
        })),
      ),
    );

    // Packs: the demo owner's premium pack with credits left, a few other brands, and some
    // creators (agents and YouTubers post projects too): their PRO badge shows on the home.
    const packs = [
      {
        userId: mainBrandId,
        type: 'premium',
        balanceOffer: 7,
        startedAt: ago(9 * DAY),
        expireDate: ago(-21 * DAY),
      },
      ...brandIds
        .filter((id, i) => id !== mainBrandId && i % 4 === 1)
        .map((userId, i) => ({
          userId,
          type: (['standard', 'ultimate', 'premium'] as const)[i % 3] as string,
          balanceOffer: 2 + (i % 5),
          startedAt: ago((5 + i) * DAY),
          expireDate: ago(-(25 - i) * DAY),
        })),
      ...creatorIds
        .filter((id, i) => id !== influencerId && i % 9 === 4)
        .map((userId, i) => ({
          userId,
          type: i % 2 === 0 ? 'premium' : 'ultimate',
          balanceOffer: 3 + i,
          startedAt: ago((3 + i) * DAY),
          expireDate: ago(-(20 + i) * DAY),
        })),
    ];
    await repo.insertPacks(tx, packs);
    // Each pack was bought by card: its payment and its invoice, as a purchase leaves them
    // ("Mes factures", the admin's payments), oldest first so the numbers follow the dates;
    // no mail for the past.
    const paid = await repo.insertPayments(
      tx,
      [...packs]
        .sort((a, b) => a.startedAt.getTime() - b.startedAt.getTime())
        .map((pack, i) => ({
          sessionId: `sim_demo_${i + 1}`,
          userId: pack.userId,
          provider: 'simulated',
          packType: pack.type,
          amountCents: PACKS[pack.type as PackType].priceCents,
          status: 'paid',
          createdAt: pack.startedAt,
          paidAt: pack.startedAt,
          periodEnd: pack.expireDate,
        })),
    );
    for (const payment of paid) {
      const bought = PACKS[payment.packType as PackType];
      await issuePackInvoice(ctx, tx, {
        paymentId: payment.id,
        buyerId: payment.userId,
        packLabel: bought.label,
        credits: bought.credits,
        listPriceCents: bought.priceCents,
        paidCents: payment.amountCents,
        couponCode: null,
        paidAt: payment.paidAt ?? payment.createdAt,
        mailed: false,
      });
    }

    // Projects, then their offers (authors drawn among creators, the influencer on several).
    const projectRows = await repo.insertProjects(
      tx,
      generated.map((p, i) => {
        const statut = slots[i]?.statut ?? 'publish';
        const published = statut !== 'save' && statut !== 'prePublish';
        const created = ago((p.daysAgo + 2) * DAY);
        return {
          ownerId: brandIds[p.ownerIndex] as string,
          title: p.title,
          description: p.description,
          budget: p.budget,
          statut,
          profilSearch: p.profilSearch,
          // The project's niche (it was left out: every demo project read "Toutes niches" and
          // every niche filter of the board found nothing).
          secteur: p.categorie,
          createdAt: created,
          dateProjet: ago(-p.daysUntilProject * DAY),
          publishedAt: published ? ago(p.daysAgo * DAY) : null,
          creditSpent: statut !== 'save',
          views: published ? 20 + ((i * 37) % 400) : 0,
        };
      }),
    );

    const offerRows: repo.NewOffer[] = [];
    const offerMeta: { projectIndex: number; authorIndex: number }[] = [];
    projectRows.forEach((_, pi) => {
      const statut = slots[pi]?.statut ?? 'publish';
      if (statut === 'save' || statut === 'prePublish') return;
      const project = generated[pi];
      if (!project) return;
      const count = 2 + ((pi * 7) % 5);
      const authors = new Set<number>();
      // The influencer answers the owner's live projects and every third other one.
      const accepted = slots[pi]?.chosen;
      if (accepted !== undefined) authors.add(accepted);
      else if (slots[pi]?.ownerIndex === ownerIndex || pi % 3 === 0) authors.add(influencerIndex);
      for (let k = 0; authors.size < count; k += 1)
        authors.add((pi * 11 + k * 13) % creators.length);
      [...authors].forEach((authorIndex, k) => {
        // One attributed offer on attributed projects; the influencer's is the chosen one when she is there.
        const chosen = k === 0;
        const offerStatut =
          statut === 'attribute' && chosen
            ? 'preSelect'
            : statut === 'allocation' && chosen
              ? 'select'
              : statut === 'publish' && k === 1 && pi % 4 === 0
                ? 'declined'
                : 'pending';
        const author = creators[authorIndex];
        if (!author) return;
        const sent = ago(Math.max(0, project.daysAgo - 1 - k) * DAY + (k + 1) * 37 * MINUTE);
        offerRows.push({
          projectId: projectRows[pi]?.id as string,
          userId: creatorIds[authorIndex] as string,
          amountCents: offerAmountCents(pi * 100 + k, project.budget),
          tax: k % 3 === 0 ? 'HT' : 'TTC',
          messageOffre: offerMessage(pi * 100 + k, author.name.split(' ')[0] ?? '', project.title),
          statut: offerStatut,
          dateSend: sent,
          createdAt: sent,
        });
        offerMeta.push({ projectIndex: pi, authorIndex });
      });
    });
    const insertedOffers = await repo.insertOffers(tx, offerRows);
    await tx.execute(
      // Each project's offer counter, as the offers module keeps it.
      sql`update projects p set total_offers = o.n
        from (select project_id, count(*)::int as n from offers group by project_id) o
        where o.project_id = p.id`,
    );

    // Conversations on about two offers in three.
    const messageRows: repo.NewMessage[] = [];
    const memberRows: repo.NewRoomMember[] = [];
    insertedOffers.forEach((offer, oi) => {
      const meta = offerMeta[oi];
      const sentAt = offerRows[oi]?.createdAt as Date;
      if (!meta || oi % 3 === 2) return;
      const project = generated[meta.projectIndex];
      const ownerOfProject = brandIds[project?.ownerIndex ?? 0] as string;
      const authorId = creatorIds[meta.authorIndex] as string;
      const lines = chatLines(oi);
      let at = sentAt.getTime();
      for (const line of lines) {
        at += (20 + ((oi * 13) % 300)) * MINUTE;
        messageRows.push({
          offerId: offer.id,
          senderId: line.fromOwner ? ownerOfProject : authorId,
          contentEnc: encryptMessage(ctx.config.messageKey, line.text, offer.id),
          createdAt: new Date(Math.min(at, Date.now() - MINUTE)),
        });
      }
      const last = lines[lines.length - 1];
      const lastAt = new Date(Math.min(at, Date.now() - MINUTE));
      const unreadForOwner = last && !last.fromOwner && oi % 2 === 0;
      const unreadForAuthor = last?.fromOwner === true && oi % 2 === 0;
      memberRows.push(
        {
          offerId: offer.id,
          userId: ownerOfProject,
          otherId: authorId,
          read: !unreadForOwner,
          lastMessageAt: lastAt,
        },
        {
          offerId: offer.id,
          userId: authorId,
          otherId: ownerOfProject,
          read: !unreadForAuthor,
          lastMessageAt: lastAt,
        },
      );
    });
    await repo.insertMessages(tx, messageRows);
    await repo.insertRoomMembers(tx, memberRows);

    // The accepted offers' collaborations, at every stage, with their contracts and reviews.
    const party = (index: number, isBrand: boolean) => {
      const person = isBrand ? brands[index] : creators[index];
      const id = isBrand ? brandIds[index] : creatorIds[index];
      if (!person || !id) throw new Error('demo party missing');
      return {
        id,
        pseudo: person.pseudo,
        email: person.email,
        name: person.name,
        city: person.localisation,
        company: isBrand,
        seed: isBrand ? 100 + index : index,
      };
    };
    const plans: CollabPlan[] = [];
    let others = 0;
    let toSign = 0;
    insertedOffers.forEach((offer, oi) => {
      const meta = offerMeta[oi];
      const row = offerRows[oi];
      const slot = slots[meta?.projectIndex ?? -1];
      const project = generated[meta?.projectIndex ?? -1];
      const creator = creators[meta?.authorIndex ?? -1];
      if (!meta || !row || row.statut !== 'select' || !slot?.collab || !project || !creator) return;
      const withOwner = slot.ownerIndex === ownerIndex;
      const c = slot.collab === 'completed' && !withOwner ? others++ : -1;
      const signOrder = slot.collab === 'to_sign' && !withOwner ? toSign++ : -1;
      const sent = (row.createdAt as Date).getTime();
      plans.push({
        offerId: offer.id,
        projectId: projectRows[meta.projectIndex]?.id as string,
        projectTitle: project.title,
        owner: party(slot.ownerIndex, true),
        author: party(meta.authorIndex, false),
        amountCents: row.amountCents,
        tax: row.tax === 'HT' ? 'HT' : 'TTC',
        networks: [
          'instagram',
          ...(creator.socials.some((x) => x.network === 'tiktok') ? (['tiktok'] as const) : []),
          ...(creator.statut === 'Youtubeur' ? (['youtube'] as const) : []),
        ],
        handle: creator.socials[0]?.handle ?? creator.pseudo,
        acceptedAt: new Date(Math.min(sent + DAY, Date.now() - 2 * 3_600_000)),
        state: slot.collab,
        seed: meta.projectIndex,
        // The demo owner signed the influencer's new contract: she can sign it in the demo.
        // Elsewhere one waits for the brand, one has a rewritten contract nobody signed yet.
        firstSigner: withOwner ? 'owner' : signOrder % 2 === 0 ? 'author' : undefined,
        versions: signOrder % 2 === 1 ? 2 : 1,
        withChange: c === 6,
        reviews: withOwner
          ? { ofAuthor: 19, ofOwner: 5, authorReplies: 0 }
          : {
              ofAuthor: c,
              // A few creators did not write theirs: the brand's shows after the 14 days.
              ofOwner: c % 6 === 4 ? undefined : BRAND_REVIEW_CYCLE[c % BRAND_REVIEW_CYCLE.length],
              authorReplies: c === 6 ? 1 : undefined,
              ownerReplies: c === 1 ? 2 : undefined,
            },
      });
    });
    const seededCollabs = await seedCollaborations(tx, plans);
    log(
      `Données de démonstration : ${seededCollabs.collaborations} collaborations, ${seededCollabs.reviews} avis…`,
    );

    // Favourites: the owner keeps a shortlist, creators follow brands and each other.
    const favouriteRows: { userId: string; likedId: string; createdAt: Date }[] = [];
    for (let k = 0; k < 9; k += 1) {
      favouriteRows.push({
        userId: mainBrandId,
        likedId: creatorIds[(k * 7 + 3) % creatorIds.length] as string,
        createdAt: ago(k * DAY),
      });
    }
    for (let k = 0; k < 70; k += 1) {
      const from = creatorIds[(k * 5) % creatorIds.length] as string;
      const to =
        k % 2 === 0
          ? (creatorIds[(k * 9 + 1) % creatorIds.length] as string)
          : (brandIds[k % brandIds.length] as string);
      if (from !== to)
        favouriteRows.push({ userId: from, likedId: to, createdAt: ago((k % 30) * DAY) });
    }
    favouriteRows.push({ userId: influencerId, likedId: mainBrandId, createdAt: ago(3 * DAY) });
    await repo.insertFavourites(tx, favouriteRows);

    // Reports waiting for the admin.
    const reportTexts = [
      'Le budget annoncé ne correspond pas à ce qui est demandé dans la description.',
      'Ce projet ressemble à une annonce déjà publiée la semaine dernière.',
      'La marque demande un paiement avant la collaboration, cela me paraît suspect.',
    ];
    const published = projectRows.filter((_, i) => slots[i]?.statut === 'publish');
    await repo.insertReports(
      tx,
      reportTexts.map((message, k) => ({
        projectId: published[(k * 4 + 1) % published.length]?.id as string,
        reporterId: creatorIds[(k * 17 + 2) % creatorIds.length] as string,
        message,
        createdAt: ago((k + 1) * 9 * 3_600_000),
      })),
    );

    await repo.insertNotificationHistory(tx);

    await repo.insertCoupon(tx, {
      code: 'BIENVENUE20',
      reduction: '20%',
      sponsorId: admin?.id ?? null,
      delay: parisDay(ago(-60 * DAY)),
      initialNumberOfUses: 100,
      numberOfUses: 87,
    });
  });
  log(`Données de démonstration prêtes en ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  return 'seeded';
}
