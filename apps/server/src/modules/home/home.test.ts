import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test-support/test-app.js';
import { createUser } from '../../test-support/fixtures.js';

// The home's highlights on a site without projects or pictures: nothing invented, empty lists
// the page hides (the demo's figures are checked in demo/seed-demo.test.ts).

const t = useTestApp({}, { resetEach: false });

describe('GET /api/home/highlights', () => {
  it('answers empty lists and real counts on an empty site, public and cached a minute', async () => {
    await createUser(t.app, { statut: 'Influenceur' }); // no photo: not featured
    const answer = await t.app.inject({ url: '/api/home/highlights' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('public, max-age=60');
    expect(answer.json()).toEqual({
      projects: [],
      profiles: [],
      counts: { projects: 0, creators: 1 },
    });
  });
});
