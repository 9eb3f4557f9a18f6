import type { PublicUrls } from '../common/http/public-urls.js';
import { readModelWithContext } from '../common/read-model/read-model.js';
import { IdentityProviderEntity } from './identity-provider.entity.js';

/** What redirectUri reads beyond the row (the statement's `:appBaseUrl`): the app's address. */
export interface IdentityProviderReadContext {
  readonly appBaseUrl: string;
}

/** The callback of a provider: one per provider, so each client registers exactly one redirect URI. */
export function providerRedirectUri(appBaseUrl: string, providerId: string): string {
  return `${appBaseUrl}/oidc/${providerId}/callback`;
}

/** An identity provider as the API shows it: never its client secret, which is write-only. */
export const IDENTITY_PROVIDER = readModelWithContext<IdentityProviderReadContext>()({
  entity: IdentityProviderEntity,
  object: 'identityProvider',
  collection: 'identity-providers',
  objectDoc: { example: 'identityProvider' },
  docName: 'IdentityProviderDoc',
  fields: (f) => ({
    name: f.stored('name', { example: 'Okta', description: 'The sign-in button says "Continue with <name>".' }),
    issuerUrl: f.stored('issuerUrl', {
      example: 'https://acme.okta.com',
      description: 'The issuer, as its discovery document names it.',
    }),
    clientId: f.stored('clientId', { example: '0oa1b2c3d4e5f6g7h8i9' }),
    allowedDomains: f.computed(
      {
        reads: ['allowedDomains'],
        js: ({ allowedDomains }) => JSON.parse(allowedDomains) as string[],
        // The stored text as it is: the service writes it with JSON.stringify (an array of strings).
        sql: ({ column }) => column('allowedDomains'),
      },
      { type: [String], example: ['acme.com'] },
    ),
    enabled: f.stored('enabled', { example: true }),
    redirectUri: f.computed(
      {
        reads: ['id'],
        js: ({ id }, { appBaseUrl }) => providerRedirectUri(appBaseUrl, id),
        sql: ({ column, w }) => w.value(`(CAST(:appBaseUrl AS TEXT) || '/oidc/' || ${column('id')} || '/callback')`),
      },
      {
        example: 'http://localhost:3000/app/oidc/a1B2c3D4e5F6/callback',
        description: 'The redirect (callback) URI to register with the provider for this client.',
      },
    ),
    createdAt: f.stored('createdAt', { example: '2026-01-02T03:04:05.678Z' }),
    updatedAt: f.stored('updatedAt', { example: '2026-01-02T03:04:05.678Z' }),
  }),
});

export const IDENTITY_PROVIDER_SHAPE = IDENTITY_PROVIDER.shape;
export const IdentityProviderDoc = IDENTITY_PROVIDER.Doc;
export type IdentityProviderDoc = InstanceType<typeof IdentityProviderDoc>;
export const toIdentityProviderResource = (
  row: IdentityProviderEntity,
  { urls, appBaseUrl }: { urls: PublicUrls; appBaseUrl: string },
): IdentityProviderDoc => IDENTITY_PROVIDER.toWire(row, urls, { appBaseUrl });
