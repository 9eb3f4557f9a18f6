import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { UserEntity } from '../users/user.entity.js';
import { WorkspaceEntity } from '../workspace-core/workspace.entity.js';
import type { NotificationKind } from './notification-kinds.js';

/**
 * One thing a person will be told by e-mail, written in the transaction of what happened, and deleted when the
 * e-mail that tells it is queued (or when it is a day overdue): the table holds only what is still to tell.
 */
@Entity('notification_item')
@Index(['dueAt'])
@Index(['userId', 'dueAt'])
export class NotificationItemEntity {
  @PrimaryColumn({ type: 'varchar', length: 12 })
  id: string;

  @Column({ type: 'varchar', length: 12 })
  organizationId: string;

  @Column({ type: 'varchar', length: 12 })
  workspaceId: string;

  /** Who is told. */
  @Column({ type: 'varchar', length: 12 })
  userId: string;

  @Column({ type: 'varchar', length: 20 })
  kind: NotificationKind;

  /** What happened, in one line of plain text: "Bea Buyer wrote: …". */
  @Column({ type: 'varchar', length: 600 })
  line: string;

  /** Where to see it. */
  @Column({ type: 'varchar', length: 2048 })
  link: string;

  /** Its `daily` items wait for the day's e-mail; `instant` ones for the end of the person's current batch. */
  @Column({ type: 'boolean', default: false })
  daily: boolean;

  /**
   * The page mark that, counted after `createdAt`, means the person already saw it on the page (`messages`): the
   * item is then dropped, not sent.
   */
  @Column({ type: 'varchar', length: 32, nullable: true })
  seenOn: string | null;

  /** The thread a message item belongs to: a reply to the e-mail goes there (docs/notifications.md). */
  @Column({ type: 'varchar', length: 12, nullable: true })
  threadId: string | null;

  @Column({ type: 'varchar', length: 24 })
  createdAt: string;

  /** When it may go out. */
  @Column({ type: 'varchar', length: 24 })
  dueAt: string;

  @ManyToOne(() => WorkspaceEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'workspace_id' })
  workspace?: Relation<WorkspaceEntity>;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<UserEntity>;
}

/** A person's settings, per kind (JSON of NotificationSettings); no row means the defaults. */
@Entity('notification_setting')
export class NotificationSettingEntity {
  @PrimaryColumn({ type: 'varchar', length: 12 })
  userId: string;

  @Column({ type: 'varchar', length: 12 })
  organizationId: string;

  @Column({ type: 'text' })
  settings: string;

  @Column({ type: 'varchar', length: 24 })
  updatedAt: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<UserEntity>;
}

/** A person who unsubscribed from one workspace's e-mails (the one-click link of each e-mail). */
@Entity('notification_mute')
export class NotificationMuteEntity {
  @PrimaryColumn({ type: 'varchar', length: 12 })
  userId: string;

  @PrimaryColumn({ type: 'varchar', length: 12 })
  workspaceId: string;

  @Column({ type: 'varchar', length: 12 })
  organizationId: string;

  @Column({ type: 'varchar', length: 24 })
  createdAt: string;

  @ManyToOne(() => WorkspaceEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'workspace_id' })
  workspace?: Relation<WorkspaceEntity>;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<UserEntity>;
}
