import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { CustomFieldEntity } from './custom-field.entity.js';
import type { CustomFieldObject } from './custom-field.entity.js';

/**
 * One value of one custom field on one account, deal or workspace. `value` holds the canonical stored form
 * (text, canonical number, YYYY-MM-DD, "true"/"false", an option value, or a JSON array of option values);
 * the display string is derived from it and the field's options when serving.
 */
@Entity('custom_field_value')
@Index(['customFieldId', 'objectId'], { unique: true })
@Index(['objectId'])
export class CustomFieldValueEntity {
  @PrimaryColumn({ type: 'varchar', length: 12 })
  id: string;

  @Column({ type: 'varchar', length: 12 })
  organizationId: string;

  @Column({ type: 'varchar', length: 12 })
  customFieldId: string;

  @Column({ type: 'varchar', length: 20 })
  objectType: CustomFieldObject;

  @Column({ type: 'varchar', length: 12 })
  objectId: string;

  @Column({ type: 'text' })
  value: string;

  @Column({ type: 'varchar', length: 24 })
  updatedAt: string;

  @ManyToOne(() => CustomFieldEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'custom_field_id' })
  customField?: Relation<CustomFieldEntity>;
}
