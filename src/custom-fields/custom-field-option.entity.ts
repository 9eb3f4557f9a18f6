import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { CustomFieldEntity } from './custom-field.entity.js';

@Entity('custom_field_option')
@Index(['customFieldId', 'index', 'id'])
export class CustomFieldOptionEntity {
  @PrimaryColumn({ type: 'varchar', length: 12 })
  id: string;

  @Column({ type: 'varchar', length: 12 })
  customFieldId: string;

  @Column({ type: 'integer' })
  index: number;

  @Column({ type: 'varchar', length: 255 })
  label: string;

  @Column({ type: 'varchar', length: 255 })
  value: string;

  @ManyToOne(() => CustomFieldEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'custom_field_id' })
  customField?: Relation<CustomFieldEntity>;
}
