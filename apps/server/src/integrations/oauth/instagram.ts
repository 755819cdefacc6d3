import type { OAuthProvider } from './provider.js';
import { followersOf, OAuthFailure, providerJson } from './provider.js';

// Instagram API with Instagram Login (business login): authorize on instagram.com, exchange
// the code on api.instagram.com, read the username on graph.instagram.com. No PKCE there.

const AUTHORIZE = 'https://www.instagram.com/oauth/authorize';
const TOKEN = 'https://api.instagram.com/oauth/access_token';
const ME = 'https://graph.instagram.com/me';

function readToken(body: unknown): string | undefined {
  const shape = body as { access_token?: unknown; data?: { access_token?: unknown }[] };
  const token = shape?.access_token ?? shape?.data?.[0]?.access_token;
  return typeof token === 'string' ? token : undefined;
}

export function instagramProvider(keys: { clientId: string; clientSecret: string }): OAuthProvider {
  return {
    network: 'instagram',
    kind: 'real',
    authorizeUrl({ state, redirectUri }) {
      const url = new URL(AUTHORIZE);
      url.search = new URLSearchParams({
        client_id: keys.clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'instagram_business_basic',
        state,
      }).toString();
      return url.toString();
    },
    async fetchAccount({ code, redirectUri }) {
      const token = readToken(
        await providerJson(TOKEN, {
          method: 'POST',
          body: new URLSearchParams({
            client_id: keys.clientId,
            client_secret: keys.clientSecret,
            grant_type: 'authorization_code',
            redirect_uri: redirectUri,
            code,
          }),
        }),
      );
      if (!token) throw new OAuthFailure('no access token');
      const me = (await providerJson(
        `${ME}?${new URLSearchParams({
          fields: 'user_id,username,followers_count',
          access_token: token,
        })}`,
      )) as { username?: unknown; followers_count?: unknown };
      if (typeof me?.username !== 'string' || !me.username) throw new OAuthFailure('no username');
      return { handle: me.username, followers: followersOf(me.followers_count) };
    },
  };
}
