import { Inject, Injectable } from '@nestjs/common';
import { type FindOptionsWhere, IsNull, MoreThan } from 'typeorm';
import { findInOrg } from '../common/find-in-org.js';
import { invalidField } from '../common/http/app-error.js';
import type { Precondition } from '../common/http/if-match.js';
import { PublicUrls } from '../common/http/public-urls.js';
import type { OrgContext } from '../common/http/request.js';
import type { Versioned } from '../common/http/versioned.js';
import { newId } from '../common/ids.js';
import { type ListQuery, type Page, presentPage } from '../common/pagination/page-info.js';
import { pageWindow } from '../common/pagination/page.query.js';
import { Selection } from '../common/properties/selection.js';
import { requireVersion, versioned, writeVersioned } from '../common/row-version.js';
import { nowIso } from '../common/time.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { Db } from '../database/db.service.js';
import { requireBodyWorkspace } from '../workspace-core/referenced-workspace.js';
import { WorkspaceEntity } from '../workspace-core/workspace.entity.js';
import { type ConversationPlace, emitMessageEvent } from './message-events.js';
import type { EntityManager } from 'typeorm';
import type { CreateWorkspaceMessageDto, UpdateWorkspaceMessageDto } from './dto/workspace-message.dto.js';
import { MESSAGE_FILTERS } from './message-filters.js';
import {
  nextMessageStamp,
  renderMessages,
  requireAuthor,
  requireNotDeleted,
  requireOrgUser,
  requireThreadOpen,
  requireThreadRoom,
  resolveParent,
} from './thread-rules.js';
import { WorkspaceMessageEntity } from './workspace-message.entity.js';
import { WORKSPACE_MESSAGE_SHAPE, type WorkspaceMessageDoc } from './workspace-message.resource.js';

type MessageOut = Partial<WorkspaceMessageDoc>;
const OLDEST_FIRST = { createdAt: 'ASC', id: 'ASC' } as const;

/** The team's side of a workspace's thread: every write is one transaction with its event. */
@Injectable()
export class WorkspaceMessagesService {
  constructor(
    private readonly db: Db,
    private readonly urls: PublicUrls,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private place(org: OrgContext, workspace: WorkspaceEntity): ConversationPlace {
    return { organizationId: org.id, orgSlug: org.slug, appBaseUrl: this.config.appBaseUrl, workspace };
  }

  private async render(
    m: EntityManager,
    org: OrgContext,
    message: WorkspaceMessageEntity,
  ): Promise<WorkspaceMessageDoc> {
    return (await renderMessages(m, { orgId: org.id, messages: [message], urls: this.urls }))[0];
  }

  private async placeOf(
    m: EntityManager,
    org: OrgContext,
    message: WorkspaceMessageEntity,
  ): Promise<ConversationPlace> {
    return this.place(org, await m.findOneByOrFail(WorkspaceEntity, { id: message.workspaceId }));
  }

  /** Oldest first, so a reader appends what comes after the last one seen (`filters[createdAfter]`). */
  list(org: OrgContext, query: ListQuery): Promise<Page<MessageOut>> {
    const sel = Selection.parse(WORKSPACE_MESSAGE_SHAPE, query.properties);
    const filters = MESSAGE_FILTERS.parse(query.filters);
    if (filters.workspaceId === undefined) throw invalidField('filters.workspaceId', 'is required');
    const window = pageWindow(query);
    const where: FindOptionsWhere<WorkspaceMessageEntity> = {
      organizationId: org.id,
      workspaceId: filters.workspaceId,
      ...(filters.parentId !== undefined && { parentId: filters.parentId }),
      ...(filters.createdAfter !== undefined && { createdAt: MoreThan(filters.createdAfter) }),
    };
    return this.db.read((m) =>
      presentPage(m, { entity: WorkspaceMessageEntity, where, window, order: OLDEST_FIRST }, async (messages) =>
        (await renderMessages(m, { orgId: org.id, messages, urls: this.urls })).map((doc) => sel.project(doc)),
      ),
    );
  }

  get(org: OrgContext, id: string, properties?: string[]): Promise<Versioned<MessageOut>> {
    const sel = Selection.parse(WORKSPACE_MESSAGE_SHAPE, properties);
    return this.db.read(async (m) => {
      const message = await findInOrg(m, WorkspaceMessageEntity, { orgId: org.id, id, resource: 'workspaceMessage' });
      const [doc] = await renderMessages(m, { orgId: org.id, messages: [message], urls: this.urls });
      return versioned(sel.project(doc), message);
    });
  }

  /** A message of the thread, or a reply (`parentId`), written by the team on behalf of `userId`. */
  create(org: OrgContext, dto: CreateWorkspaceMessageDto, properties?: string[]): Promise<MessageOut> {
    const sel = Selection.parse(WORKSPACE_MESSAGE_SHAPE, properties);
    return this.db.write(async (m) => {
      const workspace = await requireBodyWorkspace(m, org.id, dto.workspaceId);
      await requireOrgUser(m, { orgId: org.id, userId: dto.userId });
      requireThreadOpen(workspace);
      await requireThreadRoom(m, workspace.id);
      const parent = dto.parentId
        ? await resolveParent(m, { workspaceId: workspace.id, parentId: dto.parentId })
        : null;
      const now = await nextMessageStamp(m, { workspaceId: workspace.id, now: nowIso() });
      const message = m.create(WorkspaceMessageEntity, {
        id: newId(),
        organizationId: org.id,
        workspaceId: workspace.id,
        parentId: parent?.id ?? null,
        body: dto.body,
        authorKind: 'team',
        authorUserId: dto.userId,
        replyCount: 0,
        editedAt: null,
        deletedAt: null,
        createdAt: now,
        updatedAt: now,
      });
      await m.insert(WorkspaceMessageEntity, message);
      if (parent) await m.increment(WorkspaceMessageEntity, { id: parent.id }, 'replyCount', 1);
      const doc = await this.render(m, org, message);
      return emitMessageEvent(m, { place: this.place(org, workspace), type: 'workspaceMessage.created', sel, doc });
    });
  }

  /** Its author changes the body; `editedAt` records when. */
  update(
    org: OrgContext,
    id: string,
    dto: UpdateWorkspaceMessageDto,
    properties: string[] | undefined,
    { ifMatch }: Precondition,
  ): Promise<Versioned<MessageOut>> {
    const sel = Selection.parse(WORKSPACE_MESSAGE_SHAPE, properties);
    return writeVersioned(this.db, { entity: WorkspaceMessageEntity, id }, async (m) => {
      const message = await findInOrg(m, WorkspaceMessageEntity, { orgId: org.id, id, resource: 'workspaceMessage' });
      await requireVersion(m, { entity: WorkspaceMessageEntity, row: message, ifMatch });
      if (dto.userId !== undefined) await requireOrgUser(m, { orgId: org.id, userId: dto.userId });
      requireNotDeleted(message);
      requireAuthor(message, dto.userId);
      if (message.body === dto.body) return sel.project(await this.render(m, org, message));
      const now = nowIso();
      Object.assign(message, { body: dto.body, editedAt: now, updatedAt: now });
      await m.update(WorkspaceMessageEntity, { id }, { body: dto.body, editedAt: now, updatedAt: now });
      const doc = await this.render(m, org, message);
      const place = await this.placeOf(m, org, message);
      return emitMessageEvent(m, { place, type: 'workspaceMessage.updated', sel, doc });
    });
  }

  /**
   * Moderation: the team removes any message. It stays as a tombstone (no body, `deletedAt` set) so replies keep
   * their place; a second delete changes nothing.
   */
  remove(org: OrgContext, id: string, { ifMatch }: Precondition): Promise<{ id: string }> {
    return this.db.write(async (m) => {
      const message = await findInOrg(m, WorkspaceMessageEntity, { orgId: org.id, id, resource: 'workspaceMessage' });
      await requireVersion(m, { entity: WorkspaceMessageEntity, row: message, ifMatch });
      if (message.deletedAt) return { id };
      const now = nowIso();
      const tombstone = { body: null, deletedAt: now, updatedAt: now };
      await m.update(WorkspaceMessageEntity, { id, deletedAt: IsNull() }, tombstone);
      if (message.parentId) await m.decrement(WorkspaceMessageEntity, { id: message.parentId }, 'replyCount', 1);
      Object.assign(message, tombstone);
      const doc = await this.render(m, org, message);
      const place = await this.placeOf(m, org, message);
      const sel = Selection.parse(WORKSPACE_MESSAGE_SHAPE, undefined);
      await emitMessageEvent(m, { place, type: 'workspaceMessage.deleted', sel, doc });
      return { id };
    });
  }
}
