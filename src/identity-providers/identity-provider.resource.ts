import { ApiProperty } from '@nestjs/swagger';
import type { PublicUrls } from '../common/http/public-urls.js';
import type { Shape } from '../common/properties/selection.js';
import type { IdentityProviderEntity } from './identity-provider.entity.js';

export const IDENTITY_PROVIDER_SHAPE: Shape = {
  name: 'identityProvider',
  always: ['id', 'object', 'url'],
  fields: ['name', 'issuerUrl', 'clientId', 'allowedDomains', 'enabled', 'redirectUri', 'createdAt', 'updatedAt'],
  embeds: {},
};

/** An identity provider as the API shows it: never its client secret, which is write-only. */
export class IdentityProviderDoc {
  @ApiProperty({ example: 'a1B2c3D4e5F6' }) id: string;
  @ApiProperty({ example: 'identityProvider' }) object: 'identityProvider';
  @ApiProperty({ example: 'http://localhost:3000/v1/identity-providers/a1B2c3D4e5F6' }) url: string;
  @ApiProperty({ example: 'Okta', description: 'The sign-in button says "Continue with <name>".' }) name: string;
  @ApiProperty({ example: 'https://acme.okta.com', description: 'The issuer, as its discovery document names it.' })
  issuerUrl: string;
  @ApiProperty({ example: '0oa1b2c3d4e5f6g7h8i9' }) clientId: string;
  @ApiProperty({ type: [String], example: ['acme.com'] }) allowedDomains: string[];
  @ApiProperty({ example: true }) enabled: boolean;
  @ApiProperty({
    example: 'http://localhost:3000/app/oidc/a1B2c3D4e5F6/callback',
    description: 'The redirect (callback) URI to register with the provider for this client.',
  })
  redirectUri: string;
  @ApiProperty({ example: '2026-01-02T03:04:05.678Z' }) createdAt: string;
  @ApiProperty({ example: '2026-01-02T03:04:05.678Z' }) updatedAt: string;
}

/** The callback of a provider: one per provider, so each client registers exactly one redirect URI. */
export function providerRedirectUri(appBaseUrl: string, providerId: string): string {
  return `${appBaseUrl}/oidc/${providerId}/callback`;
}

export function toIdentityProviderResource(
  row: IdentityProviderEntity,
  { urls, appBaseUrl }: { urls: PublicUrls; appBaseUrl: string },
): IdentityProviderDoc {
  return {
    id: row.id,
    object: 'identityProvider',
    url: urls.of('identity-providers', row.id),
    name: row.name,
    issuerUrl: row.issuerUrl,
    clientId: row.clientId,
    allowedDomains: JSON.parse(row.allowedDomains) as string[],
    enabled: row.enabled,
    redirectUri: providerRedirectUri(appBaseUrl, row.id),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
