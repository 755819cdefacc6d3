import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG, type NotificationItem, apiPath, notificationsApi } from '@kollabo/shared';
import { bodyOf, jsonResponse, mockFetch, renderPage } from '../../test-utils';
import { notificationKeys } from './api';
import { NotificationBell } from './NotificationBell';

const T = MSG.notifications;

const item = (n: number, read = false): NotificationItem => ({
  _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  type: 'offer_received',
  title: `Nouvelle offre ${n}`,
  body: 'léa vous a envoyé une offre.',
  link: `/offer/o${n}/p${n}`,
  read,
  createdAt: new Date().toISOString(),
});

describe('notification bell', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('hides the badge at 0, shows the number, and "+9" above 9', async () => {
    mockFetch(() => jsonResponse({ notifications: [], unread: 0, hasMore: false }));
    const { queryClient } = renderPage(<NotificationBell />);
    const bell = await screen.findByRole('button', { name: T.bell });
    await waitFor(() => expect(queryClient.getQueryData(notificationKeys.unread)).toBe(0));
    expect(screen.queryByTestId('notification-badge')).toBeNull();
    // What the socket does when a notification arrives.
    act(() => queryClient.setQueryData(notificationKeys.unread, 3));
    expect((await screen.findByTestId('notification-badge')).textContent).toBe('3');
    expect(bell.getAttribute('aria-label')).toBe(T.bellUnread('3', 3));
    act(() => queryClient.setQueryData(notificationKeys.unread, 12));
    await waitFor(() => expect(screen.getByTestId('notification-badge').textContent).toBe('+9'));
    // The accessible name starts with what is seen (WCAG 2.5.3, axe's label-content-name-mismatch).
    expect(bell.getAttribute('aria-label')).toBe('+9 notifications non lues');
  });

  it('opens a panel with the latest, each a link, and marks everything read', async () => {
    const fetch = mockFetch((url, init) => {
      if (init?.method === 'PATCH') return jsonResponse({ ok: true, unread: 0 });
      return jsonResponse({ notifications: [item(1), item(2, true)], unread: 1, hasMore: false });
    });
    renderPage(<NotificationBell />);
    fireEvent.click(await screen.findByRole('button', { name: T.bellUnread('1', 1) }));
    const first = await screen.findByRole('link', { name: /Nouvelle offre 1/ });
    expect(first.getAttribute('href')).toBe('/offer/o1/p1');
    expect(screen.getByRole('link', { name: T.seeAll }).getAttribute('href')).toBe(
      '/notifications',
    );
    fireEvent.click(screen.getByRole('button', { name: T.markAllRead }));
    await waitFor(() => expect(screen.queryByTestId('notification-badge')).toBeNull());
    const patch = fetch.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(patch?.[0]).toContain(apiPath(notificationsApi.markRead));
    expect(bodyOf(patch?.[1])).toEqual({ all: true });
  });

  it('says so when there is nothing yet, and closes with Escape', async () => {
    mockFetch(() => jsonResponse({ notifications: [], unread: 0, hasMore: false }));
    renderPage(<NotificationBell />);
    fireEvent.click(await screen.findByRole('button', { name: T.bell }));
    expect(await screen.findByText(T.empty)).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByText(T.empty)).toBeNull());
  });
});
