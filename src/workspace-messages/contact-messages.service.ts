import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AppError, invalidField } from '../common/http/app-error.js';
import { ID_PATTERN } from '../common/ids.js';
import { PublicUrls } from '../common/http/public-urls.js';
import { Selection } from '../common/properties/selection.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { findWorkspaceForUpdate } from '../workspace-core/workspace-row.repository.js';
import { Db } from '../database/db.service.js';
import type { AuthorKind } from './message-author.js';
import { messageBodyProblem } from './message-body.js';
import type { ConversationPlace } from './message-events.js';
import { requireNotDeleted } from './thread-rules.js';
import { type ThreadWrite, addMessage, editMessage, tombstoneMessage } from './thread-writes.js';
import type { WorkspaceMessageEntity } from './workspace-message.entity.js';
import { findContactMessage } from './workspace-message.repository.js';
import { WORKSPACE_MESSAGE_SHAPE } from './workspace-message.resource.js';

/** A signed-in contact writing in a workspace's thread; the page has checked their role and rate. */
export interface ContactAuthor {
  organizationId: string;
  orgSlug: string;
  workspaceId: string;
  userId: string;
}

const EVERYTHING = Selection.parse(WORKSPACE_MESSAGE_SHAPE, undefined);

/** The body a form sent, checked as the API checks it: a 400 naming `body`. */
export function requireMessageBody(body: string | undefined): string {
  const problem = messageBodyProblem(body ?? '');
  if (problem) throw invalidField('body', problem);
  return body!;
}

const notTheirs = (): AppError => new AppError(404, 'This message does not exist, or is not yours to change.');

/**
 * A contact's side of the thread, written from the published workspace: the same rules and events as the team's
 * (thread-writes.ts), with the contact as author. People change and delete only what they wrote themselves.
 */
@Injectable()
export class ContactMessages {
  constructor(
    private readonly db: Db,
    private readonly urls: PublicUrls,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Posts a message or a reply; `alongside` runs in the same transaction (the page records the contact's act). A reply
   * by e-mail (inbound-mail) posts as the team (`kind: "team"`) when its sender is a person of the team.
   */
  post(
    author: ContactAuthor & { kind?: AuthorKind },
    { body, parentId }: { body: string | undefined; parentId: string | undefined },
    alongside: (m: EntityManager, message: WorkspaceMessageEntity) => Promise<void>,
  ): Promise<WorkspaceMessageEntity> {
    const text = requireMessageBody(body);
    if (parentId && !ID_PATTERN.test(parentId)) throw invalidField('parentId', 'must be an id');
    return this.db.write(async (m) => {
      const write = await this.writeIn(m, author);
      const { message } = await addMessage(m, write, {
        author: { kind: author.kind ?? 'contact', userId: author.userId },
        body: text,
        parentId: parentId || null,
      });
      await alongside(m, message);
      return message;
    });
  }

  /** A new body for one of the contact's own messages. */
  edit(author: ContactAuthor, { id, body }: { id: string; body: string | undefined }): Promise<void> {
    const text = requireMessageBody(body);
    return this.db.write(async (m) => {
      const message = await this.own(m, author, id);
      requireNotDeleted(message);
      await editMessage(m, await this.writeIn(m, author), { message, body: text });
    });
  }

  /** Deletes one of the contact's own messages (a tombstone, as the team's delete). */
  remove(author: ContactAuthor, id: string): Promise<void> {
    return this.db.write(async (m) => {
      const message = await this.own(m, author, id);
      await tombstoneMessage(m, await this.writeIn(m, author), message);
    });
  }

  /** One of the contact's own messages in this workspace, else a 404. */
  async own(m: EntityManager, author: ContactAuthor, id: string): Promise<WorkspaceMessageEntity> {
    // An id from a path: anything but an id's characters (a NUL, which PostgreSQL refuses outright) names nothing.
    if (!ID_PATTERN.test(id)) throw notTheirs();
    const message = await findContactMessage(m, { id, workspaceId: author.workspaceId, userId: author.userId });
    if (!message) throw notTheirs();
    return message;
  }

  /** The workspace, its row locked on PostgreSQL as the API's writes lock it (the thread's order depends on it). */
  private async writeIn(m: EntityManager, author: ContactAuthor): Promise<ThreadWrite> {
    const workspace = await findWorkspaceForUpdate(m, { orgId: author.organizationId, id: author.workspaceId });
    if (!workspace) throw new AppError(404, 'This workspace is no longer shared.');
    const place: ConversationPlace = {
      organizationId: author.organizationId,
      orgSlug: author.orgSlug,
      appBaseUrl: this.config.appBaseUrl,
      workspace,
    };
    return { place, urls: this.urls, sel: EVERYTHING };
  }
}
