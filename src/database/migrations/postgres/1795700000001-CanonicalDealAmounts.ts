import type { MigrationInterface, QueryRunner } from 'typeorm';
import { canonicalDealAmounts } from '../canonical-deal-amounts.js';

export class CanonicalDealAmounts1795700000001 implements MigrationInterface {
  name = 'CanonicalDealAmounts1795700000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await canonicalDealAmounts(queryRunner, (n) => `$${n}`);
  }

  /** Nothing to undo: the canonical form is the same amount, and what the API served before. */
  public async down(): Promise<void> {}
}
