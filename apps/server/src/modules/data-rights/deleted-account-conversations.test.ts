import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG, chatApi, dataRightsApi, errorStatus, projectsApi } from '@kollabo/shared';
import { messages } from '../../db/schema/index.js';
import { FIXTURE_PASSWORD, createUser, type TestUser } from '../../test-support/fixtures.js';
import {
  createProject,
  emitAck,
  offerBetween,
  useSockets,
} from '../../test-support/offer-fixtures.js';
import { useDataRightsTestApp } from '../../test-support/data-rights-fixtures.js';

// A deleted account's conversations close (issue 42, point 8): writing to "Compte supprimé" is
// refused with a message saying the account was deleted (410 recipient_deleted), the chat says
// so instead of its message box, and a deleted owner's project is not found by its id.

const { t, as, url } = useDataRightsTestApp();
const { client } = useSockets(t);

const deleteAccount = async (user: TestUser) => {
  const res = await as('DELETE', url(dataRightsApi.deleteAccount.path), user, {
    password: FIXTURE_PASSWORD,
  });
  expect(res.statusCode, res.body).toBe(200);
};

const chatOf = async (idOffer: string, viewer: TestUser) => {
  const res = await as('GET', `${url(chatApi.messages.path)}?id=${idOffer}`, viewer);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { sending: string; canSend: boolean };
};

const storedMessages = async (idOffer: string) =>
  (await t.app.ctx.db.select().from(messages).where(eq(messages.offerId, idOffer))).length;

describe('a deleted account’s conversations', () => {
  it('refuse a message to a deleted creator, and say so instead of the message box', async () => {
    const { owner, author, idOffer } = await offerBetween(t.app);
    const ownerSocket = await client(owner);
    const before = await emitAck(ownerSocket, 'new_message', { idOffer, content: 'Bonjour !' });
    expect(before.ok).toBe(true);
    expect(await chatOf(idOffer, owner)).toMatchObject({ sending: 'open', canSend: true });

    await deleteAccount(author);
    const refused = await emitAck(ownerSocket, 'new_message', { idOffer, content: 'Encore là ?' });
    expect(refused).toMatchObject({
      ok: false,
      error: 'recipient_deleted',
      message: MSG.chat.accountDeleted,
    });
    expect(await storedMessages(idOffer)).toBe(1);
    expect(await chatOf(idOffer, owner)).toMatchObject({
      sending: 'accountDeleted',
      canSend: false,
    });
  });

  it('refuse a message to a deleted owner, whatever the project’s state', async () => {
    const { owner, author, idOffer } = await offerBetween(t.app);
    await deleteAccount(owner);
    const socket = await client(author);
    const refused = await emitAck(socket, 'new_message', { idOffer, content: 'Bonjour ?' });
    expect(refused).toMatchObject({ ok: false, error: 'recipient_deleted' });
    expect(await storedMessages(idOffer)).toBe(0);
    expect((await chatOf(idOffer, author)).sending).toBe('accountDeleted');
  });

  it('answer with a client error of their own, in French', () => {
    expect(errorStatus('recipient_deleted')).toBe(410);
    expect(MSG.chat.accountDeleted).toContain('supprimé');
  });
});

describe('a deleted owner’s project', () => {
  it('is not found by its id, as a missing project, by anyone', async () => {
    const owner = await createUser(t.app, { statut: 'Marque' });
    // An attributed project stays attributed when its owner leaves (open ones go back to drafts).
    const project = await createProject(t.app, owner, { statut: 'attribute' });
    const creator = await createUser(t.app);
    const member = await createUser(t.app);
    const read = (viewer?: TestUser) =>
      as('GET', `${url(projectsApi.detail.path)}?id=${project.id}`, viewer);
    expect((await read(member)).statusCode).toBe(200);
    await deleteAccount(owner);
    const missing = await as(
      'GET',
      `${url(projectsApi.detail.path)}?id=00000000-0000-4000-8000-000000000000`,
      member,
    );
    for (const viewer of [undefined, member, creator]) {
      const res = await read(viewer);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(missing.json());
    }
  });
});
