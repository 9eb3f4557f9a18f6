import { Column, Entity, Index } from 'typeorm';
import { TenantEntity } from '../database/base.entity.js';

export const TEMPLATE_TYPES = ['sales', 'implementation', 'renewal', 'portal', 'project', 'internal'] as const;
export type TemplateType = (typeof TEMPLATE_TYPES)[number];

@Entity('template')
@Index(['organizationId', 'createdAt', 'id'])
export class TemplateEntity extends TenantEntity {
  @Column({ type: 'varchar', length: 255 })
  name: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  title: string | null;

  @Column({ type: 'simple-json' })
  types: TemplateType[];

  @Column({ type: 'boolean', default: false })
  chatChannelEnabled: boolean;

  @Column({ type: 'boolean', default: true })
  messagesEnabled: boolean;

  @Column({ type: 'boolean', default: false })
  stagesEnabled: boolean;

  /** Dock's key dates: whether workspaces made from the template show their key dates. */
  @Column({ type: 'boolean', default: false })
  keyDatesEnabled: boolean;
}
