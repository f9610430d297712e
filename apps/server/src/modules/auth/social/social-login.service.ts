import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { jwtVerify } from 'jose';
import type { Logger } from 'pino';
import { z } from 'zod';
import {
  AUTH_TEXTS,
  ErrorCode,
  SOCIAL_PROVIDERS,
  type AuthResponse,
  type SocialCallbackBody,
} from '@app/contract';
import { HttpError } from '../../../http/http-error';
import type { AuthRepository, UserRow } from '../auth.repository';
import type { SessionService } from '../session.service';
import {
  PROVIDER_TIMEOUT_MS,
  type ConfiguredProvider,
  type ProviderEndpoints,
  type SocialProviders,
} from './social-providers';
import { baseUsername, usernameCandidates } from './usernames';

/** What the browser carries between the redirect and the callback (in a signed cookie). */
export const socialStateSchema = z.object({
  provider: z.enum(SOCIAL_PROVIDERS),
  state: z.string(),
  nonce: z.string(),
  verifier: z.string(),
  expiresAt: z.number(),
});
export type SocialState = z.infer<typeof socialStateSchema>;

export const SOCIAL_STATE_TTL_MS = 10 * 60 * 1000;

type Profile = { subject: string; name?: string; email?: string; emailVerified: boolean };

const tokenResponseSchema = z.object({
  access_token: z.string().optional(),
  id_token: z.string().optional(),
});
const userinfoSchema = z.object({
  sub: z.union([z.string(), z.number()]).optional(),
  id: z.union([z.string(), z.number()]).optional(),
  name: z.string().optional(),
  email: z.string().optional(),
});

const random = () => randomBytes(32).toString('base64url');
const failed = (reason: string, status = 401) =>
  new HttpError(
    status,
    status === 400 ? ErrorCode.BAD_REQUEST : ErrorCode.UNAUTHORIZED,
    AUTH_TEXTS.callbackError(reason),
  );
const sameString = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export type SocialLoginDeps = {
  providers: SocialProviders;
  repository: AuthRepository;
  sessions: SessionService;
  /** PUBLIC_URL + /auth/callback: the web page that posts the code back. */
  redirectUri: string;
  clock: () => Date;
  log: Logger;
  fetchImpl?: typeof fetch;
};

/**
 * OAuth 2.0 authorization-code flow with PKCE (S256), state and, for OpenID Connect providers,
 * a nonce checked in the verified id_token. A user is found by provider + subject only.
 */
export class SocialLoginService {
  private readonly fetch: typeof fetch;

  constructor(private readonly deps: SocialLoginDeps) {
    this.fetch = deps.fetchImpl ?? fetch;
  }

  async start(providerName: string): Promise<{ url: string; state: SocialState }> {
    const provider = this.deps.providers.get(providerName);
    const endpoints = await this.deps.providers.endpoints(provider);
    const state: SocialState = {
      provider: provider.name,
      state: random(),
      nonce: random(),
      verifier: random(),
      expiresAt: this.deps.clock().getTime() + SOCIAL_STATE_TTL_MS,
    };
    const url = new URL(endpoints.authorization);
    url.search = new URLSearchParams({
      ...Object.fromEntries(url.searchParams),
      response_type: 'code',
      client_id: provider.client.clientId,
      redirect_uri: this.deps.redirectUri,
      ...(provider.scope ? { scope: provider.scope } : {}),
      state: state.state,
      ...(provider.oidc ? { nonce: state.nonce } : {}),
      code_challenge: createHash('sha256').update(state.verifier).digest('base64url'),
      code_challenge_method: 'S256',
    }).toString();
    return { url: url.toString(), state };
  }

  async finish(body: SocialCallbackBody, saved: SocialState | null): Promise<AuthResponse> {
    if (!saved) throw failed('the sign-in was not started in this browser', 400);
    if (saved.expiresAt <= this.deps.clock().getTime()) throw failed('the sign-in expired', 400);
    if (!sameString(saved.state, body.state)) throw failed('state mismatch', 400);
    const provider = this.deps.providers.get(saved.provider);
    const endpoints = await this.deps.providers.endpoints(provider);
    const tokens = await this.exchange(provider, endpoints, body.code, saved.verifier);
    const profile = provider.oidc
      ? await this.verifyIdToken(provider, endpoints, tokens.id_token, saved.nonce)
      : await this.userinfo(endpoints, tokens.access_token);
    const user = await this.findOrCreateUser(provider, profile);
    const data = await this.deps.sessions.issue(user);
    return { success: true, message: AUTH_TEXTS.socialLoginSuccess, data };
  }

  private async exchange(
    provider: ConfiguredProvider,
    endpoints: ProviderEndpoints,
    code: string,
    verifier: string,
  ): Promise<z.infer<typeof tokenResponseSchema>> {
    const form = new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: this.deps.redirectUri,
      client_id: provider.client.clientId,
      code_verifier: verifier,
    });
    if (provider.client.clientSecret) form.set('client_secret', provider.client.clientSecret);
    let response: Response;
    try {
      response = await this.fetch(endpoints.token, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: form,
        signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
      });
    } catch {
      throw failed(`${provider.label} could not be reached`);
    }
    const parsed = tokenResponseSchema.safeParse(await response.json().catch(() => null));
    if (!response.ok || !parsed.success) {
      this.deps.log.info({ provider: provider.name, status: response.status }, 'code refused');
      throw failed(`${provider.label} refused the sign-in code`);
    }
    return parsed.data;
  }

  private async verifyIdToken(
    provider: ConfiguredProvider,
    endpoints: ProviderEndpoints,
    idToken: string | undefined,
    nonce: string,
  ): Promise<Profile> {
    if (!idToken || !endpoints.jwks) throw failed('no id_token from the provider');
    try {
      const { payload } = await jwtVerify(idToken, endpoints.jwks, {
        issuer: endpoints.issuer,
        audience: provider.client.clientId,
        algorithms: ['RS256', 'ES256', 'PS256'],
        currentDate: this.deps.clock(),
        requiredClaims: ['sub', 'exp'],
      });
      if (payload.nonce !== nonce) throw new Error('nonce');
      const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
      const name = str(payload.name) ?? str(payload.preferred_username);
      const email = str(payload.email);
      return {
        subject: payload.sub!,
        ...(name ? { name } : {}),
        ...(email ? { email } : {}),
        // Apple sends the flag as a string
        emailVerified: payload.email_verified === true || payload.email_verified === 'true',
      };
    } catch {
      throw failed('the id_token could not be verified');
    }
  }

  /** Plain OAuth 2.0 (Facebook's Graph API): the profile comes from the userinfo endpoint. */
  private async userinfo(endpoints: ProviderEndpoints, accessToken?: string): Promise<Profile> {
    if (!accessToken || !endpoints.userinfo) throw failed('no access token from the provider');
    try {
      const response = await this.fetch(endpoints.userinfo, {
        headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
        signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`status ${response.status}`);
      const info = userinfoSchema.parse(await response.json());
      const subject = String(info.sub ?? info.id ?? '');
      if (!subject) throw new Error('no subject');
      return {
        subject,
        ...(info.name ? { name: info.name } : {}),
        ...(info.email ? { email: info.email } : {}),
        // Graph returns only confirmed addresses
        emailVerified: Boolean(info.email),
      };
    } catch {
      throw failed('the profile could not be read');
    }
  }

  private async findOrCreateUser(provider: ConfiguredProvider, profile: Profile): Promise<UserRow> {
    const { repository } = this.deps;
    const linked = await repository.findUserBySocialIdentity(provider.name, profile.subject);
    if (linked) return linked;
    // the address is kept only when verified and free; it never links to an existing account
    const email = profile.email?.toLowerCase();
    let useEmail = Boolean(email && profile.emailVerified && !(await repository.emailInUse(email)));
    let user: UserRow | null = null;
    for (const username of usernameCandidates(
      baseUsername({ ...profile, provider: provider.name }),
    )) {
      user = await repository.createUser({
        username,
        email: useEmail ? email! : null,
        passwordHash: null,
        emailVerified: useEmail,
      });
      if (user) break;
      if (useEmail && (await repository.emailInUse(email!))) useEmail = false;
    }
    if (!user) throw failed('no username could be chosen');
    const link = { provider: provider.name, subject: profile.subject, userId: user.id };
    if (await repository.linkSocialIdentity({ ...link, email: email ?? null })) return user;
    // a parallel callback for the same identity won: use its account
    await repository.deleteUser(user.id);
    const winner = await repository.findUserBySocialIdentity(provider.name, profile.subject);
    if (!winner) throw failed('the account could not be linked');
    return winner;
  }
}
