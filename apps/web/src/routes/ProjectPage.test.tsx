import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@kollabo/shared';
import { refreshAuth } from '../lib/auth';
import { wasViewed } from '../lib/storage';
import { SAMPLE_PROJECT_ID, sampleOffersList, sampleProjectDetail } from '../test-samples';
import { jsonResponse, logInAs, mockFetch, renderPage } from '../test-utils';
import { ProjectPage } from './ProjectPage';

const d = MSG.projectDetail;
const ID = SAMPLE_PROJECT_ID;
const detail = sampleProjectDetail;

const author = {
  pseudo: 'marque',
  name: 'Marque Soleil',
  tradeName: null,
  statut: 'Marque',
  feminine: false,
  categorie: 'Beauté',
  phone: '0612345678',
  photo: null,
  statistique: { lastConnect: null },
  subscription: { type: 'premium' as const },
};

const logIn = () => logInAs('marque');

function setup(reply: (url: string, init?: RequestInit) => Response) {
  // The offers section (offers feature) loads its own list beside the project.
  const fetchMock = mockFetch((url, init) =>
    url.includes('/offer/all-offers') ? jsonResponse(sampleOffersList()) : reply(url, init),
  );
  renderPage(<ProjectPage />, { path: '/project/:id', url: `/project/${ID}` });
  return fetchMock;
}

// The machine is shared: generous timeouts keep slow runs from failing for no reason.
describe('ProjectPage', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    refreshAuth();
  });

  it('gives a visitor the partial view and the sign-up prompt on a closed project', async () => {
    const fetchMock = setup((url) =>
      url.includes('/project/views')
        ? jsonResponse({ ok: true, counted: true })
        : jsonResponse(detail({}, 'close')),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Campagne été' })).toBeTruthy();
    expect(screen.getByText(d.visitorAuthor)).toBeTruthy();
    expect(screen.getByText(d.signupPrompt)).toBeTruthy();
    expect(screen.getByText(MSG.projects.statusLabels.close)).toBeTruthy();
    expect(screen.queryByText(/0612345678/)).toBeNull();
    expect(screen.getByText(/Édité le/)).toBeTruthy();
    await waitFor(() => expect(wasViewed('project', ID)).toBe(true));
    expect(fetchMock.mock.calls.filter(([u]) => String(u).includes('/project/views'))).toHaveLength(
      1,
    );
  });

  it('shows Aucun projet trouvé on 404', async () => {
    setup(() => jsonResponse({ error: 'not_found', message: 'x' }, 404));
    expect(await screen.findByText(MSG.projects.notFound)).toBeTruthy();
  });

  it('tells a member the phone comes with a contract both signed', async () => {
    logIn();
    setup(() => jsonResponse(detail({ authorInfo: { ...author, phone: null } })));
    expect(await screen.findByText(new RegExp(MSG.common.phoneHidden))).toBeTruthy();
    expect(screen.queryByText(/0612345678/)).toBeNull();
  });

  it('shows a signed partner the author card, phone and the report form', async () => {
    logIn();
    const fetchMock = setup((url) => {
      if (url.includes('/report/project')) return jsonResponse({ ok: true });
      if (url.includes('/project/views')) return jsonResponse({ ok: true, counted: true });
      return jsonResponse(detail({ authorInfo: author }));
    });
    expect(await screen.findByRole('link', { name: 'Marque Soleil' })).toBeTruthy();
    expect(screen.getByText(/0612345678/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: d.report }));
    // The form's code loads apart (SideCards.tsx).
    await userEvent.click(await screen.findByRole('button', { name: MSG.report.submit }));
    expect((await screen.findByRole('alert')).textContent).toContain(MSG.report.failure);
    await userEvent.type(screen.getByLabelText(MSG.report.messageLabel), 'Arnaque');
    await userEvent.click(screen.getByRole('button', { name: MSG.report.submit }));
    expect(await screen.findByText(MSG.report.success)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('/report/project'))).toBe(true);
  });

  it('lets the owner end the selection, with the fallback when the status did not change', async () => {
    logIn();
    setup((url) =>
      url.includes('/end-attribute')
        ? jsonResponse({ ok: true })
        : jsonResponse(
            detail({
              authorInfo: author,
              authorProject: true,
              can: { edit: true, endSelection: true, attribute: true, report: false },
            }),
          ),
    );
    await userEvent.click(await screen.findByRole('button', { name: d.end }));
    expect((await screen.findByRole('alertdialog')).textContent).toContain(d.confirmEnd);
    await userEvent.click(screen.getByRole('button', { name: MSG.ui.confirm }));
    expect(await screen.findByText(d.endSuccess)).toBeTruthy();
    // The reloaded project is still publish: the spec's fallback text appears after 1.5 s.
    expect(await screen.findByText(d.endFallback, {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: d.report })).toBeNull();
  });

  it('tells the two parties of the attributed offer that their conversation stays open', async () => {
    logIn();
    const OFFER = '22222222-2222-4222-8222-222222222222';
    setup(() =>
      jsonResponse(
        detail(
          {
            authorInfo: author,
            authorProject: true,
            openChat: { idOffer: OFFER, withName: 'Julie Durand' },
          },
          'attribute',
        ),
      ),
    );
    expect(
      await screen.findByText(/Votre conversation avec Julie Durand reste ouverte/),
    ).toBeTruthy();
    expect(screen.queryByText(d.attributeNotice)).toBeNull();
    expect(screen.getByRole('link', { name: d.openChat }).getAttribute('href')).toBe(
      `/offer/${OFFER}/${ID}`,
    );
  });

  it('says the selection ended with no conversation to anyone else', async () => {
    logIn();
    setup(() => jsonResponse(detail({ authorInfo: author }, 'attribute')));
    expect(await screen.findByText(d.attributeNotice)).toBeTruthy();
    expect(screen.queryByRole('link', { name: d.openChat })).toBeNull();
  });
});
