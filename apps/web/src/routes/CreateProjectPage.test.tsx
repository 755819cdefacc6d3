import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@kollabo/shared';
import { setProjectTitle } from '../lib/storage';
import { bodyOf, jsonResponse, mockFetch, renderPage } from '../test-utils';
import { CreateProjectPage } from './CreateProjectPage';

const f = MSG.projectForm;
const subscription = (state: string, balance = 3) => ({
  subscription:
    state === 'none' || state === 'firstProject'
      ? null
      : { type: 'standard', balanceOffer: balance, expireDate: '2099-01-01T00:00:00.000Z' },
  firstProject: state === 'firstProject' ? 'yes' : 'no',
  state,
});

function setup(
  state: string,
  createReply = jsonResponse({ ok: true, _id: 'p1', statut: 'prePublish' }, 201),
) {
  const fetchMock = mockFetch((url) =>
    url.includes('/user/user-subscription') ? jsonResponse(subscription(state)) : createReply,
  );
  renderPage(<CreateProjectPage />, { path: '/create-project' });
  return fetchMock;
}

async function fillAndPublish() {
  const title = (await screen.findByLabelText(f.titleLabel)) as HTMLInputElement;
  if (!title.value) {
    await userEvent.click(title);
    await userEvent.paste('Campagne');
  }
  await userEvent.click(await screen.findByLabelText(f.descriptionLabel));
  await userEvent.paste('d'.repeat(50));
  await userEvent.click(screen.getByRole('button', { name: f.publish }));
  await userEvent.click(await screen.findByRole('button', { name: MSG.ui.confirm }));
}

// The machine is shared: generous timeouts keep slow runs from failing for no reason.
describe('CreateProjectPage', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('prefills the home theme title and publishes the free first project', async () => {
    setProjectTitle("Recherche d'influenceurs sport");
    const fetchMock = setup('firstProject');
    expect(await screen.findByText(f.freeHint)).toBeTruthy();
    expect((screen.getByLabelText(f.titleLabel) as HTMLInputElement).value).toBe(
      "Recherche d'influenceurs sport",
    );
    await fillAndPublish();
    expect(await screen.findByText(MSG.projects.publishRequested)).toBeTruthy();
    expect(screen.getByText(f.redirecting)).toBeTruthy();
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('/project/create'));
    expect(bodyOf(call?.[1])).toMatchObject({
      title: "Recherche d'influenceurs sport",
      statut: 'prePublish',
      budget: 'Moins de 500 €',
      profilSearch: ['Influenceur'],
    });
  });

  it('keeps the success in view after the free first project: no popup, the note unchanged', async () => {
    // The server's state after the creation: the free project is used, no pack.
    let created = false;
    mockFetch((url) => {
      if (url.includes('/user/user-subscription')) {
        return jsonResponse(subscription(created ? 'none' : 'firstProject'));
      }
      created = true;
      return jsonResponse({ ok: true, _id: 'p1', statut: 'prePublish' }, 201);
    });
    renderPage(<CreateProjectPage />, { path: '/create-project' });
    expect(await screen.findByText(f.freeHint)).toBeTruthy();
    await fillAndPublish();
    expect(await screen.findByText(MSG.projects.publishRequested)).toBeTruthy();
    // Let the refetched subscription ('none') arrive, then look again.
    await waitFor(() => expect(created).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('dialog', { name: MSG.projects.subscriptionRequired })).toBeNull();
    expect(screen.getByText(f.freeHint)).toBeTruthy();
    expect(screen.queryByText(f.creditHint)).toBeNull();
    expect(screen.getByText(MSG.projects.publishRequested)).toBeTruthy();
  });

  it('blocks a second project without a pack: Pack requis ! with Voir les packs', async () => {
    const fetchMock = setup('none');
    const dialog = await screen.findByRole('dialog', { name: MSG.projects.subscriptionRequired });
    expect(dialog.querySelector('a')?.getAttribute('href')).toBe('/subscription');
    await userEvent.click(screen.getAllByRole('button', { name: MSG.ui.close })[0] as HTMLElement);
    await fillAndPublish();
    await screen.findByRole('dialog', { name: MSG.projects.subscriptionRequired });
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/project/create'))).toBe(
      false,
    );
  });

  it("shows Vous n'avez plus de crédit for a pack without credit", async () => {
    setup('balanceOver');
    expect(await screen.findByRole('dialog', { name: MSG.projects.noCredit })).toBeTruthy();
  });

  it('maps a server refusal to the popup, and other failures to the spec text', async () => {
    setup('allowed', jsonResponse({ error: 'no_credit', message: 'x' }, 402));
    await fillAndPublish();
    expect(await screen.findByRole('dialog', { name: MSG.projects.noCredit })).toBeTruthy();
    vi.unstubAllGlobals();
  });

  it('shows the create failure text on a server error', async () => {
    setup('allowed', jsonResponse({ error: 'server_error', message: 'x' }, 500));
    await fillAndPublish();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(MSG.projects.createFailure),
    );
  });
});
