import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { WorkspaceEntity } from '../workspace-core/workspace.entity.js';

/**
 * A contact who has viewed a published workspace: the person, not the session, so that engagement counts what one
 * person did however many browsers, tabs or addresses they use. Holds the clock of their visits and of the time
 * credited to them; one row per contact and workspace (bounded by the workspace's members), gone with the workspace.
 */
@Entity('workspace_viewer')
export class WorkspaceViewerEntity {
  @PrimaryColumn({ type: 'varchar', length: 12 })
  workspaceId: string;

  @PrimaryColumn({ type: 'varchar', length: 12 })
  userId: string;

  @Column({ type: 'varchar', length: 24 })
  firstSeenAt: string;

  /** Last page view or beat: a view after VISIT_GAP_MS without one starts a visit. */
  @Column({ type: 'varchar', length: 24 })
  lastSeenAt: string;

  @Column({ type: 'varchar', length: 24 })
  visitStartedAt: string;

  /** A new id at each visit's start: the view that set it is the one that started the visit. */
  @Column({ type: 'varchar', length: 12 })
  visitId: string;

  @Column({ type: 'integer', default: 1 })
  visits: number;

  /** Up to when time was credited: a beat never credits more than the wall time since. */
  @Column({ type: 'varchar', length: 24 })
  creditedAt: string;

  /** Milliseconds credited but not yet added to totalTimeSpent (which counts whole seconds), 0 to 999. */
  @Column({ type: 'integer', default: 0 })
  carriedMs: number;

  @ManyToOne(() => WorkspaceEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'workspace_id' })
  workspace?: Relation<WorkspaceEntity>;
}

/**
 * The last time one contact's view of one page, or one act on one target, was counted (`page:<id>`, `welcome`,
 * `messages`, `link:<sectionId>`, `task-link:<taskId>`, `file:<sectionId>`, `asset:<id>`, `asset-shared:<id>`): a
 * repeat within REPEAT_WINDOW_MS counts once. Kept, so its first count tells a page's unique viewers; bounded by the
 * workspace's structure times its members, gone with the workspace.
 */
@Entity('workspace_viewer_mark')
export class WorkspaceViewerMarkEntity {
  @PrimaryColumn({ type: 'varchar', length: 12 })
  workspaceId: string;

  @PrimaryColumn({ type: 'varchar', length: 12 })
  userId: string;

  @PrimaryColumn({ type: 'varchar', length: 32 })
  target: string;

  @Column({ type: 'varchar', length: 24 })
  countedAt: string;

  /**
   * The last time the contact was shown the page, counted or not: a notification of something on it written before
   * is not e-mailed (seen). A repeat view within REPEAT_WINDOW_MS moves this and not `countedAt`. Nullable only as
   * SQLite adds a NOT NULL column in place with a default alone: every write sets it, and the migration copied
   * `countedAt` into the marks before it.
   */
  @Column({ type: 'varchar', length: 24, nullable: true })
  seenAt: string | null;

  /** How many times it was counted. */
  @Column({ type: 'integer', default: 1 })
  times: number;

  @ManyToOne(() => WorkspaceEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'workspace_id' })
  workspace?: Relation<WorkspaceEntity>;
}
