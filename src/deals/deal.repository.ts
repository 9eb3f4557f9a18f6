import type { EntityManager } from 'typeorm';
import { DealEntity } from './deal.entity.js';

export async function insertDeal(m: EntityManager, deal: DealEntity): Promise<void> {
  await m.insert(DealEntity, deal);
}

export async function updateDeal(
  m: EntityManager,
  { id, changes }: { id: string; changes: Partial<DealEntity> },
): Promise<void> {
  await m.update(DealEntity, { id }, changes);
}
