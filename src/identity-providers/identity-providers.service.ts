import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { findInOrg } from '../common/repository/find-in-org.js';
import { conflict, invalidField } from '../common/http/app-error.js';
import type { Precondition } from '../common/http/if-match.js';
import { PublicUrls } from '../common/http/public-urls.js';
import type { OrgContext } from '../common/http/request.js';
import type { Versioned } from '../common/http/versioned.js';
import { newId } from '../common/ids.js';
import { type ListQuery, type Page } from '../common/pagination/page-info.js';
import { presentPage } from '../common/repository/find-page.js';
import { pageWindow } from '../common/pagination/page.query.js';
import { Selection } from '../common/properties/selection.js';
import { requireVersion, versioned, writeVersioned } from '../common/repository/row-version.js';
import { sealSecret } from '../common/secrets/sealed-secret.js';
import { nowIso } from '../common/time.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { Db } from '../database/db.service.js';
import { endpointUrlProblem } from '../webhooks/endpoint-url.js';
import {
  type CreateIdentityProviderDto,
  type UpdateIdentityProviderDto,
  storedDomains,
} from './dto/identity-provider.dto.js';
import { IdentityProviderEntity } from './identity-provider.entity.js';
import { countProviders, deleteProvider, insertProvider, updateProvider } from './identity-provider.repository.js';
import {
  IDENTITY_PROVIDER_SHAPE,
  type IdentityProviderDoc,
  toIdentityProviderResource,
} from './identity-provider.resource.js';
import { DiscoveryFailed, OidcClients } from './oidc-clients.js';
import { secretBinding } from './sign-in-providers.js';

/** Identity providers an organization may have: a button each on the sign-in page, so a handful. */
export const MAX_IDENTITY_PROVIDERS_PER_ORG = 5;

type ProviderOut = Partial<IdentityProviderDoc>;

@Injectable()
export class IdentityProvidersService {
  constructor(
    private readonly db: Db,
    private readonly urls: PublicUrls,
    private readonly clients: OidcClients,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  list(org: OrgContext, query: ListQuery): Promise<Page<ProviderOut>> {
    const sel = Selection.parse(IDENTITY_PROVIDER_SHAPE, query.properties);
    const window = pageWindow(query);
    const where = { organizationId: org.id };
    return this.db.read((m) =>
      presentPage(m, { entity: IdentityProviderEntity, where, window }, (rows) =>
        rows.map((row) => sel.project(this.resource(row))),
      ),
    );
  }

  get(org: OrgContext, id: string, properties?: string[]): Promise<Versioned<ProviderOut>> {
    const sel = Selection.parse(IDENTITY_PROVIDER_SHAPE, properties);
    return this.db.read(async (m) => {
      const row = await this.find(m, org, id);
      return versioned(sel.project(this.resource(row)), row);
    });
  }

  /** Discovery first, outside the transaction (it may take OIDC_TIMEOUT_MS); nothing is written when it fails. */
  async create(org: OrgContext, dto: CreateIdentityProviderDto, properties?: string[]): Promise<ProviderOut> {
    const sel = Selection.parse(IDENTITY_PROVIDER_SHAPE, properties);
    this.checkIssuer(dto.issuerUrl);
    const key = this.key();
    const issuerUrl = await this.discoveredIssuer(dto.issuerUrl);
    const now = nowIso();
    const id = newId();
    const row: IdentityProviderEntity = {
      id,
      organizationId: org.id,
      issuerUrl,
      clientId: dto.clientId,
      sealedClientSecret: sealSecret(key, dto.clientSecret, secretBinding({ id, organizationId: org.id })),
      name: dto.name,
      allowedDomains: JSON.stringify(storedDomains(dto.allowedDomains)),
      enabled: dto.enabled ?? true,
      createdAt: now,
      updatedAt: now,
    };
    return this.db.write(async (m) => {
      await this.checkRoom(m, org);
      await insertProvider(m, row);
      return sel.project(this.resource(row));
    });
  }

  async update(
    org: OrgContext,
    id: string,
    dto: UpdateIdentityProviderDto,
    properties: string[] | undefined,
    { ifMatch }: Precondition,
  ): Promise<Versioned<ProviderOut>> {
    const sel = Selection.parse(IDENTITY_PROVIDER_SHAPE, properties);
    if (dto.issuerUrl !== undefined) this.checkIssuer(dto.issuerUrl);
    const key = dto.clientSecret !== undefined ? this.key() : null;
    const issuerUrl = dto.issuerUrl !== undefined ? await this.discoveredIssuer(dto.issuerUrl) : undefined;
    return writeVersioned(this.db, { entity: IdentityProviderEntity, id }, async (m) => {
      const row = await this.find(m, org, id);
      await requireVersion(m, { entity: IdentityProviderEntity, row, ifMatch });
      const changes: Partial<IdentityProviderEntity> = { updatedAt: nowIso() };
      if (issuerUrl !== undefined) changes.issuerUrl = issuerUrl;
      if (dto.clientId !== undefined) changes.clientId = dto.clientId;
      if (dto.name !== undefined) changes.name = dto.name;
      if (dto.enabled !== undefined) changes.enabled = dto.enabled;
      if (dto.allowedDomains !== undefined) changes.allowedDomains = JSON.stringify(storedDomains(dto.allowedDomains));
      if (key && dto.clientSecret !== undefined) {
        changes.sealedClientSecret = sealSecret(key, dto.clientSecret, secretBinding(row));
      }
      Object.assign(row, changes);
      await updateProvider(m, row.id, changes);
      return sel.project(this.resource(row));
    });
  }

  /** Sign-ins in flight with it fail as expired: their callback names a provider that is gone. */
  remove(org: OrgContext, id: string, { ifMatch }: Precondition): Promise<{ id: string }> {
    return this.db.write(async (m) => {
      const row = await this.find(m, org, id);
      await requireVersion(m, { entity: IdentityProviderEntity, row, ifMatch });
      await deleteProvider(m, row.id);
      return { id: row.id };
    });
  }

  private resource(row: IdentityProviderEntity): IdentityProviderDoc {
    return toIdentityProviderResource(row, { urls: this.urls, appBaseUrl: this.config.appBaseUrl });
  }

  /**
   * Without SECRETS_KEY a client secret cannot be stored encrypted, so it is not stored at all: a 409 (the server's
   * state refuses the request; retrying will not help until it is configured), not a 5xx.
   */
  private key(): Buffer {
    if (this.config.secretsKey) return this.config.secretsKey;
    throw conflict(
      'Identity providers cannot be stored: this server has no SECRETS_KEY to encrypt their client secrets with',
    );
  }

  /** What can be said of an issuer URL without fetching anything: https, public, no credentials, query or fragment. */
  private checkIssuer(issuerUrl: string): void {
    const problem = endpointUrlProblem(issuerUrl, this.config.webhookAllowPrivateTargets);
    if (problem) throw invalidField('issuerUrl', problem);
    if (new URL(issuerUrl).search) throw invalidField('issuerUrl', 'must not contain a query');
  }

  /** The issuer as its own discovery document names it; a 400 on `issuerUrl` saying why it is not usable. */
  private async discoveredIssuer(issuerUrl: string): Promise<string> {
    this.checkIssuer(issuerUrl);
    try {
      return (await this.clients.discover(issuerUrl)).issuer;
    } catch (error) {
      if (error instanceof DiscoveryFailed) throw invalidField('issuerUrl', error.message);
      throw error;
    }
  }

  /** Counted and inserted under a per-organization lock, so two concurrent creates cannot both pass the bound. */
  private async checkRoom(m: EntityManager, org: OrgContext): Promise<void> {
    await this.db.lock(m, `identity-providers:${org.id}`);
    const count = await countProviders(m, org.id);
    if (count >= MAX_IDENTITY_PROVIDERS_PER_ORG) {
      throw invalidField(
        'issuerUrl',
        `the organization already has the maximum of ${MAX_IDENTITY_PROVIDERS_PER_ORG} identity providers; delete one first`,
      );
    }
  }

  private find(m: EntityManager, org: OrgContext, id: string): Promise<IdentityProviderEntity> {
    return findInOrg(m, IdentityProviderEntity, { orgId: org.id, id, resource: 'identityProvider' });
  }
}
