import { describe, expect, it } from 'vitest';
import {
  canReply,
  canReport,
  canSeeReview,
  isReviewAuthor,
  isReviewParty,
  reviewListCan,
} from './reviews.policy.js';

// Every rule of reviews.policy.ts: each relation to a review (its author, the person it is
// about, a stranger, a visitor where the rule accepts none) × each moderation state, the
// expected answer written out.

const review = (moderation: string | null = null) => ({
  authorId: 'ana',
  targetId: 'tom',
  moderation,
});

describe('isReviewAuthor and isReviewParty', () => {
  it.each([
    { who: 'its author', userId: 'ana', author: true, party: true },
    { who: 'the person it is about', userId: 'tom', author: false, party: true },
    { who: 'a stranger', userId: 'sam', author: false, party: false },
    { who: 'a visitor (undefined)', userId: undefined, author: false, party: false },
    { who: 'a visitor (null)', userId: null, author: false, party: false },
  ])('$who → author $author, party $party', ({ userId, author, party }) => {
    expect(isReviewAuthor(review(), userId)).toBe(author);
    expect(isReviewParty(review(), userId)).toBe(party);
  });
});

describe('canReply and canReport', () => {
  // A logged viewer → answers it, reports it.
  it.each([
    { who: 'its author', userId: 'ana', reply: false, report: false },
    { who: 'the person it is about', userId: 'tom', reply: true, report: true },
    { who: 'a stranger', userId: 'sam', reply: false, report: true },
  ])('$who → reply $reply, report $report', ({ userId, reply, report }) => {
    expect(canReply(review(), userId)).toBe(reply);
    expect(canReport(review(), userId)).toBe(report);
  });
});

describe('reviewListCan', () => {
  it.each([
    { who: "the profile's own person", viewerId: 'tom', reply: true },
    { who: 'another member', viewerId: 'sam', reply: false },
    { who: 'a visitor (undefined)', viewerId: undefined, reply: false },
    { who: 'a visitor (null)', viewerId: null, reply: false },
  ])('$who → reply $reply', ({ viewerId, reply }) => {
    expect(reviewListCan('tom', viewerId)).toEqual({ reply });
  });
});

describe('canSeeReview', () => {
  // The moderation, the viewer → sees it.
  const rows: [string | null, string, string | null | undefined, boolean][] = [
    [null, 'its author', 'ana', true],
    [null, 'the person it is about', 'tom', true],
    [null, 'a stranger', 'sam', true],
    [null, 'a visitor', undefined, true],
    ['restricted', 'its author', 'ana', true],
    ['restricted', 'the person it is about', 'tom', true],
    ['restricted', 'a stranger', 'sam', false],
    ['restricted', 'a visitor (undefined)', undefined, false],
    ['restricted', 'a visitor (null)', null, false],
    ['removed', 'its author', 'ana', false],
    ['removed', 'the person it is about', 'tom', false],
    ['removed', 'a stranger', 'sam', false],
    ['removed', 'a visitor', undefined, false],
  ];

  it.each(rows)('moderation %s, %s (%s) → %s', (moderation, _who, userId, expected) => {
    expect(canSeeReview(review(moderation), userId)).toBe(expected);
  });
});
