import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '@kollabo/shared';
import { users } from '../db/schema/index.js';
import { createUser, requestAs } from './fixtures.js';
import { createProject, givePack, verifySocial } from './offer-fixtures.js';
import { useTestApp } from './test-app.js';

// Fixtures of the data-rights tests (export and deletion of an account): Léa's data is what
// they export or erase.

/** The file's app, requests through HTTP as a user (`as`) and the API's full paths (`url`). */
export function useDataRightsTestApp() {
  const t = useTestApp();
  return { t, as: requestAs(t), url: (path: string) => `${API_PREFIX}${path}` };
}

/**
 * Léa, a creator with a verified network and a profile photo (its storage key is `photo`), and
 * a brand with a pack, "Marque SA", whose project "Lancement du sérum" she may answer.
 */
export async function leaAndBrand(app: FastifyInstance) {
  const owner = await createUser(app, { statut: 'Marque', name: 'Marque SA' });
  await givePack(app, owner);
  const project = await createProject(app, owner, { title: 'Lancement du sérum' });
  const lea = await createUser(app, { name: 'Léa Martin' });
  await verifySocial(app, lea);
  const photo = await app.ctx.storage.put('profiles', 'png', Buffer.from('photo-de-lea'));
  await app.ctx.db.update(users).set({ photoProfile: photo }).where(eq(users.id, lea.id));
  return { owner, project, lea, photo };
}
