import { Column, Entity, Index } from 'typeorm';
import { TenantEntity } from '../database/base.entity.js';

/**
 * An OpenID provider of an organization (its Okta, Entra ID, …) that visitors of its workspaces may sign in with.
 * The client secret is stored sealed (AES-256-GCM under SECRETS_KEY, bound to this row's id), never in the clear.
 */
@Entity('identity_provider')
@Index(['organizationId', 'createdAt', 'id'])
export class IdentityProviderEntity extends TenantEntity {
  /** The issuer as its discovery document names it. */
  @Column({ type: 'varchar', length: 2048 })
  issuerUrl: string;

  @Column({ type: 'varchar', length: 255 })
  clientId: string;

  /** `v1.<key id>.<iv>.<ciphertext>.<tag>`: see common/secrets/sealed-secret.ts. */
  @Column({ type: 'varchar', length: 1024 })
  sealedClientSecret: string;

  /** What the button says after "Continue with": `Okta`. */
  @Column({ type: 'varchar', length: 60 })
  name: string;

  /** JSON array of lower-case domains; a verified address at any other domain is refused. */
  @Column({ type: 'text' })
  allowedDomains: string;

  @Column({ type: 'boolean' })
  enabled: boolean;
}
