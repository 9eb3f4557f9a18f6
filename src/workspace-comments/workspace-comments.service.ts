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
import { requireAuthor, requireNotDeleted, requireOrgUser } from '../workspace-messages/conversation-rules.js';
import { COMMENT_FILTERS, type CommentFilters } from './comment-filters.js';
import { subjectColumns } from './comment-subject.js';
import { type CommentContext, editComment, renderComments, tombstoneComment, writeComment } from './comment-writes.js';
import type { CreateWorkspaceCommentDto, UpdateWorkspaceCommentDto } from './dto/workspace-comment.dto.js';
import { WorkspaceCommentEntity } from './workspace-comment.entity.js';
import { WORKSPACE_COMMENT_SHAPE, type WorkspaceCommentDoc } from './workspace-comment.resource.js';

type CommentOut = Partial<WorkspaceCommentDoc>;
const OLDEST_FIRST = { createdAt: 'ASC', id: 'ASC' } as const;
const RESOURCE = 'workspaceComment';

/** The column a subject filter compares; both halves of it or neither (400 naming the missing one). */
function subjectWhere(filters: CommentFilters): Partial<WorkspaceCommentEntity> {
  if (filters.subjectType === undefined && filters.subjectId === undefined) return {};
  if (filters.subjectType === undefined) throw invalidField('filters.subjectType', 'is required with subjectId');
  if (filters.subjectId === undefined) throw invalidField('filters.subjectId', 'is required with subjectType');
  const { subjectType, ...columns } = subjectColumns({ type: filters.subjectType, id: filters.subjectId });
  const column = Object.entries(columns).find(([, id]) => id !== null)!;
  return { subjectType, [column[0]]: column[1] };
}

/** The team's side of comments (the page's is VisitorComments): every write is one transaction with its event. */
@Injectable()
export class WorkspaceCommentsService {
  constructor(
    private readonly db: Db,
    private readonly urls: PublicUrls,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Where writes for `org` happen; the page's writes pass their own organization. */
  context(org: { id: string; slug: string }): CommentContext {
    return { org, appBaseUrl: this.config.appBaseUrl, urls: this.urls };
  }

  /** Oldest first, so a reader appends what comes after the last one seen (`filters[createdAfter]`). */
  list(org: OrgContext, query: ListQuery): Promise<Page<CommentOut>> {
    const sel = Selection.parse(WORKSPACE_COMMENT_SHAPE, query.properties);
    const filters = COMMENT_FILTERS.parse(query.filters);
    if (filters.workspaceId === undefined) throw invalidField('filters.workspaceId', 'is required');
    const window = pageWindow(query);
    const where = {
      organizationId: org.id,
      workspaceId: filters.workspaceId,
      ...subjectWhere(filters),
      ...(filters.parentId !== undefined && { parentId: filters.parentId }),
      ...(filters.createdAfter !== undefined && { createdAt: MoreThan(filters.createdAfter) }),
    } as FindOptionsWhere<WorkspaceCommentEntity>;
    return this.db.read((m) =>
      presentPage(m, { entity: WorkspaceCommentEntity, where, window, order: OLDEST_FIRST }, async (comments) =>
        (await renderComments(m, { orgId: org.id, comments, urls: this.urls })).map((doc) => sel.project(doc)),
      ),
    );
  }

  get(org: OrgContext, id: string, properties?: string[]): Promise<Versioned<CommentOut>> {
    const sel = Selection.parse(WORKSPACE_COMMENT_SHAPE, properties);
    return this.db.read(async (m) => {
      const comment = await findInOrg(m, WorkspaceCommentEntity, { orgId: org.id, id, resource: RESOURCE });
      const [doc] = await renderComments(m, { orgId: org.id, comments: [comment], urls: this.urls });
      return versioned(sel.project(doc), comment);
    });
  }

  /** A comment on a subject, or a reply (`parentId`), written by the team on behalf of `userId`. */
  create(org: OrgContext, dto: CreateWorkspaceCommentDto, properties?: string[]): Promise<CommentOut> {
    const sel = Selection.parse(WORKSPACE_COMMENT_SHAPE, properties);
    return this.db.write(async (m) => {
      await requireOrgUser(m, { orgId: org.id, userId: dto.userId });
      const input = { ...dto, author: { kind: 'team' as const, userId: dto.userId } };
      return (await writeComment(m, this.context(org), { input, sel })).out;
    });
  }

  /** Its author changes the body; `editedAt` records when. */
  update(
    org: OrgContext,
    id: string,
    dto: UpdateWorkspaceCommentDto,
    properties: string[] | undefined,
    { ifMatch }: Precondition,
  ): Promise<Versioned<CommentOut>> {
    const sel = Selection.parse(WORKSPACE_COMMENT_SHAPE, properties);
    return writeVersioned(this.db, { entity: WorkspaceCommentEntity, id }, async (m) => {
      const row = await findInOrg(m, WorkspaceCommentEntity, { orgId: org.id, id, resource: RESOURCE });
      await requireVersion(m, { entity: WorkspaceCommentEntity, row, ifMatch });
      if (dto.userId !== undefined) await requireOrgUser(m, { orgId: org.id, userId: dto.userId });
      requireNotDeleted(row, 'comment');
      requireAuthor(row, dto.userId, 'comment');
      return editComment(m, this.context(org), { row, body: dto.body, sel });
    });
  }

  /** Moderation: the team removes any comment, leaving a tombstone. */
  remove(org: OrgContext, id: string, { ifMatch }: Precondition): Promise<{ id: string }> {
    return this.db.write(async (m) => {
      const row = await findInOrg(m, WorkspaceCommentEntity, { orgId: org.id, id, resource: RESOURCE });
      await requireVersion(m, { entity: WorkspaceCommentEntity, row, ifMatch });
      await tombstoneComment(m, this.context(org), row);
      return { id };
    });
  }
}
