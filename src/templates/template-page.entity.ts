import { PageColumns } from '../workspace-core/structure-columns.js';
import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { TemplateEntity } from './template.entity.js';

/** A template's page: copied, with its sections, into every workspace made from the template. */
@Entity('template_page')
@Index(['templateId', 'index'])
export class TemplatePageEntity extends PageColumns {
  @Column({ type: 'varchar', length: 12 })
  templateId: string;

  @ManyToOne(() => TemplateEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'template_id' })
  template?: Relation<TemplateEntity>;
}
