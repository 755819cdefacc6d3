import { describe, expect, it } from 'vitest';
import {
  canAnswerAttribution,
  canAttribute,
  canOfferOn,
  isAuthorOnly,
  isOfferAuthor,
  isRoomParty,
  otherPartyId,
  sentBy,
} from './offers.policy.js';

// Every rule of offers.policy.ts, one row per relation to the project and the offer (its owner,
// the offer's author, a stranger, a visitor where the rule accepts none), the expected answer
// written out.

const project = { ownerId: 'olga' };
const offer = { userId: 'alex' };
const room = { ownerId: 'olga', authorId: 'alex' };
/** A room on one's own project (never made by the service; the rules must not mistake it). */
const ownRoom = { ownerId: 'olga', authorId: 'olga' };

describe('isOfferAuthor', () => {
  it.each([
    { who: "the offer's author", userId: 'alex', expected: true },
    { who: "the project's owner", userId: 'olga', expected: false },
    { who: 'a stranger', userId: 'sam', expected: false },
    { who: 'a visitor (undefined)', userId: undefined, expected: false },
    { who: 'a visitor (null)', userId: null, expected: false },
  ])('$who → $expected', ({ userId, expected }) => {
    expect(isOfferAuthor(offer, userId)).toBe(expected);
  });
});

describe('attributing and answering', () => {
  // Who → attributes, answers the attribution, may send an offer on the project.
  it.each([
    { who: "the project's owner", userId: 'olga', attribute: true, answer: false, offerOn: false },
    { who: "the offer's author", userId: 'alex', attribute: false, answer: true, offerOn: true },
    { who: 'a stranger', userId: 'sam', attribute: false, answer: false, offerOn: true },
  ])('$who → attributes $attribute, answers $answer, offers $offerOn', (row) => {
    expect(canAttribute(project, row.userId)).toBe(row.attribute);
    expect(canAnswerAttribution(offer, row.userId)).toBe(row.answer);
    expect(canOfferOn(project, row.userId)).toBe(row.offerOn);
  });
});

describe("the room's parties", () => {
  // Who, in which room → party, the other party, author only.
  it.each([
    {
      who: "the offer's author",
      parties: room,
      userId: 'alex',
      party: true,
      other: 'olga',
      authorOnly: true,
    },
    {
      who: "the project's owner",
      parties: room,
      userId: 'olga',
      party: true,
      other: 'alex',
      authorOnly: false,
    },
    {
      who: 'a stranger',
      parties: room,
      userId: 'sam',
      party: false,
      other: 'alex',
      authorOnly: false,
    },
    {
      who: 'an empty id',
      parties: room,
      userId: '',
      party: false,
      other: 'alex',
      authorOnly: false,
    },
    {
      who: 'the owner, on her own project',
      parties: ownRoom,
      userId: 'olga',
      party: true,
      other: 'olga',
      authorOnly: false,
    },
  ])('$who → party $party, other $other, author only $authorOnly', (row) => {
    expect(isRoomParty(row.parties, row.userId)).toBe(row.party);
    expect(otherPartyId(row.parties, row.userId)).toBe(row.other);
    expect(isAuthorOnly(row.parties, row.userId)).toBe(row.authorOnly);
  });
});

describe('sentBy', () => {
  it.each([
    { sender: 'ana', userId: 'ana', expected: true },
    { sender: 'bob', userId: 'ana', expected: false },
    { sender: null, userId: 'ana', expected: false },
    { sender: null, userId: '', expected: false },
  ])('a message by $sender, seen by $userId → $expected', ({ sender, userId, expected }) => {
    expect(sentBy(sender, userId)).toBe(expected);
  });
});
