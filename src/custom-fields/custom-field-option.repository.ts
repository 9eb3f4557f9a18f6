import type { EntityManager } from 'typeorm';
import { CustomFieldOptionEntity } from './custom-field-option.entity.js';

/**
 * The statements that write a field's options, one option at a time (replaceOptions). Options of many fields are
 * read by loadCustomFieldOptions, in custom-field.repository.ts.
 */

/** One field's options, in no particular order. */
export function findFieldOptions(m: EntityManager, customFieldId: string): Promise<CustomFieldOptionEntity[]> {
  return m.find(CustomFieldOptionEntity, { where: { customFieldId } });
}

export async function insertOption(m: EntityManager, option: CustomFieldOptionEntity): Promise<void> {
  await m.insert(CustomFieldOptionEntity, option);
}

export async function updateOption(
  m: EntityManager,
  { id, changes }: { id: string; changes: Pick<CustomFieldOptionEntity, 'index' | 'label'> },
): Promise<void> {
  await m.update(CustomFieldOptionEntity, { id }, changes);
}

export async function deleteOption(m: EntityManager, id: string): Promise<void> {
  await m.delete(CustomFieldOptionEntity, { id });
}
