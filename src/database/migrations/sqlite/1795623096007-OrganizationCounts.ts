import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The tables whose rows are counted per organization, as of this migration. */
const COUNTED = ['workspace', 'board'] as const;

/**
 * Exact per-organization row counts for the largest lists (see OrganizationCountEntity), kept by triggers so that
 * no writer can miss them; the rows that exist already are counted here. The UPSERT creates an organization's row
 * at its first insert, so a missing row means none.
 */
export class OrganizationCounts1795623096007 implements MigrationInterface {
  name = 'OrganizationCounts1795623096007';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "organization_count" ("organization_id" varchar(12) NOT NULL, "resource" varchar(32) NOT NULL, "total" integer NOT NULL, PRIMARY KEY ("organization_id", "resource"))`,
    );
    for (const table of COUNTED) {
      await queryRunner.query(
        `INSERT INTO "organization_count" ("organization_id", "resource", "total")
          SELECT "organization_id", '${table}', COUNT(*) FROM "${table}" GROUP BY "organization_id"`,
      );
      await queryRunner.query(
        `CREATE TRIGGER "${table}_counted_insert" AFTER INSERT ON "${table}" BEGIN
          INSERT INTO "organization_count" ("organization_id", "resource", "total")
            VALUES (NEW."organization_id", '${table}', 1)
            ON CONFLICT ("organization_id", "resource") DO UPDATE SET "total" = "total" + 1;
        END`,
      );
      await queryRunner.query(
        `CREATE TRIGGER "${table}_counted_delete" AFTER DELETE ON "${table}" BEGIN
          UPDATE "organization_count" SET "total" = "total" - 1
            WHERE "organization_id" = OLD."organization_id" AND "resource" = '${table}';
        END`,
      );
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of COUNTED) {
      await queryRunner.query(`DROP TRIGGER "${table}_counted_insert"`);
      await queryRunner.query(`DROP TRIGGER "${table}_counted_delete"`);
    }
    await queryRunner.query(`DROP TABLE "organization_count"`);
  }
}
