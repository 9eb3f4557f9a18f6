import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { Db } from '../database/db.service.js';
import { providerRedirectUri } from '../identity-providers/identity-provider.resource.js';
import type { ProviderClient } from '../identity-providers/oidc-clients.js';
import { enabledProvider } from '../identity-providers/sign-in-providers.js';

/** One provider of a sign-in in flight: the Google preset or an organization's own. */
export interface FlowProvider {
  /** `google`, or the organization's provider id: the path segment of its start and callback addresses. */
  key: string;
  name: string;
  client: ProviderClient;
  redirectUri: string;
  /** Domains its addresses must be at; null: any (Google vouches for its own accounts' addresses). */
  allowedDomains: string[] | null;
  /** The client secret, opened only for the token request. */
  secret(): string;
}

/** Finds the provider a sign-in names: the installation's Google preset, or an enabled provider of the organization. */
@Injectable()
export class SignInProviders {
  constructor(
    private readonly db: Db,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async find(organizationId: string, key: string): Promise<FlowProvider | null> {
    const { appBaseUrl, secretsKey, visitors } = this.config;
    if (key === 'google') {
      const google = visitors.google;
      if (!google) return null;
      return {
        key,
        name: 'Google',
        client: { cacheKey: 'google', issuer: google.issuer, clientId: google.clientId },
        redirectUri: `${appBaseUrl}/oidc/google/callback`,
        allowedDomains: null,
        secret: () => google.clientSecret,
      };
    }
    if (!secretsKey) return null;
    const found = await this.db.read((m) => enabledProvider(m, organizationId, key));
    if (!found) return null;
    return {
      key,
      name: found.name,
      client: { cacheKey: found.version, issuer: found.issuerUrl, clientId: found.clientId },
      redirectUri: providerRedirectUri(appBaseUrl, found.id),
      allowedDomains: found.allowedDomains,
      secret: () => found.openSecret(secretsKey),
    };
  }
}
