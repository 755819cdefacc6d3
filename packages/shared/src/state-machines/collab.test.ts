import { describe, expect, it } from 'vitest';
import { COLLAB_STATUSES, DELIVERABLE_STATUSES } from '../contracts/collab.js';
import {
  COLLAB_MOVES,
  DELIVERABLE_MOVES,
  canMoveCollab,
  canMoveDeliverable,
  collabIs,
  collabStatusOf,
  deliverableIs,
} from './collab.js';

const facts = (version: number, signed = false, completed = false) => ({
  version,
  signed,
  completed,
});

describe('collaboration machine', () => {
  it('lists a row of moves for every status, towards known statuses only', () => {
    expect(Object.keys(COLLAB_MOVES).sort()).toEqual([...COLLAB_STATUSES].sort());
    for (const targets of Object.values(COLLAB_MOVES)) {
      for (const to of targets) expect(COLLAB_STATUSES).toContain(to);
    }
    expect(Object.keys(DELIVERABLE_MOVES).sort()).toEqual([...DELIVERABLE_STATUSES].sort());
  });

  it('goes from writing to signing to delivering to completion, never back to unsigned', () => {
    expect(canMoveCollab('to_write', 'to_sign')).toBe(true);
    expect(canMoveCollab('to_sign', 'signed')).toBe(true);
    expect(canMoveCollab('signed', 'to_sign')).toBe(false);
    expect(canMoveCollab('in_progress', 'completed')).toBe(false);
    expect(canMoveCollab('delivered', 'completed')).toBe(true);
    expect(COLLAB_MOVES.completed).toEqual([]);
  });

  it('publishes a pending or sent-back deliverable, reviews a published one, never reopens an approved one', () => {
    expect(canMoveDeliverable('pending', 'published')).toBe(true);
    expect(canMoveDeliverable('changes', 'published')).toBe(true);
    expect(canMoveDeliverable('pending', 'approved')).toBe(false);
    expect(canMoveDeliverable('approved', 'changes')).toBe(false);
    expect(deliverableIs.publishable('changes')).toBe(true);
    expect(deliverableIs.awaitingReview('published')).toBe(true);
    expect(deliverableIs.awaitingReview('approved')).toBe(false);
  });

  it('derives the status line from the stored facts', () => {
    expect(collabStatusOf(facts(0), [])).toBe('to_write');
    expect(collabStatusOf(facts(1), [])).toBe('to_sign');
    expect(collabStatusOf(facts(1, true), [{ status: 'pending' }])).toBe('signed');
    expect(collabStatusOf(facts(1, true), [{ status: 'published' }, { status: 'pending' }])).toBe(
      'in_progress',
    );
    expect(collabStatusOf(facts(1, true), [{ status: 'changes' }])).toBe('in_progress');
    expect(collabStatusOf(facts(1, true), [{ status: 'published' }, { status: 'approved' }])).toBe(
      'delivered',
    );
    expect(collabStatusOf(facts(2, true, true), [{ status: 'approved' }])).toBe('completed');
  });

  it('names the questions the pages ask', () => {
    expect(collabIs.contractOpen('signed')).toBe(true);
    expect(collabIs.contractOpen('in_progress')).toBe(false);
    expect(collabIs.signed('to_sign')).toBe(false);
    expect(collabIs.delivering('completed')).toBe(false);
    expect(collabIs.completed('completed')).toBe(true);
  });
});
