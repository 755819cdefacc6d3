import type { OAuthProvider } from './provider.js';
import { followersOf, OAuthFailure, providerJson } from './provider.js';

// TikTok Login Kit for Web (v2): authorize on tiktok.com, exchange the code and read the
// username on open.tiktokapis.com. PKCE is only for TikTok's mobile and desktop kits.

const AUTHORIZE = 'https://www.tiktok.com/v2/auth/authorize/';
const TOKEN = 'https://open.tiktokapis.com/v2/oauth/token/';
const USER_INFO =
  'https://open.tiktokapis.com/v2/user/info/?fields=open_id,username,follower_count';

export function tiktokProvider(keys: { clientKey: string; clientSecret: string }): OAuthProvider {
  return {
    network: 'tiktok',
    kind: 'real',
    authorizeUrl({ state, redirectUri }) {
      const url = new URL(AUTHORIZE);
      url.search = new URLSearchParams({
        client_key: keys.clientKey,
        // user.info.stats: the follower count.
        scope: 'user.info.basic,user.info.profile,user.info.stats',
        response_type: 'code',
        redirect_uri: redirectUri,
        state,
      }).toString();
      return url.toString();
    },
    async fetchAccount({ code, redirectUri }) {
      const tokenBody = (await providerJson(TOKEN, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          client_key: keys.clientKey,
          client_secret: keys.clientSecret,
          code,
          grant_type: 'authorization_code',
          redirect_uri: redirectUri,
        }),
      })) as { access_token?: unknown };
      if (typeof tokenBody?.access_token !== 'string') throw new OAuthFailure('no access token');
      const info = (await providerJson(USER_INFO, {
        headers: { Authorization: `Bearer ${tokenBody.access_token}` },
      })) as { data?: { user?: { username?: unknown; follower_count?: unknown } } };
      const username = info?.data?.user?.username;
      if (typeof username !== 'string' || !username) throw new OAuthFailure('no username');
      return { handle: username, followers: followersOf(info?.data?.user?.follower_count) };
    },
  };
}
