import { afterEach, beforeAll, expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { io as connectSocket, type Socket } from 'socket.io-client';
import {
  BUDGETS,
  type PackType,
  type ProjectStatus,
  type SocketAck,
  apiPath,
  offersApi,
} from '@kollabo/shared';
import { projects, socials, users } from '../db/schema/index.js';
import { grantPack } from '../modules/packs/packs.service.js';
import { findSessionUser } from '../modules/auth/auth.repository.js';
import { sendMessage } from '../modules/offers/messages.service.js';
import { createUser, requestAs, type TestUser } from './fixtures.js';
import { useTestApp } from './test-app.js';

// Fixtures for the offers and chat tests: projects, verified socials and packs are inserted
// directly (the projects and socials APIs are other features); offers go through the API.

let projectCounter = 0;

export async function createProject(
  app: FastifyInstance,
  owner: TestUser,
  overrides: { statut?: ProjectStatus; title?: string } = {},
): Promise<{ id: string; title: string }> {
  projectCounter += 1;
  const title = overrides.title ?? `Projet test ${projectCounter}`;
  const [row] = await app.ctx.db
    .insert(projects)
    .values({
      ownerId: owner.id,
      title,
      description: 'Une description de projet suffisamment longue pour les tests.',
      budget: BUDGETS[1],
      statut: overrides.statut ?? 'publish',
      profilSearch: ['Influenceur'],
      publishedAt: new Date(),
    })
    .returning({ id: projects.id, title: projects.title });
  if (!row) throw new Error('no project');
  return row;
}

export async function setProjectStatus(app: FastifyInstance, id: string, statut: ProjectStatus) {
  await app.ctx.db.update(projects).set({ statut }).where(eq(projects.id, id));
}

export async function verifySocial(app: FastifyInstance, user: TestUser, network = 'instagram') {
  await app.ctx.db
    .insert(socials)
    .values({ userId: user.id, network, identifiant: user.pseudo, verified: true });
}

/** A creator able to send offers: an Influenceur with a verified network. */
export async function createCreator(app: FastifyInstance, pseudo?: string): Promise<TestUser> {
  const user = await createUser(app, { pseudo, statut: 'Influenceur', name: 'Chloé Dupont' });
  await verifySocial(app, user);
  return user;
}

/** A brand with a published project, and a creator ready to answer it. */
export async function ownerProjectAndCreator(app: FastifyInstance) {
  const owner = await createUser(app, { statut: 'Marque', name: 'Marque SA' });
  const project = await createProject(app, owner);
  const author = await createCreator(app);
  return { owner, project, author };
}

/** A brand with a pack (unless `pack` is false) and a published project, and a verified creator. */
export async function brandAndCreator(
  app: FastifyInstance,
  options: { pack?: boolean; title?: string } = {},
) {
  const owner = await createUser(app, { statut: 'Marque' });
  if (options.pack !== false) await givePack(app, owner);
  const project = await createProject(app, owner, { title: options.title });
  const author = await createUser(app);
  await verifySocial(app, author);
  return { owner, project, author };
}

/** `brandAndCreator`, and the creator's offer on the project, sent through the API. */
export async function offerBetween(
  app: FastifyInstance,
  options: { pack?: boolean; title?: string } = {},
) {
  const parties = await brandAndCreator(app, options);
  const res = await sendOffer(app, parties.author, parties.project.id);
  expect(res.statusCode, res.body).toBe(201);
  return { ...parties, idOffer: res.json().idOffer as string };
}

/**
 * The offers API tests' app and shortcuts: `get(url, user?)` through HTTP (a visitor without
 * one), `creator()` a creator able to send offers, `setup()` a brand's project and a creator.
 */
export function useOffersTestApp() {
  const t = useTestApp();
  const send = requestAs(t);
  return {
    t,
    get: (url: string, user?: TestUser) => send('GET', url, user),
    creator: (pseudo?: string) => createCreator(t.app, pseudo),
    setup: () => ownerProjectAndCreator(t.app),
  };
}

export async function givePack(app: FastifyInstance, user: TestUser, type: PackType = 'premium') {
  await app.ctx.db.transaction((tx) => grantPack(tx, user.id, type));
  await app.ctx.userChanges.publish(user.id); // as every real grant does
}

/** Bumps the user's token version, as a password change does: older tokens are revoked. */
export async function revokeTokens(app: FastifyInstance, user: TestUser) {
  const [row] = await app.ctx.db
    .select({ v: users.tokenVersion })
    .from(users)
    .where(eq(users.id, user.id));
  await app.ctx.db
    .update(users)
    .set({ tokenVersion: (row?.v ?? 0) + 1 })
    .where(eq(users.id, user.id));
}

export interface FilePart {
  name: string;
  content: Buffer;
  type?: string;
}

/** A multipart/form-data body for app.inject. */
export function multipart(fields: Record<string, string | number>, file?: FilePart) {
  const boundary = `----kollabo${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Sends an offer through the API (multipart, with its attachment when given). */
export function sendOffer(
  app: FastifyInstance,
  user: TestUser,
  projectId: string,
  fields: Record<string, string | number> = {},
  file?: FilePart,
) {
  const body = multipart(
    {
      amount: 150,
      tax: 'TTC',
      messageOffre: 'Bonjour,\nje serais ravie de travailler sur ce projet.',
      idProject: projectId,
      dateSend: new Date().toISOString(),
      ...fields,
    },
    file,
  );
  return app.inject({
    method: 'POST',
    url: apiPath(offersApi.send),
    payload: body.payload,
    headers: { ...body.headers, ...user.auth },
  });
}

/**
 * Stores `user`'s message as the socket handler does (the socket path is covered in
 * chat.test.ts) and gives what was sent.
 */
export async function storeMessage(
  app: FastifyInstance,
  user: TestUser,
  idOffer: string,
  content: string,
) {
  const session = await findSessionUser(app.ctx.db, user.id);
  if (!session) throw new Error('no user');
  return sendMessage(app.ctx, session, idOffer, content, async () => false);
}

export const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

// Sockets

/** Listens on a free local port (once per app) and gives its base URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  const address = app.server.address();
  if (address && typeof address === 'object') return `http://127.0.0.1:${address.port}`;
  await app.listen({ port: 0, host: '127.0.0.1' });
  const bound = app.server.address();
  if (!bound || typeof bound !== 'object') throw new Error('not listening');
  return `http://127.0.0.1:${bound.port}`;
}

/**
 * The sockets of a test file on `t`'s app: it listens from the first test on (`sockets.url`),
 * and the clients a test opened with `sockets.client(user)` are closed after it.
 */
export function useSockets(t: { app: FastifyInstance }) {
  let url = '';
  const open: Socket[] = [];
  beforeAll(async () => {
    url = await listen(t.app);
  });
  afterEach(() => {
    for (const socket of open.splice(0)) socket.close();
  });
  return {
    get url() {
      return url;
    },
    async client(user: TestUser) {
      const socket = await connectClient(url, user.token);
      open.push(socket);
      return socket;
    },
  };
}

/** A connected client, or the connect error's message. */
export function connectClient(url: string, token: string | undefined): Promise<Socket> {
  const socket = connectSocket(url, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: token ? { token } : {},
    reconnection: false,
    forceNew: true,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

export function emitAck(socket: Socket, event: string, payload: unknown): Promise<SocketAck> {
  return socket.timeout(5000).emitWithAck(event, payload) as Promise<SocketAck>;
}

/** The next event of that name, or a rejection after `ms`. */
export function nextEvent<T = unknown>(socket: Socket, event: string, ms = 5000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, handler);
      reject(new Error(`no ${event} within ${ms} ms`));
    }, ms);
    const handler = (value: T) => {
      clearTimeout(timer);
      resolve(value);
    };
    socket.once(event, handler);
  });
}
