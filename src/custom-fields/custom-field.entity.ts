import { Column, Entity, Index } from 'typeorm';
import { TenantEntity } from '../database/base.entity.js';

export const CUSTOM_FIELD_TYPES = [
  'singleLineText',
  'multiLineText',
  'date',
  'number',
  'singleCheckbox',
  'multiCheckboxes',
  'dropdownSelect',
  'radioSelect',
] as const;
export type CustomFieldType = (typeof CUSTOM_FIELD_TYPES)[number];

export const CUSTOM_FIELD_OBJECTS = ['workspace', 'account', 'deal'] as const;
export type CustomFieldObject = (typeof CUSTOM_FIELD_OBJECTS)[number];

@Entity('custom_field')
@Index(['organizationId', 'objectType', 'createdAt', 'id'])
@Index(['organizationId', 'createdAt', 'id'])
export class CustomFieldEntity extends TenantEntity {
  @Column({ type: 'varchar', length: 255 })
  name: string;

  @Column({ type: 'varchar', length: 255 })
  variableName: string;

  @Column({ type: 'varchar', length: 20 })
  type: CustomFieldType;

  @Column({ type: 'varchar', length: 20 })
  objectType: CustomFieldObject;
}
