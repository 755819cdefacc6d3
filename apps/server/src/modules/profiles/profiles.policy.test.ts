import { describe, expect, it } from 'vitest';
import { canViewRestrictedProfile, isProfilePublic } from './profiles.policy.js';

// Every rule of profiles.policy.ts: each moderation state × each viewer (the profile's owner,
// another member, a visitor), the expected answer written out.

describe('isProfilePublic and canViewRestrictedProfile', () => {
  // The moderation, the viewer → public page, her own restricted page.
  const rows: [string | null, string, string | null | undefined, boolean, boolean][] = [
    [null, 'its owner', 'ana', true, false],
    [null, 'another member', 'bob', true, false],
    [null, 'a visitor', undefined, true, false],
    ['restricted', 'its owner', 'ana', false, true],
    ['restricted', 'another member', 'bob', false, false],
    ['restricted', 'a visitor (undefined)', undefined, false, false],
    ['restricted', 'a visitor (null)', null, false, false],
    ['removed', 'its owner', 'ana', false, false],
    ['removed', 'another member', 'bob', false, false],
    ['removed', 'a visitor', undefined, false, false],
  ];

  it.each(rows)(
    'moderation %s, %s (%s) → public %s, restricted view %s',
    (moderation, _who, viewerId, isPublic, restrictedView) => {
      const profile = { id: 'ana', moderation };
      expect(isProfilePublic(profile)).toBe(isPublic);
      expect(canViewRestrictedProfile(profile, viewerId)).toBe(restrictedView);
    },
  );
});
