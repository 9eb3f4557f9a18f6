import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { findInOrg } from '../common/repository/find-in-org.js';
import type { OrgContext } from '../common/http/request.js';
import { Selection } from '../common/properties/selection.js';
import { nowIso } from '../common/time.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { applyCustomFieldValues } from '../custom-fields/custom-field-values.rules.js';
import { Db } from '../database/db.service.js';
import { DealEntity } from '../deals/deal.entity.js';
import { renderDeals } from '../deals/deal.resource.js';
import { DEAL_SHAPE } from '../deals/deal.resource.js';
import { AccountEntity } from '../accounts/account.entity.js';
import { renderAccounts } from '../accounts/account.resource.js';
import { ACCOUNT_SHAPE } from '../accounts/account.resource.js';
import { notFound } from '../common/http/app-error.js';
import { PublicUrls } from '../common/http/public-urls.js';
import { TemplateEntity } from '../templates/template.entity.js';
import { emitChange, emitDeleted, emitEvent } from '../events/emit-event.js';
import type { CreateWorkspaceDto, UpdateWorkspaceDto, WorkspaceAccessDto } from './dto/workspace-write.dto.js';
import { requireBodyRef, resolveAccount } from './workspace-links.js';
import { resolveDeal } from './deal-link.js';
import { copyTemplateStructure } from './template-copy.js';
import { assignByRole } from './role-assignees.js';
import { replaceAccess } from './people-access.js';
import { checkPeople } from './people-input.js';
import { type Invitations, addPeople, inviteUnnotified } from './people-writes.js';
import { WorkspaceEntity } from '../workspace-core/workspace.entity.js';
import { lockWorkspaceRow } from '../workspace-core/workspace-row.repository.js';
import { newWorkspace, workspaceChanges } from './workspace-row-changes.js';
import { deleteWorkspace, insertWorkspace, templateSettings, updateWorkspace } from './workspace-writes.repository.js';
import { WORKSPACE_SHAPE, type WorkspaceDoc } from './workspace.resource.js';
import { WorkspacesService } from './workspaces.service.js';
import { invitationLimits } from '../workspace-users/membership.js';
import { requireVersion, writeVersioned } from '../common/repository/row-version.js';
import type { Precondition } from '../common/http/if-match.js';
import type { Versioned } from '../common/http/versioned.js';

type WorkspaceOut = Partial<WorkspaceDoc>;

/** Creating, changing, sharing and deleting workspaces; each operation is one transaction with its event. */
@Injectable()
export class WorkspaceWritesService {
  constructor(
    private readonly db: Db,
    private readonly reads: WorkspacesService,
    private readonly urls: PublicUrls,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  create(org: OrgContext, dto: CreateWorkspaceDto, properties?: string[]): Promise<WorkspaceOut> {
    const sel = Selection.parse(WORKSPACE_SHAPE, properties);
    // Repeats inside the lists are a 400 before anything is read or written.
    checkPeople({ members: dto.workspaceUsers, domains: dto.workspaceDomains });
    return this.db.write(async (m) => {
      const now = nowIso();
      await requireBodyRef(m, org.id, {
        entity: TemplateEntity,
        id: dto.templateId,
        field: 'templateId',
        what: 'template',
      });
      const template = await templateSettings(m, dto.templateId);
      const lock = (key: string) => this.db.lock(m, key);
      const account = await resolveAccount(m, org, { ref: dto, workspaceName: dto.name, now, lock });
      const deal = await resolveDeal(m, org, { ref: dto, workspaceName: dto.name, now, lock });
      const ids = { accountId: account.id, dealId: deal.id, fromTemplate: template, now };
      const workspace = m.create(WorkspaceEntity, newWorkspace(org, dto, ids));
      await insertWorkspace(m, workspace);
      const roleTasks = await copyTemplateStructure(m, { workspace, templateId: dto.templateId, now });
      const people = { members: dto.workspaceUsers ?? [], domains: dto.workspaceDomains ?? [] };
      const changes = await addPeople(m, { org, workspace, invitations: this.invitations(dto), now }, people);
      const requested = people.members.flatMap((member) => member.email ?? member.user?.email ?? []);
      await assignByRole(m, { workspace, roleTasks, requested, now });
      await applyCustomFieldValues(m, {
        orgId: org.id,
        objectType: 'workspace',
        objectId: workspace.id,
        updates: dto.customFields ?? [],
      });
      await this.emitLinkedCreated(m, org, { account: account.created, deal: deal.created });
      const render = (all: Selection) => this.render(m, org, workspace, all);
      const out = await emitChange(m, { organizationId: org.id, type: 'workspace.created', sel, render });
      await changes.emit(m, org.id, this.urls);
      if (workspace.published) {
        const object = await this.render(m, org, workspace);
        await emitEvent(m, { organizationId: org.id, type: 'workspace.published', object });
      }
      return out;
    });
  }

  update(
    org: OrgContext,
    id: string,
    dto: UpdateWorkspaceDto,
    properties: string[] | undefined,
    { ifMatch }: Precondition,
  ): Promise<Versioned<WorkspaceOut>> {
    const sel = Selection.parse(WORKSPACE_SHAPE, properties);
    return writeVersioned(this.db, { entity: WorkspaceEntity, id }, async (m) => {
      // Two concurrent publishes must not both find the same members un-notified and e-mail them twice.
      if (dto.published === true) await lockWorkspaceRow(m, { id, orgId: org.id });
      const workspace = await findInOrg(m, WorkspaceEntity, { orgId: org.id, id, resource: 'workspace' });
      await requireVersion(m, { entity: WorkspaceEntity, row: workspace, ifMatch });
      const now = nowIso();
      if (dto.accountId) {
        await requireBodyRef(m, org.id, {
          entity: AccountEntity,
          id: dto.accountId,
          field: 'accountId',
          what: 'account',
        });
      }
      if (dto.dealId)
        await requireBodyRef(m, org.id, { entity: DealEntity, id: dto.dealId, field: 'dealId', what: 'deal' });
      await applyCustomFieldValues(m, {
        orgId: org.id,
        objectType: 'workspace',
        objectId: workspace.id,
        updates: dto.customFields ?? [],
      });
      const { changes, publishing, unpublishing } = workspaceChanges(workspace, dto, now);
      const changed = Object.keys(changes).length > 0 || (dto.customFields?.length ?? 0) > 0;
      if (changed) {
        Object.assign(workspace, changes, { updatedAt: now });
        await updateWorkspace(m, workspace.id, { ...changes, updatedAt: now });
      }
      // `published: true` invites everyone not yet notified (with notify on); those already invited get nothing.
      if (dto.published === true)
        await inviteUnnotified(m, { org, workspace, invitations: this.invitations(dto), now });
      if (!changed) return sel.project(await this.render(m, org, workspace));
      const render = (all: Selection) => this.render(m, org, workspace, all);
      const out = await emitChange(m, { organizationId: org.id, type: 'workspace.updated', sel, render });
      if (publishing || unpublishing) {
        const type = publishing ? 'workspace.published' : 'workspace.unpublished';
        await emitEvent(m, { organizationId: org.id, type, object: await this.render(m, org, workspace) });
      }
      return out;
    });
  }

  access(org: OrgContext, id: string, dto: WorkspaceAccessDto, properties?: string[]): Promise<WorkspaceOut> {
    const sel = Selection.parse(WORKSPACE_SHAPE, properties);
    const people = { members: dto.workspaceUsers, domains: dto.workspaceDomains };
    checkPeople(people);
    return this.db.write(async (m) => {
      // The workspace row is locked first: two replacements cannot interleave, and a member added meanwhile through
      // POST /workspace-users (which updates this row) is either seen here or counted after this commits.
      await lockWorkspaceRow(m, { id, orgId: org.id });
      const workspace = await findInOrg(m, WorkspaceEntity, { orgId: org.id, id, resource: 'workspace' });
      const now = nowIso();
      const changes = await replaceAccess(m, { org, workspace, invitations: this.invitations(dto), now }, people);
      if (!changes.any) return sel.project(await this.render(m, org, workspace));
      workspace.updatedAt = now;
      await updateWorkspace(m, id, { updatedAt: now, contactsCount: workspace.contactsCount });
      await changes.emit(m, org.id, this.urls);
      const render = (all: Selection) => this.render(m, org, workspace, all);
      return emitChange(m, { organizationId: org.id, type: 'workspace.updated', sel, render });
    });
  }

  /**
   * Its plan tasks, pages (with their sections), members and domains go with it (foreign keys cascade), without
   * events of their own: workspace.deleted stands for them. Its custom field values are removed.
   */
  remove(org: OrgContext, id: string, { ifMatch }: Precondition): Promise<{ id: string }> {
    return this.db.write(async (m) => {
      const workspace = await findInOrg(m, WorkspaceEntity, { orgId: org.id, id, resource: 'workspace' });
      await requireVersion(m, { entity: WorkspaceEntity, row: workspace, ifMatch });
      const affected = await deleteWorkspace(m, workspace.id);
      // A concurrent delete won: this one found the row but removed nothing.
      if (affected !== 1) throw notFound('workspace', id);
      await emitDeleted(m, {
        organizationId: org.id,
        type: 'workspace.deleted',
        resource: { id: workspace.id, object: 'workspace' },
      });
      return { id: workspace.id };
    });
  }

  /** account.created and deal.created for what a workspace create had to make, as their own GET returns them. */
  private async emitLinkedCreated(
    m: EntityManager,
    org: OrgContext,
    { account, deal }: { account: AccountEntity | null; deal: DealEntity | null },
  ): Promise<void> {
    const view = { orgId: org.id, urls: this.urls };
    if (account) {
      const [object] = await renderAccounts(m, [account], { ...view, sel: Selection.all(ACCOUNT_SHAPE) });
      await emitEvent(m, { organizationId: org.id, type: 'account.created', object });
    }
    if (deal) {
      const [object] = await renderDeals(m, [deal], { ...view, sel: Selection.all(DEAL_SHAPE) });
      await emitEvent(m, { organizationId: org.id, type: 'deal.created', object });
    }
  }

  private invitations(dto: { notifyPeople?: boolean; message?: string }): Invitations {
    return {
      notify: dto.notifyPeople ?? true,
      message: dto.message,
      appBaseUrl: this.config.appBaseUrl,
      invitationLimits: invitationLimits(this.config),
    };
  }

  private async render(
    m: EntityManager,
    org: OrgContext,
    workspace: WorkspaceEntity,
    sel: Selection = Selection.all(WORKSPACE_SHAPE),
  ): Promise<WorkspaceOut> {
    return this.reads.render(m, org, workspace.id, sel);
  }
}
