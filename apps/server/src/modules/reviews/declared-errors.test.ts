import { describe, expect, it } from 'vitest';
import { MSG } from '@kollabo/shared';
import { useTestApp } from '../../test-support/test-app.js';
import { ownerProjectAndCreator, sendOffer } from '../../test-support/offer-fixtures.js';
import { http } from '../../test-support/collab-fixtures.js';

// Every code an endpoint answers is declared on its descriptor (the test app
// answers an undeclared one with a 500 naming it).

const t = useTestApp();

describe('POST /review before the collaboration started', () => {
  it('answers the declared collab_not_started, not an undeclared code', async () => {
    const { owner, project, author } = await ownerProjectAndCreator(t.app);
    const idOffer = (await sendOffer(t.app, author, project.id)).json().idOffer as string;
    const h = http(t.app);
    for (const user of [author, owner]) {
      const res = await h.post(
        '/api/review',
        { idOffer, rating: 5, comment: 'Une collaboration qui n’a pas encore commencé.' },
        user,
      );
      expect(res.json()).toMatchObject({
        error: 'collab_not_started',
        message: MSG.collab.notStarted,
      });
      expect(res.statusCode).toBe(409);
    }
  });
});
