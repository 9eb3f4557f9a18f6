import { Column, Entity, Index } from 'typeorm';
import { TenantEntity } from '../database/base.entity.js';
import { type ShareSetting, WELCOME_PAGE_CTA_MAX } from './workspace-sharing.js';

@Entity('workspace')
@Index(['organizationId', 'createdAt', 'id'])
@Index(['organizationId', 'updatedAt'])
@Index(['organizationId', 'accountId'])
@Index(['organizationId', 'dealId'])
@Index(['organizationId', 'templateId'])
@Index(['organizationId', 'published', 'createdAt'])
export class WorkspaceEntity extends TenantEntity {
  @Column({ type: 'varchar', length: 255 })
  name: string;

  @Column({ type: 'varchar', length: 12, nullable: true })
  templateId: string | null;

  @Column({ type: 'varchar', length: 12, nullable: true })
  accountId: string | null;

  @Column({ type: 'varchar', length: 12, nullable: true })
  dealId: string | null;

  @Column({ type: 'boolean', default: false })
  published: boolean;

  @Column({ type: 'varchar', length: 24, nullable: true })
  publishedAt: string | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  startDate: string | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  targetEndDate: string | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  actualEndDate: string | null;

  /** Percentage 0..100 of completed plan tasks, kept in the same transaction as task changes. */
  @Column({ type: 'integer', default: 0 })
  taskProgress: number;

  @Column({ type: 'varchar', length: 24, nullable: true })
  lastContactView: string | null;

  @Column({ type: 'integer', default: 0 })
  totalViews: number;

  /** Distinct contacts who viewed the published workspace. */
  @Column({ type: 'integer', default: 0 })
  uniqueViewers: number;

  @Column({ type: 'integer', default: 0 })
  totalActions: number;

  @Column({ type: 'integer', default: 0 })
  totalTimeSpent: number;

  @Column({ type: 'integer', default: 0 })
  contactsCount: number;

  /** Who may open the published workspace (see workspace-sharing.ts). */
  @Column({ type: 'varchar', length: 16, default: 'private' })
  shareSetting: ShareSetting;

  /** Visitors may sign in with Google (when the service is configured for it). */
  @Column({ type: 'boolean', default: false })
  googleVerificationEnabled: boolean;

  /** Visitors may sign in with a link e-mailed to them. */
  @Column({ type: 'boolean', default: true })
  magicLinkVerificationEnabled: boolean;

  /** The workspace's message thread is open (copied from the template at creation). */
  @Column({ type: 'boolean', default: true })
  messagesEnabled: boolean;

  /** What the team is told of this workspace also goes to the organization's chat channel (copied from the template). */
  @Column({ type: 'boolean', default: false })
  chatChannelEnabled: boolean;

  @Column({ type: 'varchar', length: WELCOME_PAGE_CTA_MAX, nullable: true })
  welcomePageCta: string | null;

  @Column({ type: 'text', nullable: true })
  welcomePageText: string | null;
}
