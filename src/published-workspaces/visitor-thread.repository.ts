import { type EntityManager, In, IsNull, LessThan, type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';
import { UserEntity } from '../users/user.entity.js';
import { displayName } from '../users/display-name.computed.js';
import { WorkspaceMessageEntity } from '../workspace-messages/workspace-message.entity.js';

/** Threads (messages of the thread, with their replies) the messages page shows at once; earlier ones a link away. */
export const THREADS_PER_PAGE = 30;
/** A thread's newest replies shown under it on the messages page; all of them on the message's own page. */
export const REPLIES_SHOWN = 5;
/** Replies one message's page shows at once, newest; earlier ones a link away. */
export const REPLIES_PER_PAGE = 100;

/** One message as the page draws it: never more of its author than a name and which side they are on. */
export interface ShownMessage {
  id: string;
  parentId: string | null;
  /** Null once deleted. */
  body: string | null;
  authorName: string;
  fromTeam: boolean;
  /** The signed-in contact wrote it: they may edit and delete it. */
  mine: boolean;
  createdAt: string;
  edited: boolean;
  replyCount: number;
}

export interface ShownThread extends ShownMessage {
  /** Its newest replies, oldest first. */
  replies: ShownMessage[];
}

type Row = Pick<
  WorkspaceMessageEntity,
  'id' | 'parentId' | 'body' | 'authorKind' | 'authorUserId' | 'createdAt' | 'editedAt' | 'deletedAt' | 'replyCount'
>;
const COLUMNS = {
  id: true,
  parentId: true,
  body: true,
  authorKind: true,
  authorUserId: true,
  createdAt: true,
  editedAt: true,
  deletedAt: true,
  replyCount: true,
} as const;

/** Who reads: their own messages are marked theirs. */
interface Reader {
  workspaceId: string;
  organizationId: string;
  viewerId: string | null;
}

/** The authors' names, in one statement; a removed user is "Former member". */
async function shown(m: EntityManager, reader: Reader, rows: Row[]): Promise<ShownMessage[]> {
  const ids = [...new Set(rows.map((row) => row.authorUserId))];
  const users =
    ids.length === 0
      ? []
      : await m.find(UserEntity, {
          select: { id: true, name: true, firstName: true, lastName: true, email: true },
          where: { organizationId: reader.organizationId, id: In(ids) },
        });
  const names = new Map(users.map((user) => [user.id, displayName(user)]));
  return rows.map((row) => ({
    id: row.id,
    parentId: row.parentId,
    body: row.deletedAt ? null : row.body,
    authorName: names.get(row.authorUserId) ?? 'Former member',
    fromTeam: row.authorKind === 'team',
    mine: row.authorKind === 'contact' && row.authorUserId === reader.viewerId,
    createdAt: row.createdAt,
    edited: row.editedAt !== null && !row.deletedAt,
    replyCount: row.replyCount,
  }));
}

/**
 * The newest THREADS_PER_PAGE threads before `before` (a createdAt; none: the newest), oldest first, each with its
 * newest REPLIES_SHOWN replies: three statements whatever the thread holds. `earlier` is the cursor of the page
 * before, when there is one.
 */
export async function recentThreads(
  m: EntityManager,
  reader: Reader,
  before: string | null,
): Promise<{ threads: ShownThread[]; earlier: string | null }> {
  const tops = await m.find(WorkspaceMessageEntity, {
    select: COLUMNS,
    where: { workspaceId: reader.workspaceId, parentId: IsNull(), ...(before && { createdAt: LessThan(before) }) },
    order: { createdAt: 'DESC', id: 'DESC' },
    take: THREADS_PER_PAGE + 1,
  });
  const more = tops.length > THREADS_PER_PAGE;
  const page = tops.slice(0, THREADS_PER_PAGE).reverse();
  const replies =
    page.length === 0
      ? []
      : await newestReplies(
          m,
          page.map((top) => top.id),
        );
  const drawn = await shown(m, reader, [...page, ...replies]);
  const byParent = new Map<string, ShownMessage[]>();
  for (const reply of drawn.slice(page.length)) {
    byParent.set(reply.parentId!, [...(byParent.get(reply.parentId!) ?? []), reply]);
  }
  const threads = drawn.slice(0, page.length).map((top) => ({ ...top, replies: byParent.get(top.id) ?? [] }));
  return { threads, earlier: more && page.length > 0 ? page[0].createdAt : null };
}

/**
 * The newest REPLIES_SHOWN replies of each message, oldest first, in one statement (a window per parent). Final SQL
 * in visitor-thread.repository.sql/.
 */
export function newestRepliesQuery(m: EntityManager, parentIds: string[]): SelectQueryBuilder<ObjectLiteral> {
  return m
    .createQueryBuilder()
    .select('r.*')
    .from(
      (q) =>
        q
          .select('x.id', 'id')
          .addSelect('x.parent_id', 'parentId')
          .addSelect('x.body', 'body')
          .addSelect('x.author_kind', 'authorKind')
          .addSelect('x.author_user_id', 'authorUserId')
          .addSelect('x.created_at', 'createdAt')
          .addSelect('x.edited_at', 'editedAt')
          .addSelect('x.deleted_at', 'deletedAt')
          .addSelect('x.reply_count', 'replyCount')
          .addSelect('ROW_NUMBER() OVER (PARTITION BY x.parent_id ORDER BY x.created_at DESC, x.id DESC)', 'n')
          .from(WorkspaceMessageEntity, 'x')
          .where('x.parent_id IN (:...parentIds)', { parentIds }),
      'r',
    )
    .where('r.n <= :shown', { shown: REPLIES_SHOWN })
    .orderBy('r."createdAt"', 'ASC')
    .addOrderBy('r.id', 'ASC');
}

async function newestReplies(m: EntityManager, parentIds: string[]): Promise<Row[]> {
  const rows = await newestRepliesQuery(m, parentIds).getRawMany<Row & { replyCount: number | string }>();
  return rows.map((row) => ({ ...row, replyCount: Number(row.replyCount) }));
}

/**
 * One message of the thread with its newest REPLIES_PER_PAGE replies before `before`, oldest first; null when it is
 * not a message of this workspace's thread (a reply is shown on its parent's page).
 */
export async function oneThread(
  m: EntityManager,
  reader: Reader,
  { id, before }: { id: string; before: string | null },
): Promise<{ thread: ShownThread; earlier: string | null } | null> {
  const top = await m.findOne(WorkspaceMessageEntity, {
    select: COLUMNS,
    where: { id, workspaceId: reader.workspaceId, parentId: IsNull() },
  });
  if (!top) return null;
  const replies = await m.find(WorkspaceMessageEntity, {
    select: COLUMNS,
    where: { parentId: top.id, ...(before && { createdAt: LessThan(before) }) },
    order: { createdAt: 'DESC', id: 'DESC' },
    take: REPLIES_PER_PAGE + 1,
  });
  const more = replies.length > REPLIES_PER_PAGE;
  const page = replies.slice(0, REPLIES_PER_PAGE).reverse();
  const [drawnTop, ...drawnReplies] = await shown(m, reader, [top, ...page]);
  return { thread: { ...drawnTop, replies: drawnReplies }, earlier: more ? page[0].createdAt : null };
}
