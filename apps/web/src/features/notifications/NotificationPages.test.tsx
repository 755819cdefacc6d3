import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG, apiPath, endpointUrl, notificationsApi } from '@kollabo/shared';
import { NotificationSettingsPage } from '../../routes/NotificationSettingsPage';
import { NotificationsPage } from '../../routes/NotificationsPage';
import { UnsubscribePage } from '../../routes/UnsubscribePage';
import { bodyOf, jsonResponse, mockFetch, renderPage } from '../../test-utils';
import { FailedMailsSection } from './FailedMailsSection';

const T = MSG.notifications;
const allOn = {
  messages: true,
  offers: true,
  collaboration: true,
  payments: true,
  alerts: true,
  account: true,
};

describe('notification pages', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('settings: one switch per category, each change saved alone', async () => {
    const fetch = mockFetch((_url, init) =>
      init?.method === 'PUT'
        ? jsonResponse({ settings: { ...allOn, payments: false } })
        : jsonResponse({ settings: allOn }),
    );
    renderPage(<NotificationSettingsPage />);
    const payments = await screen.findByRole('switch', {
      name: T.mailToggle(T.categories.payments),
    });
    expect(screen.getAllByRole('switch')).toHaveLength(6);
    fireEvent.click(payments);
    await screen.findByText(T.saved);
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(put?.[0]).toBe(apiPath(notificationsApi.updateSettings));
    expect(bodyOf(put?.[1])).toEqual({ payments: false });
    expect((payments as HTMLInputElement).checked).toBe(false);
  });

  it('list: newest first as links, "Tout marquer comme lu" while some are unread', async () => {
    const item = {
      _id: '00000000-0000-4000-8000-000000000001',
      type: 'pack_payment_received',
      title: 'Paiement reçu : pack Premium',
      body: '27,90 € payés',
      link: '/subscription',
      read: false,
      createdAt: new Date().toISOString(),
    };
    const fetch = mockFetch((_url, init) =>
      init?.method === 'PATCH'
        ? jsonResponse({ ok: true, unread: 0 })
        : jsonResponse({ notifications: [item], unread: 1, hasMore: false }),
    );
    renderPage(<NotificationsPage />, { path: '/notifications' });
    const link = await screen.findByRole('link', { name: /Paiement reçu/ });
    expect(link.getAttribute('href')).toBe('/subscription');
    fireEvent.click(await screen.findByRole('button', { name: T.markAllRead }));
    await screen.findByText(T.allRead);
    const patch = fetch.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(bodyOf(patch?.[1])).toEqual({ all: true });
  });

  it('unsubscribe: posts the one-click request from the link and offers to undo it', async () => {
    const fetch = mockFetch((url, init) => {
      if (url.startsWith(apiPath(notificationsApi.unsubscribe)) && init?.method === 'POST') {
        return jsonResponse({ ok: true, category: 'offers', mail: false });
      }
      if (url.startsWith(apiPath(notificationsApi.resubscribe))) {
        return jsonResponse({ ok: true, category: 'offers', mail: true });
      }
      return jsonResponse({ category: 'offers', mail: true, email: 'l…@exemple.fr' });
    });
    renderPage(<UnsubscribePage />, { path: '/desabonnement', url: '/desabonnement?token=abc' });
    await screen.findByText(MSG.unsubscribePage.done(T.categories.offers));
    expect(screen.getByText(MSG.unsubscribePage.address('l…@exemple.fr'))).toBeTruthy();
    const posted = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(posted?.[0]).toBe(
      endpointUrl(notificationsApi.unsubscribe, { query: { token: 'abc' } }),
    );
    fireEvent.click(screen.getByRole('button', { name: MSG.unsubscribePage.resubscribe }));
    await screen.findByText(MSG.unsubscribePage.resubscribed(T.categories.offers));
  });

  it('unsubscribe: says so when the link is not valid', async () => {
    mockFetch(() => jsonResponse({ error: 'unsubscribe_invalid', message: 'x' }, 400));
    renderPage(<UnsubscribePage />, { path: '/desabonnement', url: '/desabonnement?token=faux' });
    await screen.findByText(MSG.unsubscribePage.invalid);
  });

  it('admin: lists failed mails with their error, and sends one again', async () => {
    const mail = {
      _id: '00000000-0000-4000-8000-000000000009',
      type: 'offer_received',
      to: 'lea@exemple.fr',
      subject: 'Nouvelle offre de léa',
      attempts: 8,
      lastError: '550 boîte inconnue',
      createdAt: new Date().toISOString(),
    };
    const fetch = mockFetch((_url, init) =>
      init?.method === 'POST'
        ? jsonResponse({ ok: true })
        : jsonResponse({ mails: [mail], hasMore: false }),
    );
    renderPage(<FailedMailsSection />);
    await screen.findByText('Nouvelle offre de léa');
    expect(screen.getByText(MSG.adminMails.lastError('550 boîte inconnue'))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: MSG.adminMails.retry }));
    await waitFor(() =>
      expect(
        fetch.mock.calls.some(([url]) => String(url).endsWith(`/mails/${mail._id}/retry`)),
      ).toBe(true),
    );
    await screen.findByText(MSG.adminMails.retried);
  });
});
