import { describe, expect, it } from 'vitest';
import { MSG, errorText } from '@kollabo/shared';
import { useTestApp } from '../../test-support/test-app.js';
import { createUser } from '../../test-support/fixtures.js';
import {
  emitAck,
  ownerProjectAndCreator,
  sendOffer,
  useSockets,
} from '../../test-support/offer-fixtures.js';
import { acceptedOffer, http, signedCollab } from '../../test-support/collab-fixtures.js';
import { api } from '../../test-support/project-fixtures.js';

// One rule for contact details (phone numbers, e-mails, links) in every free text
// written before a contract is signed, with one message; the parties may exchange them after.

const t = useTestApp();
const { client } = useSockets(t);

const CONTACT_TEXT = errorText('contact_details');
const WITH_CONTACTS = [
  'Bonjour, appelez-moi au 06 12 34 56 78 pour en parler.',
  'Bonjour, écrivez-moi à lea.durand@example.com pour en parler.',
];

describe('contact details before a signed contract', () => {
  it('are refused in an offer’s message with the one message', async () => {
    const { project, author } = await ownerProjectAndCreator(t.app);
    for (const messageOffre of WITH_CONTACTS) {
      const res = await sendOffer(t.app, author, project.id, { messageOffre });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ field: 'messageOffre', message: CONTACT_TEXT });
    }
    expect((await sendOffer(t.app, author, project.id)).statusCode).toBe(201);
  });

  it('are refused in a project’s title and description', async () => {
    const owner = await createUser(t.app);
    const projects = api(t);
    for (const description of WITH_CONTACTS) {
      const res = await projects.create(owner, { description: `${description} Merci beaucoup.` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ field: 'description', message: CONTACT_TEXT });
    }
    const title = await projects.create(owner, { title: 'Campagne contact@marque.fr' });
    expect(title.json()).toMatchObject({ field: 'title', message: CONTACT_TEXT });
    expect((await projects.create(owner)).statusCode).toBe(201);
  });

  it('are refused in a chat message until both parties signed the contract', async () => {
    const { owner, author, idOffer } = await acceptedOffer(t.app);
    const socket = await client(author);
    for (const content of WITH_CONTACTS) {
      const ack = await emitAck(socket, 'new_message', { idOffer, content });
      expect(ack).toMatchObject({ ok: false, error: 'contact_details', message: CONTACT_TEXT });
    }
    const plain = await emitAck(socket, 'new_message', { idOffer, content: 'Bonjour !' });
    expect(plain.ok).toBe(true);
    const ownerSocket = await client(owner);
    const fromOwner = await emitAck(ownerSocket, 'new_message', {
      idOffer,
      content: WITH_CONTACTS[0],
    });
    expect(fromOwner).toMatchObject({ ok: false, error: 'contact_details' });
  });

  it('pass in a chat message once both parties signed', async () => {
    const { author, idOffer } = await signedCollab(t.app);
    const socket = await client(author);
    const ack = await emitAck(socket, 'new_message', { idOffer, content: WITH_CONTACTS[1] });
    expect(ack).toMatchObject({ ok: true, message: { content: WITH_CONTACTS[1] } });
  });

  it('give the same message in a review as in an offer', async () => {
    expect(errorText('review_contact')).toBe(CONTACT_TEXT);
    expect(CONTACT_TEXT).toBe(MSG.common.contactDetails);
    // The presentation keeps the spec's own words, under the same rule.
    const me = await createUser(t.app);
    const res = await http(t.app).put(
      '/api/user/update-info',
      {
        statut: 'Influenceur',
        presentation: WITH_CONTACTS[0],
        categorie: 'Voyage',
        localisation: 'Lyon',
        phone: '',
      },
      me,
    );
    expect(res.json()).toMatchObject({ error: 'presentation_contact' });
  });
});
