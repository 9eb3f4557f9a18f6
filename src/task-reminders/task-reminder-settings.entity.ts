import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { OrganizationEntity } from '../organizations/organization.entity.js';

/**
 * An organization's task reminder settings: one row once the organization changed them, none while the defaults
 * (DEFAULT_REMINDER_SETTINGS) apply. Goes with the organization.
 */
@Entity('task_reminder_settings')
export class TaskReminderSettingsEntity {
  @PrimaryColumn({ type: 'varchar', length: 12 })
  organizationId: string;

  /** `daysBefore` as a comma-separated list, largest first (`3,1`); empty for none. */
  @Column({ type: 'varchar', length: 40 })
  daysBefore: string;

  @Column({ type: 'boolean' })
  overdue: boolean;

  @Column({ type: 'integer' })
  hour: number;

  @Column({ type: 'varchar', length: 64 })
  timeZone: string;

  @Column({ type: 'varchar', length: 24 })
  updatedAt: string;

  @ManyToOne(() => OrganizationEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organization_id' })
  organization?: OrganizationEntity;
}
