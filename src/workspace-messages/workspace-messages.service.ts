import { existingWorkspaceRow } from '../workspace-core/workspace-row.repository.js';
import { Inject, Injectable } from '@nestjs/common';
import { type FindOptionsWhere, MoreThan } from 'typeorm';
import { findInOrg } from '../common/repository/find-in-org.js';
import { invalidField } from '../common/http/app-error.js';
import type { Precondition } from '../common/http/if-match.js';
import { PublicUrls } from '../common/http/public-urls.js';
import type { OrgContext } from '../common/http/request.js';
import type { Versioned } from '../common/http/versioned.js';
import { type ListQuery, type Page } from '../common/pagination/page-info.js';
import { presentPage } from '../common/repository/find-page.js';
import { pageWindow } from '../common/pagination/page.query.js';
import { Selection } from '../common/properties/selection.js';
import { requireVersion, versioned, writeVersioned } from '../common/repository/row-version.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { Db } from '../database/db.service.js';
import { requireBodyWorkspace } from '../workspace-core/referenced-workspace.js';
import type { WorkspaceEntity } from '../workspace-core/workspace.entity.js';
import type { ConversationPlace } from './message-events.js';
import type { EntityManager } from 'typeorm';
import type { CreateWorkspaceMessageDto, UpdateWorkspaceMessageDto } from './dto/workspace-message.dto.js';
import { MESSAGE_FILTERS } from './message-filters.js';
import { renderMessages, requireAuthor, requireNotDeleted, requireOrgUser } from './thread-rules.js';
import { addMessage, editMessage, tombstoneMessage } from './thread-writes.js';
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

  private async placeOf(
    m: EntityManager,
    org: OrgContext,
    message: WorkspaceMessageEntity,
  ): Promise<ConversationPlace> {
    return this.place(org, await existingWorkspaceRow(m, message.workspaceId));
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
      const write = { place: this.place(org, workspace), urls: this.urls, sel };
      const author = { kind: 'team' as const, userId: dto.userId };
      return (await addMessage(m, write, { author, body: dto.body, parentId: dto.parentId })).answer;
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
      const write = { place: await this.placeOf(m, org, message), urls: this.urls, sel };
      return editMessage(m, write, { message, body: dto.body });
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
      const sel = Selection.parse(WORKSPACE_MESSAGE_SHAPE, undefined);
      await tombstoneMessage(m, { place: await this.placeOf(m, org, message), urls: this.urls, sel }, message);
      return { id };
    });
  }
}
