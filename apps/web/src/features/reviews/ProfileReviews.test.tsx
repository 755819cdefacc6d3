import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG, type Review, apiPath, reviewsApi } from '@kollabo/shared';
import { bodyOf, jsonResponse, mockFetch, renderPage } from '../../test-utils';
import { ProfileReviews } from './ProfileReviews';

// The profile's reviews: average and count, newest first, "Afficher plus", one
// reply for the reviewed person, a report for others.

const review = (n: number, overrides: Partial<Review> = {}): Review => ({
  _id: `7d0c1f5e-1111-4222-8333-94445555666${n}`,
  rating: 5 - n,
  comment: `Avis numéro ${n}, collaboration agréable et professionnelle.`,
  createdAt: new Date(Date.UTC(2026, 10, 20 - n)).toISOString(),
  author: { pseudo: `marque${n}`, name: '', photo: null },
  project: { _id: 'p', title: `Projet ${n}` },
  reply: null,
  replyAt: null,
  visible: true,
  ...overrides,
});

afterEach(() => vi.unstubAllGlobals());

function show(isOwner: boolean) {
  return mockFetch((url) => {
    if ([reviewsApi.reply, reviewsApi.report].some((e) => url === apiPath(e)))
      return jsonResponse({ ok: true });
    const page = new URL(url, 'http://x').searchParams.get('page');
    return page === '2'
      ? jsonResponse({
          reviews: [review(2)],
          average: 4,
          count: 3,
          hasMore: false,
          can: { reply: isOwner },
        })
      : jsonResponse({
          reviews: [review(0, { reply: 'Merci beaucoup !' }), review(1)],
          average: 4,
          count: 3,
          hasMore: true,
          can: { reply: isOwner },
        });
  });
}

describe('ProfileReviews', () => {
  it('shows the average, the count, newest first, then more on "Afficher plus"', async () => {
    show(false);
    renderPage(<ProfileReviews pseudo="lea" viewerPseudo={null} />);
    expect(await screen.findByText(MSG.reviews.average('4,0', 3))).toBeTruthy();
    const items = screen.getAllByTestId('review');
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).getByText(/Avis numéro 0/)).toBeTruthy();
    expect(screen.getByText('Merci beaucoup !')).toBeTruthy();
    expect(screen.queryByRole('button', { name: MSG.reviews.report })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: MSG.ui.loadMore }));
    expect(await screen.findByText(/Avis numéro 2/)).toBeTruthy();
  });

  it('lets the reviewed person answer a review without reply, once', async () => {
    const fetchMock = show(true);
    renderPage(<ProfileReviews pseudo="lea" viewerPseudo="lea" />);
    const replies = await screen.findAllByRole('button', { name: MSG.reviews.reply });
    expect(replies).toHaveLength(1); // the first review already has its reply
    await userEvent.click(replies[0] as HTMLElement);
    await userEvent.type(screen.getByLabelText(MSG.reviews.replyLabel), 'Merci à vous !');
    await userEvent.click(screen.getByRole('button', { name: MSG.reviews.replySend }));
    expect(await screen.findByText(MSG.reviews.replySent)).toBeTruthy();
    const call = fetchMock.mock.calls.find(([url]) => String(url) === apiPath(reviewsApi.reply));
    expect(bodyOf(call?.[1])).toEqual({ idReview: review(1)._id, comment: 'Merci à vous !' });
  });

  it('lets another logged user report a review', async () => {
    const fetchMock = show(false);
    renderPage(<ProfileReviews pseudo="lea" viewerPseudo="quelquun" />);
    const reports = await screen.findAllByRole('button', { name: MSG.reviews.report });
    await userEvent.click(reports[0] as HTMLElement);
    await userEvent.type(screen.getByLabelText(MSG.reviews.reportLabel), 'Propos injurieux');
    await userEvent.click(screen.getByRole('button', { name: MSG.reviews.reportSend }));
    expect(await screen.findByText(MSG.reviews.reportSent)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url) === apiPath(reviewsApi.report))).toBe(
      true,
    );
  });
});
