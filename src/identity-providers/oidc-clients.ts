import { Inject, Injectable } from '@nestjs/common';
import * as oidc from 'openid-client';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { guardedFetch, OIDC_MAX_RESPONSE_BYTES, ProviderUnreachable } from './guarded-fetch.js';

/** How long a provider's discovery document (and with it its cached keys) is kept before it is read again. */
const DISCOVERY_TTL_MS = 3_600_000;
/** Providers whose metadata is kept at once: every organization's few, without letting the map grow for ever. */
const MAX_CACHED = 1000;

/** Which client of which provider: `cacheKey` changes when the settings do (a provider's id and update time). */
export interface ProviderClient {
  cacheKey: string;
  issuer: string;
  clientId: string;
}

interface Discovered {
  at: number;
  metadata: Promise<oidc.ServerMetadata>;
  keys?: ReturnType<typeof oidc.getJwksCache>;
}

/** Why discovery of an issuer failed, in words an administrator can act on. */
export class DiscoveryFailed extends Error {}

/**
 * The openid-client configurations of identity providers. Discovery is read through the guarded fetch once an hour
 * per provider; its signing keys are kept beside it, for five minutes at most (openid-client's limit), and read again
 * when a token names a key they lack and they are at least a minute old: rotation. A configuration is made for each
 * call, so a client secret lives only as long as the call using it.
 */
@Injectable()
export class OidcClients {
  private readonly discovered = new Map<string, Discovered>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Reads the issuer's discovery document; DiscoveryFailed says why it is not a usable OpenID provider. */
  async discover(issuer: string): Promise<oidc.ServerMetadata> {
    try {
      const found = await oidc.discovery(new URL(issuer), 'discovery', undefined, undefined, this.options());
      const metadata = found.serverMetadata();
      const pkce = metadata.code_challenge_methods_supported;
      if (pkce && !pkce.includes('S256')) throw new DiscoveryFailed('the provider does not support PKCE with S256');
      if (!metadata.authorization_endpoint || !metadata.token_endpoint || !metadata.jwks_uri) {
        throw new DiscoveryFailed('the discovery document lacks an authorization, token or jwks_uri endpoint');
      }
      return metadata;
    } catch (error) {
      throw error instanceof DiscoveryFailed ? error : new DiscoveryFailed(discoveryProblem(error));
    }
  }

  /** A configuration for one call; with the client secret only for the call that needs it (the token request). */
  async configuration(client: ProviderClient, clientSecret?: string): Promise<oidc.Configuration> {
    const entry = this.entry(client);
    const metadata = await entry.metadata;
    const methods = metadata.token_endpoint_auth_methods_supported;
    const auth =
      clientSecret === undefined
        ? oidc.None()
        : methods && !methods.includes('client_secret_post') && methods.includes('client_secret_basic')
          ? oidc.ClientSecretBasic(clientSecret)
          : oidc.ClientSecretPost(clientSecret);
    const config = new oidc.Configuration(metadata, client.clientId, undefined, auth);
    config[oidc.customFetch] = this.options()[oidc.customFetch];
    if (this.config.webhookAllowPrivateTargets) oidc.allowInsecureRequests(config);
    // openid-client trusts TLS for an ID token from the token endpoint and checks no signature unless asked (OpenID
    // Connect Core 3.1.3.7, point 6); its signature is checked against the provider's keys here, as issue 37 requires.
    oidc.enableNonRepudiationChecks(config);
    if (entry.keys) oidc.setJwksCache(config, entry.keys);
    return config;
  }

  /** Keeps the keys a call fetched, for the next calls to the same provider. */
  keepKeys(client: ProviderClient, config: oidc.Configuration): void {
    const entry = this.discovered.get(client.cacheKey);
    const keys = oidc.getJwksCache(config);
    if (entry && keys) entry.keys = keys;
  }

  private entry(client: ProviderClient): Discovered {
    const cached = this.discovered.get(client.cacheKey);
    if (cached && Date.now() - cached.at < DISCOVERY_TTL_MS) return cached;
    if (this.discovered.size >= MAX_CACHED) this.discovered.delete(this.discovered.keys().next().value!);
    const entry: Discovered = {
      at: Date.now(),
      metadata: oidc
        .discovery(new URL(client.issuer), client.clientId, undefined, undefined, this.options())
        .then((found) => found.serverMetadata())
        .catch((error: unknown) => {
          this.discovered.delete(client.cacheKey);
          throw error;
        }),
    };
    this.discovered.set(client.cacheKey, entry);
    return entry;
  }

  private options() {
    const allowPrivateTargets = this.config.webhookAllowPrivateTargets;
    return {
      [oidc.customFetch]: guardedFetch({ timeoutMs: this.config.visitors.oidcTimeoutMs, allowPrivateTargets }),
      // Plain http only where the address guard also lets loopback through (development, tests).
      ...(allowPrivateTargets && { execute: [oidc.allowInsecureRequests] }),
    };
  }
}

/** Whether a failure is the network's (down, refused address, too slow, too large) rather than a refused answer. */
export function unreachable(error: unknown): boolean {
  return error instanceof ProviderUnreachable || (error as Error | undefined)?.cause instanceof ProviderUnreachable;
}

function discoveryProblem(error: unknown): string {
  const reason = error instanceof ProviderUnreachable ? error : (error as Error).cause;
  if (reason instanceof ProviderUnreachable) {
    const words: Record<string, string> = {
      'refused address': 'it points to a private, loopback or reserved address',
      'plain http': 'it must use https',
      timeout: 'the provider did not answer in time',
      'too large': `the discovery document is larger than ${OIDC_MAX_RESPONSE_BYTES / 1024} KiB`,
    };
    return `discovery failed: ${words[reason.message] ?? 'the provider could not be reached'}`;
  }
  const code = (error as { code?: string }).code;
  if (code === 'OAUTH_JSON_ATTRIBUTE_COMPARISON_FAILED') {
    return 'discovery failed: the discovery document names another issuer (use the issuer exactly as it names itself)';
  }
  if (code === 'OAUTH_RESPONSE_IS_NOT_CONFORM') {
    return 'discovery failed: /.well-known/openid-configuration did not answer 200 with a JSON document';
  }
  return 'discovery failed: the answer is not an OpenID Connect discovery document';
}
