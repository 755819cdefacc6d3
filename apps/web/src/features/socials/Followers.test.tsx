import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MSG } from '@kollabo/shared';
import { FollowersList, audienceOf, followersText } from './Followers';

const now = Date.parse('2026-11-23T12:00:00Z');
const day = 86_400_000;

describe('follower counts', () => {
  it('abbreviates with k and M and dates a count read more than 30 days ago', () => {
    const fresh = new Date(now - 29 * day).toISOString();
    expect(followersText({ verified: true, followers: 980, followersAt: fresh }, now)).toBe(
      MSG.followers.count('980'),
    );
    expect(followersText({ verified: true, followers: 48_300, followersAt: fresh }, now)).toBe(
      MSG.followers.count('48,3k'),
    );
    expect(
      followersText(
        { verified: true, followers: 2_400_000, followersAt: '2026-09-03T10:00:00Z' },
        now,
      ),
    ).toBe(`${MSG.followers.count('2,4M')} au 3 sept. 2026`);
    expect(followersText({ verified: true, followers: null, followersAt: null }, now)).toBeNull();
  });

  it('gives no count for an unverified network', () => {
    expect(
      audienceOf({ statutVerif: false, followers: 5000, verifiedAt: null }).followers,
    ).toBeNull();
    expect(audienceOf({ statutVerif: true, followers: 5000, verifiedAt: null }).followers).toBe(
      5000,
    );
  });

  it('lists only verified networks', () => {
    render(
      <FollowersList
        socials={{
          instagram: { verified: true, followers: 12_000, followersAt: null },
          tiktok: { verified: false, followers: null, followersAt: null },
        }}
      />,
    );
    expect(screen.getByText('Instagram')).toBeTruthy();
    expect(screen.getByText(MSG.followers.count('12k'))).toBeTruthy();
    expect(screen.queryByText('TikTok')).toBeNull();
  });
});
