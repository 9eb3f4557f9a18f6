import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { SectionContentColumns } from './section-content.js';
import { TemplatePageEntity } from './template-page.entity.js';

/** A section of a template page; a `plan` section names a plan of the same template by its 0-based planIndex. */
@Entity('template_section')
@Index(['templatePageId', 'index'])
export class TemplateSectionEntity extends SectionContentColumns {
  @Column({ type: 'varchar', length: 12 })
  templateId: string;

  @Column({ type: 'varchar', length: 12 })
  templatePageId: string;

  @Column({ type: 'integer', nullable: true })
  planIndex: number | null;

  @ManyToOne(() => TemplatePageEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'template_page_id' })
  page?: Relation<TemplatePageEntity>;
}
