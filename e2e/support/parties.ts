import { expect } from 'vitest';
import { offersApi, projectsApi } from '@kollabo/shared';
import { signUp } from './accounts.js';
import { api } from './api-client.js';
import type { RunningServer } from './server.js';

// The two sides of a match, shared by the journeys about offers, notifications and the
// collaboration: a brand with a premium pack (attributing and chatting need one) and an open
// project, a creator; then her offer, its attribution and her acceptance.

export interface Person {
  pseudo: string;
  name: string;
}

/** A brief: the project's title and the product a creator presents. */
export interface Brief {
  title: string;
  product: string;
}

export interface PartiesSetup extends Brief {
  owner: Person;
  creator: Person;
}

export const SOLAR_PARTIES: PartiesSetup = {
  owner: { pseudo: 'marque', name: 'Marque Soleil' },
  creator: { pseudo: 'chloe', name: 'Chloé Dupont' },
  title: 'Campagne crème solaire été',
  product: 'notre nouvelle crème solaire',
};

export interface CollabParties {
  ownerToken: string;
  creatorToken: string;
  projectId: string;
}

/** An open project (pre-published, as the form publishes it) of `owner`; returns its id. */
export async function openProject(
  server: RunningServer,
  ownerToken: string,
  { title, product }: Brief,
): Promise<string> {
  const created = await api(server, projectsApi.create, {
    token: ownerToken,
    body: {
      title,
      description: `Nous cherchons une créatrice pour présenter ${product} en story et en reel.`,
      budget: '500 € à 1 000 €',
      profilSearch: ['Influenceur'],
      statut: 'prePublish',
    },
  });
  expect(created.status).toBeLessThan(300);
  return created.body._id ?? '';
}

/** The brand (premium pack) with an open project, and the creator (an influencer). */
export async function createParties(
  server: RunningServer,
  { owner, creator, ...brief }: PartiesSetup = SOLAR_PARTIES,
): Promise<CollabParties> {
  const ownerToken = await signUp(server, owner.pseudo, owner.name, 'Marque');
  const creatorToken = await signUp(server, creator.pseudo, creator.name, 'Influenceur');
  const projectId = await openProject(server, ownerToken, brief);
  await server.admin('pack', owner.pseudo, 'premium');
  return { ownerToken, creatorToken, projectId };
}

/** The creator's offer (`amount` euros, HT or TTC) through the API; returns its id. */
export async function sendOffer(
  server: RunningServer,
  { creatorToken, projectId }: CollabParties,
  { amount, tax, message }: { amount: string; tax: 'HT' | 'TTC'; message: string },
): Promise<string> {
  const form = new FormData();
  form.append('amount', amount);
  form.append('tax', tax);
  form.append('messageOffre', message);
  form.append('idProject', projectId);
  const sent = await api(server, offersApi.send, { token: creatorToken, body: form });
  expect(sent.status).toBeLessThan(300);
  return sent.body.idOffer ?? '';
}

/** The owner attributes the project to the offer. */
export async function attribute(
  server: RunningServer,
  { ownerToken, projectId }: CollabParties,
  idOffer: string,
): Promise<void> {
  const attributed = await api(server, offersApi.attribute, {
    token: ownerToken,
    body: { idProject: projectId, idOffer },
  });
  expect(attributed.status).toBe(200);
}

/** The creator's offer, attributed by the owner and accepted by her; returns the offer's id. */
export async function matchOffer(
  server: RunningServer,
  parties: CollabParties,
  offer: { amount: string; tax: 'HT' | 'TTC'; message: string },
): Promise<string> {
  const idOffer = await sendOffer(server, parties, offer);
  await attribute(server, parties, idOffer);
  const accepted = await api(server, offersApi.allocate, {
    token: parties.creatorToken,
    body: { idProject: parties.projectId, idOffer, decision: 'accept' },
  });
  expect(accepted.status).toBe(200);
  return idOffer;
}
