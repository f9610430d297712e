import { createRemoteJWKSet } from 'jose';
import { z } from 'zod';
import { AUTH_TEXTS, ErrorCode, SOCIAL_PROVIDERS, type SocialProvider } from '@app/contract';
import type { OAuthClientConfig } from '../../../config';
import { HttpError } from '../../../http/http-error';
import { HOUR_MS } from '../../../lib/time';

export type ProviderEndpoints = {
  issuer: string;
  authorization: string;
  token: string;
  userinfo: string | undefined;
  /** Set for OpenID Connect providers: the id_token is required and verified against it. */
  jwks: ReturnType<typeof createRemoteJWKSet> | undefined;
};

type ProviderDefaults = {
  label: string;
  issuer: string;
  scope: string;
  /** Endpoints for a provider whose default issuer has no usable discovery document. */
  oauth2?: { authorization: string; token: string; userinfo: string };
};

/**
 * Apple gets no scope: with `name`/`email` it insists on response_mode=form_post, which a
 * single-page callback cannot receive, and it lists no other scopes; its id_token carries `sub`.
 * Facebook's discovery document serves only its implicit flow, so its code flow uses the Graph
 * endpoints and /me; with OAUTH_FACEBOOK_ISSUER set, discovery is used as for the others.
 */
const DEFAULTS: Record<SocialProvider, ProviderDefaults> = {
  google: { label: 'Google', issuer: 'https://accounts.google.com', scope: 'openid email profile' },
  facebook: {
    label: 'Facebook',
    issuer: 'https://www.facebook.com',
    scope: 'email public_profile',
    oauth2: {
      authorization: 'https://www.facebook.com/v19.0/dialog/oauth',
      token: 'https://graph.facebook.com/v19.0/oauth/access_token',
      userinfo: 'https://graph.facebook.com/me?fields=id,name,email',
    },
  },
  apple: { label: 'Apple', issuer: 'https://appleid.apple.com', scope: '' },
};

const discoverySchema = z.object({
  issuer: z.string(),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  userinfo_endpoint: z.url().optional(),
  jwks_uri: z.url(),
});

export const isSocialProvider = (name: string): name is SocialProvider =>
  (SOCIAL_PROVIDERS as readonly string[]).includes(name);

export type ConfiguredProvider = {
  name: SocialProvider;
  label: string;
  scope: string;
  client: OAuthClientConfig;
  oidc: boolean;
};

const DISCOVERY_TTL_MS = HOUR_MS;
export const PROVIDER_TIMEOUT_MS = 5000;

/** Which providers are configured (OAUTH_*), and their endpoints, discovered and cached. */
export class SocialProviders {
  private readonly cache = new Map<SocialProvider, { at: number; endpoints: ProviderEndpoints }>();

  constructor(
    private readonly clients: Record<SocialProvider, OAuthClientConfig | undefined>,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  /** 400 for a name outside google/facebook/apple, or one without OAUTH_<NAME>_CLIENT_ID. */
  get(name: string): ConfiguredProvider {
    if (!isSocialProvider(name)) {
      throw new HttpError(400, ErrorCode.UNSUPPORTED_PROVIDER, AUTH_TEXTS.unsupportedProvider);
    }
    const defaults = DEFAULTS[name];
    const client = this.clients[name];
    if (!client) {
      throw new HttpError(
        400,
        ErrorCode.PROVIDER_NOT_CONFIGURED,
        AUTH_TEXTS.providerNotConfigured(defaults.label),
      );
    }
    const oidc = !(defaults.oauth2 && !client.issuer);
    return { name, label: defaults.label, scope: defaults.scope, client, oidc };
  }

  async endpoints(provider: ConfiguredProvider): Promise<ProviderEndpoints> {
    const cached = this.cache.get(provider.name);
    if (cached && Date.now() - cached.at < DISCOVERY_TTL_MS) return cached.endpoints;
    const defaults = DEFAULTS[provider.name];
    let endpoints: ProviderEndpoints;
    if (!provider.oidc && defaults.oauth2) {
      endpoints = { issuer: defaults.issuer, ...defaults.oauth2, jwks: undefined };
    } else {
      endpoints = await this.discover(provider.client.issuer ?? defaults.issuer, provider.label);
    }
    this.cache.set(provider.name, { at: Date.now(), endpoints });
    return endpoints;
  }

  private async discover(issuer: string, label: string): Promise<ProviderEndpoints> {
    const unavailable = () =>
      new HttpError(400, ErrorCode.BAD_REQUEST, `Sign-in with ${label} is unavailable right now`);
    let document: z.infer<typeof discoverySchema>;
    try {
      const response = await this.fetchImpl(`${issuer}/.well-known/openid-configuration`, {
        signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
        headers: { accept: 'application/json' },
      });
      if (!response.ok) throw unavailable();
      document = discoverySchema.parse(await response.json());
    } catch {
      throw unavailable();
    }
    // OIDC Discovery §4.3: the document must name the issuer it was fetched from
    if (document.issuer.replace(/\/+$/, '') !== issuer.replace(/\/+$/, '')) throw unavailable();
    return {
      issuer: document.issuer,
      authorization: document.authorization_endpoint,
      token: document.token_endpoint,
      userinfo: document.userinfo_endpoint,
      jwks: createRemoteJWKSet(new URL(document.jwks_uri), {
        timeoutDuration: PROVIDER_TIMEOUT_MS,
      }),
    };
  }
}
