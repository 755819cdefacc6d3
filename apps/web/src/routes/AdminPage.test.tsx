import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@kollabo/shared';
import { sampleProject } from '../test-samples';
import { bodyOf, jsonResponse, mockFetch, renderPage } from '../test-utils';
import { adminSections } from '../features/admin/sections';
import { AdminPage } from './AdminPage';

const a = MSG.admin;
const pending = {
  projects: [
    {
      project: sampleProject({
        _id: 'p1',
        title: 'Projet à valider',
        description: 'Description du projet en attente.',
        budget: 'Moins de 500 €',
        statut: 'prePublish',
        profilSearch: ['Influenceur'],
      }),
      owner: { pseudo: 'marque', name: '' },
    },
  ],
  hasMore: false,
  moderation: 'manual',
};

/** The real route pattern, entered at /admin: the page opens its first section. */
function render() {
  return renderPage(<AdminPage />, { path: '/admin/:section?', url: '/admin' });
}

// The machine is shared: generous timeouts keep slow runs from failing for no reason.
describe('AdminPage', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('refuses non-administrators with Accès interdit', async () => {
    mockFetch(() => jsonResponse({ error: 'forbidden', message: 'x' }, 403));
    render();
    expect(await screen.findByRole('heading', { name: MSG.common.forbidden })).toBeTruthy();
  });

  it('lists its sections from the extensible list', async () => {
    mockFetch((url) =>
      url.includes('/admin/access') ? jsonResponse({ ok: true }) : jsonResponse(pending),
    );
    render();
    const nav = await screen.findByRole('navigation', { name: a.sectionsLabel });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(adminSections.map((s) => s.label));
  });

  it('approves a request, and rejects one only with a reason', async () => {
    const fetchMock = mockFetch((url) => {
      if (url.includes('/admin/access')) return jsonResponse({ ok: true });
      if (url.includes('/approve') || url.includes('/reject')) return jsonResponse({ ok: true });
      return jsonResponse(pending);
    });
    render();
    const card = async () =>
      (await screen.findByRole('heading', { name: 'Projet à valider' })).closest(
        'li',
      ) as HTMLElement;
    const item = await card();
    expect(item.textContent).toContain(a.ownerLine('marque'));
    await userEvent.click(within(item).getByRole('button', { name: a.approve }));
    expect(await screen.findByText(a.approved)).toBeTruthy();
    await userEvent.click(within(await card()).getByRole('button', { name: a.reject }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: a.reject }));
    expect(within(dialog).getByText(a.reasonTooShort)).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText(a.reasonLabel), 'Contenu trompeur');
    await userEvent.click(within(dialog).getByRole('button', { name: a.reject }));
    expect(await screen.findByText(a.rejected)).toBeTruthy();
    const reject = fetchMock.mock.calls.find(([u]) => String(u).includes('/reject'));
    expect(bodyOf(reject?.[1])).toEqual({ idProject: 'p1', reason: 'Contenu trompeur' });
  });
});
