import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Written by hand (columns added in place, no table rebuild): the event log's order, `seq` (existing events numbered
 * in their insertion order, the rowid), and its workspace, `workspace_id`, null on existing events.
 */
export class LiveEvents1795930000000 implements MigrationInterface {
  name = 'LiveEvents1795930000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "event" ADD COLUMN "workspace_id" varchar(12)`);
    await queryRunner.query(`ALTER TABLE "event" ADD COLUMN "seq" bigint`);
    await queryRunner.query(`UPDATE "event" SET "seq" = rowid`);
    await queryRunner.query(`CREATE INDEX "IDX_5d7f211b105f116f8c9265313c" ON "event" ("workspace_id", "seq") `);
    await queryRunner.query(`CREATE INDEX "IDX_9eb52b5ed74438e0180217dbda" ON "event" ("organization_id", "seq") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_9eb52b5ed74438e0180217dbda"`);
    await queryRunner.query(`DROP INDEX "IDX_5d7f211b105f116f8c9265313c"`);
    await queryRunner.query(`ALTER TABLE "event" DROP COLUMN "seq"`);
    await queryRunner.query(`ALTER TABLE "event" DROP COLUMN "workspace_id"`);
  }
}
