import { describe, expect, it } from 'vitest';
import { PROJECT_STATUSES } from '@kollabo/shared';
import { canEdit, isPublicStatus, publicationTarget } from './project-status.js';

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

  it('keeps save and prePublish private', () => {
    expect(PROJECT_STATUSES.filter(isPublicStatus)).toEqual([
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
