import type { EntityManager } from 'typeorm';
import { openSecret } from '../common/secrets/sealed-secret.js';
import { findEnabledProvider } from './identity-provider.repository.js';

/** What a secret's ciphertext is bound to: its row, so it cannot be moved to another provider or organization. */
export const secretBinding = (row: { id: string; organizationId: string }) =>
  `identity-provider:${row.organizationId}:${row.id}`;

/** An organization's provider as the sign-in page and flow need it; the secret stays sealed until the token call. */
export interface SignInProvider {
  id: string;
  name: string;
  issuerUrl: string;
  clientId: string;
  allowedDomains: string[];
  /** Changes with every update: the discovery cache key, so a changed issuer or client is read again. */
  version: string;
  openSecret(key: Buffer): string;
}

/** One enabled provider of the organization, or null (unknown, another organization's, or disabled). */
export async function enabledProvider(
  m: EntityManager,
  organizationId: string,
  id: string,
): Promise<SignInProvider | null> {
  const row = await findEnabledProvider(m, organizationId, id);
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    issuerUrl: row.issuerUrl,
    clientId: row.clientId,
    allowedDomains: JSON.parse(row.allowedDomains) as string[],
    version: `${row.id}:${row.updatedAt}:${row.version ?? 0}`,
    openSecret: (key) => openSecret(key, row.sealedClientSecret, secretBinding(row)),
  };
}
