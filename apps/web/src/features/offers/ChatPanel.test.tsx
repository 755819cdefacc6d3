import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG, type ChatMessage, type MessagesReply } from '@kollabo/shared';
import { setToken } from '../../lib/storage';
import { sampleMessagesReply } from '../../test-samples';
import { fakeSocket as fake } from '../../test-socket';
import { jsonResponse, mockFetch, renderPage } from '../../test-utils';
import { ChatPanel } from './ChatPanel';

vi.mock('socket.io-client', async () => ({ io: (await import('../../test-socket')).fakeIo }));

const OFFER = '22222222-2222-4222-8222-222222222222';
const message = (id: string, sender: string, content: string): ChatMessage => ({
  _id: id,
  idOffer: OFFER,
  sender,
  senderName: sender === 'marque' ? 'Maison Ardoise' : sender,
  content,
  timestamp: '2026-05-03T10:00:00.000Z',
  urlImage: null,
});

const history = (overrides: Partial<MessagesReply> = {}) =>
  sampleMessagesReply({
    allMessageDecrypt: [message('m1', 'marque', 'Bonjour Chloé')],
    ...overrides,
  });

beforeEach(() => {
  fake.reset();
  setToken('t'.repeat(80));
});
afterEach(() => vi.unstubAllGlobals());

function show(reply: MessagesReply | (() => MessagesReply), reloadKey = 'publish:pending') {
  const fetchMock = mockFetch((url) =>
    url.includes('/read-message')
      ? jsonResponse({ ok: true })
      : jsonResponse(typeof reply === 'function' ? reply() : reply),
  );
  renderPage(<Harness first={reloadKey} />);
  return fetchMock;
}

/** The page around the chat: "Accepter" changes the offer's status, hence the reload key. */
function Harness({ first }: { first: string }) {
  const [reloadKey, setReloadKey] = useState(first);
  return (
    <>
      <button type="button" onClick={() => setReloadKey('attribute:select')}>
        accepter
      </button>
      <ChatPanel idOffer={OFFER} reloadKey={reloadKey} />
    </>
  );
}

/** A text as the page's text matchers read it (a non-breaking space reads as a space). */
const shown = (text: string) => text.replace(/\s+/g, ' ');

const historyCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.filter(([url]) => String(url).includes('/offer/messages')).length;

const readCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.filter(([url]) => String(url).includes('/offer/read-message')).length;

describe('ChatPanel', () => {
  it('loads the history, joins the room, and marks read when the last message is from the other', async () => {
    const fetchMock = show(history());
    expect(await screen.findByText('Bonjour Chloé')).toBeTruthy();
    // The sender's display name and portrait, as her profile shows them (not the pseudo).
    expect(screen.getByText('Maison Ardoise')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Maison Ardoise' })).toBeTruthy();
    act(() => fake.fire('connect'));
    expect(fake.emitted).toContainEqual({ event: 'join_room', payload: OFFER });
    await waitFor(() => expect(readCalls(fetchMock)).toBe(1));
  });

  it('joins again when the tab becomes visible', async () => {
    show(history());
    await screen.findByText('Bonjour Chloé');
    fake.emitted = [];
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(fake.emitted).toContainEqual({ event: 'join_room', payload: OFFER });
  });

  it('sends with the token, then empties the input back to 45 px; never a blank message', async () => {
    fake.ack = (payload) => ({
      ok: true,
      message: message('m2', 'chloe', (payload as { content: string }).content),
    });
    show(history());
    const input = (await screen.findByLabelText(MSG.chat.placeholder)) as HTMLTextAreaElement;
    await userEvent.type(input, '   ');
    expect(
      (screen.getByRole('button', { name: MSG.chat.send }) as HTMLButtonElement).disabled,
    ).toBe(true);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(fake.emitted.filter((e) => e.event === 'new_message')).toHaveLength(0);
    await userEvent.clear(input);
    await userEvent.type(input, 'Ligne 1{Shift>}{Enter}{/Shift}Ligne 2');
    input.style.height = '120px';
    await userEvent.click(screen.getByRole('button', { name: MSG.chat.send }));
    const sent = fake.emitted.find((e) => e.event === 'new_message');
    expect(sent?.payload).toEqual({
      idOffer: OFFER,
      token: 't'.repeat(80),
      content: 'Ligne 1\nLigne 2',
    });
    await waitFor(() => expect(input.value).toBe(''));
    expect(input.style.height).toBe('45px');
    expect(screen.getByText(/Ligne 1/)).toBeTruthy();
  });

  it('sends a message typed while the socket is still connecting once it connects', async () => {
    fake.connected = false;
    fake.ack = (payload) => ({
      ok: true,
      message: message('m3', 'chloe', (payload as { content: string }).content),
    });
    show(history());
    const input = await screen.findByLabelText(MSG.chat.placeholder);
    await userEvent.type(input, 'Tout de suite{Enter}');
    expect(fake.emitted.filter((e) => e.event === 'new_message')).toHaveLength(0);
    act(() => {
      fake.connected = true;
      fake.fire('connect');
    });
    expect(await screen.findByText('Tout de suite')).toBeTruthy();
    expect(fake.emitted.filter((e) => e.event === 'new_message')).toHaveLength(1);
    expect(screen.queryByText(MSG.common.network)).toBeNull();
  });

  it('says the network is down when the socket is not trying to connect, and keeps the text', async () => {
    fake.connected = false;
    fake.active = false;
    show(history());
    const input = (await screen.findByLabelText(MSG.chat.placeholder)) as HTMLTextAreaElement;
    await userEvent.type(input, 'Perdu ?{Enter}');
    expect(await screen.findByText(MSG.common.network)).toBeTruthy();
    expect(input.value).toBe('Perdu ?');
    expect(fake.emitted.filter((e) => e.event === 'new_message')).toHaveLength(0);
  });

  it('appends an incoming message and marks it read while visible', async () => {
    const fetchMock = show(history({ allMessageDecrypt: [] }));
    expect(await screen.findByText(MSG.chat.empty)).toBeTruthy();
    act(() => fake.fire('receive_message', message('m9', 'marque', 'Vous êtes là ?')));
    expect(await screen.findByText('Vous êtes là ?')).toBeTruthy();
    await waitFor(() => expect(readCalls(fetchMock)).toBe(1));
  });

  it('shows the subscription notice when the server says a pack is required', async () => {
    show(history({ canSend: false, sending: 'packRequired' }));
    expect(await screen.findByText(MSG.chat.subscriptionNotice, { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: MSG.chat.seePacks }).getAttribute('href')).toBe(
      '/subscription',
    );
    expect(screen.queryByLabelText(MSG.chat.placeholder)).toBeNull();
    expect(screen.queryByText(MSG.chat.closed)).toBeNull();
  });

  it('shows the closed notice, and no input, when the server says the chat is closed', async () => {
    show(history({ canSend: false, sending: 'closed' }), 'attribute:declined');
    await screen.findByText('Bonjour Chloé');
    expect(screen.queryByLabelText(MSG.chat.placeholder)).toBeNull();
    expect(screen.queryByText(MSG.chat.subscriptionNotice, { exact: false })).toBeNull();
    expect(screen.getByText(MSG.chat.closed)).toBeTruthy();
  });

  it('keeps the input of an attributed offer whatever the project status says', async () => {
    show(history(), 'attribute:preSelect');
    expect(await screen.findByLabelText(MSG.chat.placeholder)).toBeTruthy();
    expect(screen.queryByText(MSG.chat.closed)).toBeNull();
    expect(screen.queryByText(MSG.chat.subscriptionNotice, { exact: false })).toBeNull();
  });

  it('asks the server again when the offer status changes (accepted while the page is open)', async () => {
    let reply = history({ canSend: false, sending: 'packRequired' });
    const fetchMock = show(() => reply, 'attribute:preSelect');
    await screen.findByText(MSG.chat.subscriptionNotice, { exact: false });
    reply = history();
    await userEvent.click(screen.getByRole('button', { name: 'accepter' }));
    expect(await screen.findByLabelText(MSG.chat.placeholder)).toBeTruthy();
    expect(historyCalls(fetchMock)).toBe(2);
  });

  it('asks the server again after it refused a message, and shows its answer', async () => {
    let reply = history();
    fake.ack = () => ({ ok: false, error: 'not_allowed', message: MSG.chat.notAllowed });
    show(() => reply);
    const input = await screen.findByLabelText(MSG.chat.placeholder);
    reply = history({ canSend: false, sending: 'closed' });
    await userEvent.type(input, 'Encore là ?{Enter}');
    expect(await screen.findByText(MSG.chat.closed)).toBeTruthy();
    expect(screen.getByText(MSG.chat.notAllowed)).toBeTruthy();
  });

  it('says the other party deleted her account instead of the message box', async () => {
    show(history({ canSend: false, sending: 'accountDeleted' }));
    await screen.findByText('Bonjour Chloé');
    expect(screen.getByText(shown(MSG.chat.accountDeleted))).toBeTruthy();
    expect(screen.queryByLabelText(MSG.chat.placeholder)).toBeNull();
    expect(screen.queryByText(MSG.chat.closed)).toBeNull();
  });

  it('replaces the message box when the server refuses a message to a deleted account', async () => {
    let reply = history();
    fake.ack = () => ({
      ok: false,
      error: 'recipient_deleted',
      message: MSG.chat.accountDeleted,
    });
    const fetchMock = show(() => reply);
    const input = await screen.findByLabelText(MSG.chat.placeholder);
    reply = history({ canSend: false, sending: 'accountDeleted' });
    await userEvent.type(input, 'Encore là ?{Enter}');
    await waitFor(() => expect(screen.queryByLabelText(MSG.chat.placeholder)).toBeNull());
    expect(screen.getAllByText(shown(MSG.chat.accountDeleted)).length).toBeGreaterThan(0);
    expect(historyCalls(fetchMock)).toBe(2);
  });
});
