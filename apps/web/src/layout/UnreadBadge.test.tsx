import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { refreshAuth } from '../lib/auth';
import { setToken, STORAGE_KEYS } from '../lib/storage';
import { jsonResponse, mockFetch, renderPage } from '../test-utils';
import { Header } from './Header';
import { UnreadBadge, formatUnreadBadge } from '../components/UnreadBadge';
import { apiPath, chatApi, endpointUrl } from '@kollabo/shared';

describe('unread badge rule', () => {
  it('is hidden at 0, shows the number up to 9 and "+9" above', () => {
    expect(formatUnreadBadge(0)).toBeNull();
    expect(formatUnreadBadge(null)).toBeNull();
    expect(formatUnreadBadge(1)).toBe('1');
    expect(formatUnreadBadge(9)).toBe('9');
    expect(formatUnreadBadge(10)).toBe('+9');
    expect(formatUnreadBadge(250)).toBe('+9');
  });

  it('renders nothing at 0 and the capped text otherwise', () => {
    const { rerender } = render(<UnreadBadge count={0} />);
    expect(screen.queryByTestId('unread-badge')).toBeNull();
    rerender(<UnreadBadge count={4} />);
    expect(screen.getByTestId('unread-badge').textContent).toBe('4');
    rerender(<UnreadBadge count={12} />);
    expect(screen.getByTestId('unread-badge').textContent).toBe('+9');
  });
});

describe('header unread badge', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  function logIn() {
    setToken('x'.repeat(80));
    refreshAuth();
  }

  it('shows "+9" from the inbox count and keeps it in the session', async () => {
    logIn();
    const fetchMock = mockFetch((url) =>
      url.startsWith(apiPath(chatApi.inbox))
        ? jsonResponse({ roomsMessageOffer: [], notif_status: true, hasMore: false, unread: 14 })
        : jsonResponse({ subscription: null }),
    );
    renderPage(<Header />);
    await waitFor(() => expect(screen.getByTestId('unread-badge').textContent).toBe('+9'));
    // The message badge asks the inbox for its count (the bell asks the notifications list).
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
      endpointUrl(chatApi.inbox, { query: { status: 'none', page: 1, pageSize: 1 } }),
    );
    expect(window.sessionStorage.getItem(STORAGE_KEYS.unread)).toBe('14');
  });

  it('shows no badge when the endpoint answers non-OK', async () => {
    logIn();
    window.sessionStorage.setItem(STORAGE_KEYS.unread, '3');
    const fetchMock = mockFetch(() => jsonResponse({ error: 'server', message: 'x' }, 500));
    renderPage(<Header />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByTestId('unread-badge')).toBeNull());
  });

  it('is absent for visitors', () => {
    refreshAuth();
    const fetchMock = mockFetch(() => jsonResponse({ unread: 5 }));
    renderPage(<Header />);
    expect(screen.queryByTestId('unread-badge')).toBeNull();
    expect(screen.getAllByText("S'inscrire gratuitement").length).toBeGreaterThan(0);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
