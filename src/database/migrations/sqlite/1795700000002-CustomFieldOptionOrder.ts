import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Options indexed in the order every read takes them, (index, id): a select field's display value (its first option
 * with the stored value) is then read from the index and stops at the first match, without sorting the field's options
 * once per value a page of workspaces shows (test/e2e/custom-field-option-order-plan).
 */
export class CustomFieldOptionOrder1795700000002 implements MigrationInterface {
  name = 'CustomFieldOptionOrder1795700000002';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_5fb55d6213b7bc77dbb5a480ce"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_7f87409f62326ba2b5fc18e4eb" ON "custom_field_option" ("custom_field_id", "index", "id") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_7f87409f62326ba2b5fc18e4eb"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_5fb55d6213b7bc77dbb5a480ce" ON "custom_field_option" ("custom_field_id", "index") `,
    );
  }
}
