import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG, type ChatMessage, type CollabReply } from '@kollabo/shared';
import { setToken } from '../../lib/storage';
import { sampleCollab, sampleMessagesReply } from '../../test-samples';
import { fakeSocket as fake } from '../../test-socket';
import { jsonResponse, mockFetch, renderPage } from '../../test-utils';
import { CollabSpace } from './CollabSpace';

// The conversation inside the collaboration space: the offer's own room, not a
// second chat: same history (GET /offer/messages of the offer), same socket room, same sending.

vi.mock('socket.io-client', async () => ({ io: (await import('../../test-socket')).fakeIo }));

const OFFER = '7d0c1f5e-1111-4222-8333-944455556666';
const message = (id: string, sender: string, content: string): ChatMessage => ({
  _id: id,
  idOffer: OFFER,
  sender,
  senderName: sender === 'chloe' ? 'Chloé Dupont' : 'Maison Ardoise',
  content,
  timestamp: '2026-11-23T10:00:00.000Z',
  urlImage: null,
});

const history = sampleMessagesReply({
  allMessageDecrypt: [
    message('m0', 'chloe', 'Avant d’accepter : quelles dates ?'),
    message('m1', 'marque', 'Semaine 12, contrat à suivre.'),
  ],
});

const space: CollabReply = sampleCollab({ idOffer: OFFER });

// The server acknowledges a sent message with the message as stored.
const stored = (payload: unknown) => {
  const { idOffer, content } = payload as { idOffer: string; content: string };
  return {
    ok: true,
    message: {
      _id: 'm2',
      idOffer,
      sender: 'chloe',
      senderName: 'Chloé Dupont',
      content,
      timestamp: '2026-11-23T11:00:00.000Z',
      urlImage: null,
    },
  };
};

beforeEach(() => {
  fake.reset();
  fake.ack = stored;
  setToken('t'.repeat(80));
});
afterEach(() => vi.unstubAllGlobals());

describe('CollabChat', () => {
  it("shows the offer's conversation in the space, in the offer's room, and sends in it", async () => {
    const fetchMock = mockFetch((url) =>
      url.includes('/offer/messages')
        ? jsonResponse(history)
        : url.includes('/read-message')
          ? jsonResponse({ ok: true })
          : jsonResponse({}),
    );
    renderPage(<CollabSpace data={space} onChanged={() => {}} />);
    expect(await screen.findByRole('heading', { name: MSG.chat.title })).toBeTruthy();
    expect(screen.getByText(MSG.chat.collabIntro('Maison Ardoise'))).toBeTruthy();
    // The history asked before accepting is there: one conversation, not a new one.
    expect(await screen.findByText('Avant d’accepter : quelles dates ?')).toBeTruthy();
    expect(screen.getByText('Semaine 12, contrat à suivre.')).toBeTruthy();
    const historyUrls = fetchMock.mock.calls
      .map(([url]) => String(url))
      .filter((url) => url.includes('/offer/messages'));
    expect(historyUrls).toEqual([expect.stringContaining(`id=${OFFER}`)]);
    // Read like on the offer page: the unread count is the room's.
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url]) => String(url).includes(`/read-message?id=${OFFER}`)),
      ).toBe(true),
    );
    act(() => fake.fire('connect'));
    expect(fake.emitted).toContainEqual({ event: 'join_room', payload: OFFER });
    await userEvent.type(screen.getByLabelText(MSG.chat.placeholder), 'Contrat signé !{Enter}');
    expect(await screen.findByText('Contrat signé !')).toBeTruthy();
    expect(fake.emitted.find((e) => e.event === 'new_message')?.payload).toMatchObject({
      idOffer: OFFER,
      content: 'Contrat signé !',
    });
  });
});
