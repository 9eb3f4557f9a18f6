import { Injectable } from '@nestjs/common';
import { findInOrg } from '../common/repository/find-in-org.js';
import { type AppError, conflict, invalidField, notFound } from '../common/http/app-error.js';
import { type ListQuery, type Page } from '../common/pagination/page-info.js';
import { presentPage } from '../common/repository/find-page.js';
import { pageWindow } from '../common/pagination/page.query.js';
import { MEMBERSHIP_FILTERS } from '../workspace-core/membership-filters.js';
import type { UpdateWorkspaceDomainDto } from './dto/update-workspace-domain.dto.js';
import { isUniqueViolation } from '../common/http/db-errors.js';
import type { OrgContext } from '../common/http/request.js';
import { newId } from '../common/ids.js';
import { Selection } from '../common/properties/selection.js';
import { nowIso } from '../common/time.js';
import { Db } from '../database/db.service.js';
import { emitChange, emitDeleted } from '../events/emit-event.js';
import { requireBodyWorkspace } from '../workspace-core/referenced-workspace.js';
import { touchWorkspace } from '../workspace-core/workspace-row.repository.js';
import type { CreateWorkspaceDomainDto } from './dto/create-workspace-domain.dto.js';
import { normalizeDomain } from './domain-name.js';
import { WorkspaceDomainEntity } from './workspace-domain.entity.js';
import { deleteDomain, hasDomain, insertDomains, setDomainRole } from './workspace-domain.repository.js';
import {
  WORKSPACE_DOMAIN_SHAPE,
  type WorkspaceDomainDoc,
  toWorkspaceDomainResource,
} from './workspace-domain.resource.js';
import { requireVersion, versioned, writeVersioned } from '../common/repository/row-version.js';
import type { Precondition } from '../common/http/if-match.js';
import type { Versioned } from '../common/http/versioned.js';

type WorkspaceDomainOut = Partial<WorkspaceDomainDoc>;

const alreadyThere = (domain: string, workspaceId: string): AppError =>
  conflict(`${domain} is already a domain of workspace ${workspaceId}`, [
    { field: 'domain', message: 'is already a domain of this workspace' },
  ]);

@Injectable()
export class WorkspaceDomainsService {
  constructor(private readonly db: Db) {}

  /** Newest first. */
  list(org: OrgContext, query: ListQuery): Promise<Page<WorkspaceDomainOut>> {
    const sel = Selection.parse(WORKSPACE_DOMAIN_SHAPE, query.properties);
    const window = pageWindow(query);
    const where = { organizationId: org.id, ...MEMBERSHIP_FILTERS.parse(query.filters) };
    return this.db.read((m) =>
      presentPage(m, { entity: WorkspaceDomainEntity, where, window }, (domains) =>
        domains.map((domain) => sel.project(toWorkspaceDomainResource(domain))),
      ),
    );
  }

  get(org: OrgContext, id: string, properties?: string[]): Promise<Versioned<WorkspaceDomainOut>> {
    const sel = Selection.parse(WORKSPACE_DOMAIN_SHAPE, properties);
    return this.db.read(async (m) => {
      const domain = await findInOrg(m, WorkspaceDomainEntity, { orgId: org.id, id, resource: 'workspaceDomain' });
      return versioned(sel.project(toWorkspaceDomainResource(domain)), domain);
    });
  }

  /** The check answers the common duplicate; the (workspace, domain) unique index answers a concurrent one. */
  async create(org: OrgContext, dto: CreateWorkspaceDomainDto, properties?: string[]): Promise<WorkspaceDomainOut> {
    const sel = Selection.parse(WORKSPACE_DOMAIN_SHAPE, properties);
    const checked = normalizeDomain(dto.domain);
    // The DTO rule has run the same check; this narrows the type and keeps the service safe on its own.
    if (!checked.ok) throw invalidField('domain', checked.reason);
    const name = checked.domain;
    try {
      return await this.db.write(async (m) => {
        const workspace = await requireBodyWorkspace(m, org.id, dto.workspaceId);
        if (await hasDomain(m, { workspaceId: workspace.id, domain: name })) {
          throw alreadyThere(name, workspace.id);
        }
        const now = nowIso();
        const domain = m.create(WorkspaceDomainEntity, {
          id: newId(),
          organizationId: org.id,
          workspaceId: workspace.id,
          domain: name,
          role: dto.role,
          createdAt: now,
          updatedAt: now,
        });
        await insertDomains(m, domain);
        await touchWorkspace(m, { workspaceId: workspace.id, now });
        const render = () => toWorkspaceDomainResource(domain);
        return emitChange(m, { organizationId: org.id, type: 'workspaceDomain.created', sel, render });
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw alreadyThere(name, dto.workspaceId);
      throw error;
    }
  }

  /** Changes the role of everyone at the domain; the workspace's `updatedAt` moves with it. */
  update(
    org: OrgContext,
    id: string,
    dto: UpdateWorkspaceDomainDto,
    properties: string[] | undefined,
    { ifMatch }: Precondition,
  ): Promise<Versioned<WorkspaceDomainOut>> {
    const sel = Selection.parse(WORKSPACE_DOMAIN_SHAPE, properties);
    return writeVersioned(this.db, { entity: WorkspaceDomainEntity, id }, async (m) => {
      const domain = await findInOrg(m, WorkspaceDomainEntity, { orgId: org.id, id, resource: 'workspaceDomain' });
      await requireVersion(m, { entity: WorkspaceDomainEntity, row: domain, ifMatch });
      if (domain.role !== dto.role) {
        const now = nowIso();
        Object.assign(domain, { role: dto.role, updatedAt: now });
        await setDomainRole(m, { id: domain.id, role: dto.role, now });
        await touchWorkspace(m, { workspaceId: domain.workspaceId, now });
        const render = () => toWorkspaceDomainResource(domain);
        return emitChange(m, { organizationId: org.id, type: 'workspaceDomain.updated', sel, render });
      }
      return sel.project(toWorkspaceDomainResource(domain));
    });
  }

  remove(org: OrgContext, id: string, { ifMatch }: Precondition): Promise<{ id: string }> {
    return this.db.write(async (m) => {
      const domain = await findInOrg(m, WorkspaceDomainEntity, { orgId: org.id, id, resource: 'workspaceDomain' });
      await requireVersion(m, { entity: WorkspaceDomainEntity, row: domain, ifMatch });
      const affected = await deleteDomain(m, domain.id);
      if (affected !== 1) throw notFound('workspaceDomain', id);
      await touchWorkspace(m, { workspaceId: domain.workspaceId, now: nowIso() });
      await emitDeleted(m, {
        organizationId: org.id,
        type: 'workspaceDomain.deleted',
        resource: { id: domain.id, object: 'workspaceDomain' },
      });
      return { id: domain.id };
    });
  }
}
