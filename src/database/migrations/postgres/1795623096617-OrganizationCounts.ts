import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The tables whose rows are counted per organization, as of this migration. */
const COUNTED = ['workspace', 'board'] as const;

/**
 * Exact per-organization row counts for the largest lists (see OrganizationCountEntity), kept by a row trigger so
 * that no writer can miss them (the resource is the trigger's table); the rows that exist already are counted here.
 * The UPSERT creates an organization's row at its first insert, so a missing row means none; concurrent inserts of
 * one organization queue on its row until they commit, which keeps the count exact under READ COMMITTED.
 * Table names are left to the connection's search_path, like every statement of the application.
 */
export class OrganizationCounts1795623096617 implements MigrationInterface {
  name = 'OrganizationCounts1795623096617';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "organization_count" ("organization_id" character varying(12) NOT NULL, "resource" character varying(32) NOT NULL, "total" integer NOT NULL, CONSTRAINT "PK_842555a3bff15b87a2772e7a797" PRIMARY KEY ("organization_id", "resource"))`,
    );
    await queryRunner.query(
      `CREATE FUNCTION "count_organization_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          INSERT INTO "organization_count" ("organization_id", "resource", "total")
            VALUES (NEW."organization_id", TG_TABLE_NAME, 1)
            ON CONFLICT ("organization_id", "resource") DO UPDATE SET "total" = "organization_count"."total" + 1;
        ELSE
          UPDATE "organization_count" SET "total" = "total" - 1
            WHERE "organization_id" = OLD."organization_id" AND "resource" = TG_TABLE_NAME;
        END IF;
        RETURN NULL;
      END $$`,
    );
    for (const table of COUNTED) {
      await queryRunner.query(
        `INSERT INTO "organization_count" ("organization_id", "resource", "total")
          SELECT "organization_id", '${table}', COUNT(*) FROM "${table}" GROUP BY "organization_id"`,
      );
      await queryRunner.query(
        `CREATE TRIGGER "${table}_counted" AFTER INSERT OR DELETE ON "${table}"
          FOR EACH ROW EXECUTE FUNCTION "count_organization_rows"()`,
      );
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of COUNTED) await queryRunner.query(`DROP TRIGGER "${table}_counted" ON "${table}"`);
    await queryRunner.query(`DROP FUNCTION "count_organization_rows"()`);
    await queryRunner.query(`DROP TABLE "organization_count"`);
  }
}
