import type { QueryRunner } from 'typeorm';
import { servedAmount } from '../../common/decimal.js';

/**
 * Rewrites the deal amounts stored before amounts were exact (`1.1e+39`) in their canonical form, the one the API
 * has always served (servedAmount), so that every stored amount is served as stored: the database writes the deal's
 * JSON itself (src/database/wire-json.ts). In JS, so both dialects and the service agree exactly. `placeholder(n)`
 * is the dialect's n-th bound parameter (`?` or `$n`).
 */
export async function canonicalDealAmounts(
  queryRunner: QueryRunner,
  placeholder: (n: number) => string,
): Promise<void> {
  const rows: { id: string; amount: string }[] = await queryRunner.query(
    `SELECT "id", "amount" FROM "deal" WHERE "amount" LIKE '%e%' OR "amount" LIKE '%E%'`,
  );
  for (const row of rows) {
    await queryRunner.query(`UPDATE "deal" SET "amount" = ${placeholder(1)} WHERE "id" = ${placeholder(2)}`, [
      servedAmount(row.amount),
      row.id,
    ]);
  }
}
