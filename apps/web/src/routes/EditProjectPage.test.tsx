import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG, type EditProjectReply } from '@kollabo/shared';
import { sampleProject } from '../test-samples';
import { bodyOf, jsonResponse, mockFetch, renderPage } from '../test-utils';
import { EditProjectPage } from './EditProjectPage';

const f = MSG.projectForm;
const ID = '22222222-2222-4222-8222-222222222222';

const reply: EditProjectReply = {
  Authorization: true,
  project: sampleProject({
    _id: ID,
    title: 'Campagne hiver',
    description: 'Une description suffisamment longue pour le formulaire.',
    budget: '500 € à 1 000 €',
    statut: 'save',
    profilSearch: ['Agence'],
  }),
  rejectReason: 'Coordonnées dans la description',
  publicationPaid: false,
  freeProject: true,
};

function setup(handler: (url: string, init?: RequestInit) => Response) {
  const fetchMock = mockFetch(handler);
  renderPage(<EditProjectPage />, {
    path: '/edit-project/:id',
    url: `/edit-project/${ID}`,
    extraRoutes: [{ path: '/my-projects', element: <p>liste des projets</p> }],
  });
  return fetchMock;
}

// The machine is shared: generous timeouts keep slow runs from failing for no reason.
describe('EditProjectPage', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends a refusal (Authorization false) back to /my-projects', async () => {
    setup(() => jsonResponse({ error: 'forbidden', message: 'x', Authorization: false }, 403));
    expect(await screen.findByText('liste des projets', {}, { timeout: 5000 })).toBeTruthy();
  });

  it('shows the 500 block on any other failure', async () => {
    setup(() => jsonResponse({ error: 'server_error', message: 'x' }, 500));
    expect(await screen.findByRole('heading', { name: f.loadError })).toBeTruthy();
  });

  it('loads the project, shows the refusal reason and saves with its id', async () => {
    const fetchMock = setup((url) =>
      url.includes('/project/update')
        ? jsonResponse({ ok: true, _id: ID, statut: 'save' })
        : url.includes('/user-subscription')
          ? jsonResponse({ subscription: null, firstProject: 'no', state: 'none' })
          : jsonResponse(reply),
    );
    expect(await screen.findByDisplayValue('Campagne hiver')).toBeTruthy();
    expect(screen.getByText(f.rejected('Coordonnées dans la description'))).toBeTruthy();
    expect(screen.queryByRole('button', { name: f.close })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: f.save }));
    expect(await screen.findByText(MSG.projects.saved)).toBeTruthy();
    const call = fetchMock.mock.calls.find(([u]) => String(u).includes('/project/update'));
    expect(call?.[1]?.method).toBe('PATCH');
    expect(bodyOf(call?.[1])).toMatchObject({ id: ID, statut: 'save', profilSearch: ['Agence'] });
  });
});
