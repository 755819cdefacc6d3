import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MSG, type MessageRoom } from '@kollabo/shared';
import { renderPage } from '../../test-utils';
import { RoomCard } from './RoomCard';

const room = (overrides: Partial<MessageRoom> = {}): MessageRoom => ({
  _id: 'o1',
  idOffer: 'o1',
  sender: { pseudo: 'lea.beaute', name: 'Léa Martin', photo: 'profiles/profiles_x.webp' },
  lastMessage: { content: 'Bonjour, je suis disponible dès lundi.', fromMe: false },
  project: { _id: 'p1', title: 'Routine soin du soir' },
  receiverRead: false,
  timestamp: '2026-05-03T10:00:00.000Z',
  status: 'none',
  ...overrides,
});

describe('RoomCard', () => {
  it('shows the display name, the portrait and the last message on one line', () => {
    renderPage(
      <ul>
        <RoomCard room={room()} busy={false} onStatus={vi.fn()} />
      </ul>,
    );
    expect(screen.getByRole('link', { name: 'Léa Martin' }).getAttribute('href')).toBe(
      '/offer/o1/p1',
    );
    expect(screen.getByRole('img', { name: 'Léa Martin' })).toBeTruthy();
    expect(screen.getByText('Bonjour, je suis disponible dès lundi.')).toBeTruthy();
  });

  it('marks the viewer’s own last message, and says when there is none yet', () => {
    const { unmount } = renderPage(
      <ul>
        <RoomCard
          room={room({ lastMessage: { content: 'À lundi !', fromMe: true } })}
          busy={false}
          onStatus={vi.fn()}
        />
      </ul>,
    );
    expect(screen.getByText(MSG.inbox.you)).toBeTruthy();
    unmount();
    renderPage(
      <ul>
        <RoomCard room={room({ lastMessage: null })} busy={false} onStatus={vi.fn()} />
      </ul>,
    );
    expect(screen.getByText(MSG.inbox.noMessage)).toBeTruthy();
  });
});
