import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { BoolField, TextField, UrlField } from '../../common/validation/fields.js';
import { Rule, checks } from '../../common/validation/rule.js';
import { normalizeDomain } from '../../workspace-domains/domain-name.js';

/** Domains one provider may vouch for: a real company has a handful; each is also a line on the refusal page. */
export const MAX_ALLOWED_DOMAINS = 20;

const ISSUER_DESCRIPTION =
  'The OpenID provider: `<issuerUrl>/.well-known/openid-configuration` is read when the provider is created (and ' +
  'when this or `clientId` changes), and must name this exact issuer. https to a public address; internal ' +
  'addresses are refused as webhook URLs are. A 400 says why discovery failed.';

const domainCheck = checks.stringArray(
  (v) => {
    if (typeof v !== 'string') return 'must be a string';
    const result = normalizeDomain(v);
    return result.ok ? null : result.reason;
  },
  { max: MAX_ALLOWED_DOMAINS },
);

function AllowedDomainsField(optional: boolean): PropertyDecorator {
  return applyDecorators(
    Rule(
      'allowedDomains',
      (v) => domainCheck(v) ?? (Array.isArray(v) && v.length === 0 ? 'must name at least one domain' : null),
      optional ? 'optional' : 'required',
    ),
    ApiProperty({
      required: !optional,
      type: [String],
      minItems: 1,
      maxItems: MAX_ALLOWED_DOMAINS,
      example: ['acme.com'],
      description:
        'The e-mail domains this provider may sign people in for (exact domains, subdomains listed on their own). ' +
        'A verified address at any other domain is refused, so a provider cannot vouch for addresses it does not own.',
    }),
  );
}

export class CreateIdentityProviderDto {
  @TextField({ max: 60, example: 'Okta', description: 'The button says "Continue with <name>".' })
  name: string;

  @UrlField({ example: 'https://acme.okta.com', description: ISSUER_DESCRIPTION })
  issuerUrl: string;

  @TextField({ max: 255, example: '0oa1b2c3d4e5f6g7h8i9', description: 'The client id the provider issued.' })
  clientId: string;

  @TextField({
    max: 512,
    example: 'a-client-secret',
    description: 'Write-only: stored encrypted (SECRETS_KEY), used only for the token request, never returned.',
  })
  clientSecret: string;

  @AllowedDomainsField(false)
  allowedDomains: string[];

  @BoolField({ optional: true, example: true, description: 'Default true. A disabled provider shows no button.' })
  enabled?: boolean;
}

export class UpdateIdentityProviderDto {
  @TextField({ optional: true, max: 60, example: 'Okta' })
  name?: string;

  @UrlField({ optional: true, example: 'https://acme.okta.com', description: ISSUER_DESCRIPTION })
  issuerUrl?: string;

  @TextField({ optional: true, max: 255, example: '0oa1b2c3d4e5f6g7h8i9' })
  clientId?: string;

  @TextField({ optional: true, max: 512, example: 'a-client-secret', description: 'Replaces the stored secret.' })
  clientSecret?: string;

  @AllowedDomainsField(true)
  allowedDomains?: string[];

  @BoolField({ optional: true, example: false })
  enabled?: boolean;
}

/** The domains as stored: normalized (lower case, punycode), each once. */
export function storedDomains(domains: readonly string[]): string[] {
  return [...new Set(domains.map((d) => (normalizeDomain(d) as { domain: string }).domain))];
}
