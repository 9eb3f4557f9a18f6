import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { TenantEntity } from '../database/base.entity.js';
import { TemplateEntity } from './template.entity.js';

/** A template's page: copied, with its sections, into every workspace made from the template. */
@Entity('template_page')
@Index(['templateId', 'index'])
export class TemplatePageEntity extends TenantEntity {
  @Column({ type: 'varchar', length: 12 })
  templateId: string;

  @Column({ type: 'varchar', length: 255 })
  title: string;

  @Column({ type: 'integer' })
  index: number;

  @Column({ type: 'boolean', default: false })
  isHidden: boolean;

  @ManyToOne(() => TemplateEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'template_id' })
  template?: Relation<TemplateEntity>;
}
