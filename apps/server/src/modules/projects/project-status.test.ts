import { describe, expect, it } from 'vitest';
import {
  canEditProject as canEdit,
  canMoveProject as canMove,
  PROJECT_STATUSES,
  projectIs,
} from '@kollabo/shared';
import { publicationTarget } from './project-status.js';

describe('project status machine', () => {
  it('allows exactly the transitions of the table', () => {
    const allowed = PROJECT_STATUSES.flatMap((from) =>
      (['save', 'prePublish', 'close'] as const)
        .filter((action) => canEdit(from, action))
        .map((action) => `${from}>${action}`),
    );
    expect(allowed).toEqual([
      'save>save',
      'save>prePublish',
      'prePublish>save',
      'prePublish>prePublish',
      'publish>save',
      'publish>prePublish',
      'publish>close',
      'close>save',
      'close>prePublish',
      'attribute>prePublish',
      'allocation>prePublish',
    ]);
  });

  it('lets no one move a project outside the machine (the one check of every status change)', () => {
    const moves = PROJECT_STATUSES.flatMap((from) =>
      PROJECT_STATUSES.filter((to) => canMove(from, to)).map((to) => `${from}>${to}`),
    );
    expect(moves).toEqual([
      'save>save',
      'save>prePublish',
      'save>publish',
      'prePublish>save',
      'prePublish>prePublish',
      'prePublish>publish',
      'publish>save',
      'publish>prePublish',
      'publish>publish',
      'publish>close',
      'publish>attribute',
      'close>save',
      'close>prePublish',
      'close>publish',
      'close>attribute',
      'attribute>prePublish',
      'attribute>publish',
      'allocation>prePublish',
      'allocation>publish',
    ]);
    // Every edit action lands on a status the machine allows.
    for (const from of PROJECT_STATUSES) {
      for (const action of ['save', 'prePublish', 'close'] as const) {
        if (canEdit(from, action)) expect(canMove(from, action)).toBe(true);
      }
    }
  });

  it('keeps save and prePublish private', () => {
    expect(PROJECT_STATUSES.filter(projectIs.public)).toEqual([
      'publish',
      'close',
      'attribute',
      'allocation',
    ]);
  });

  it('publishes at once in auto mode, or an approved project coming back unchanged', () => {
    const base = { wasPublished: false, contentChanged: true };
    expect(publicationTarget({ moderation: 'auto', ...base })).toBe('publish');
    expect(publicationTarget({ moderation: 'manual', ...base })).toBe('prePublish');
    expect(
      publicationTarget({ moderation: 'manual', wasPublished: true, contentChanged: false }),
    ).toBe('publish');
    expect(
      publicationTarget({ moderation: 'manual', wasPublished: true, contentChanged: true }),
    ).toBe('prePublish');
  });
});
