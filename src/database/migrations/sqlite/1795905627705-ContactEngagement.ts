import type { MigrationInterface, QueryRunner } from 'typeorm';
import { backfillContactEngagement } from '../engagement-backfill.js';

/**
 * Written by hand: SQLite adds the columns in place (a rebuilt workspace table would lose its counting triggers), and
 * the new tables are filled from the page views on record.
 */
export class ContactEngagement1795905627705 implements MigrationInterface {
  name = 'ContactEngagement1795905627705';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "workspace_viewer" ("workspace_id" varchar(12) NOT NULL, "user_id" varchar(12) NOT NULL, "first_seen_at" varchar(24) NOT NULL, "last_seen_at" varchar(24) NOT NULL, "visit_started_at" varchar(24) NOT NULL, "visit_id" varchar(12) NOT NULL, "visits" integer NOT NULL DEFAULT (1), "credited_at" varchar(24) NOT NULL, "carried_ms" integer NOT NULL DEFAULT (0), CONSTRAINT "FK_ee463bf6812f706bd4a0b4e9fd8" FOREIGN KEY ("workspace_id") REFERENCES "workspace" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, PRIMARY KEY ("workspace_id", "user_id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "workspace_viewer_mark" ("workspace_id" varchar(12) NOT NULL, "user_id" varchar(12) NOT NULL, "target" varchar(32) NOT NULL, "counted_at" varchar(24) NOT NULL, "times" integer NOT NULL DEFAULT (1), CONSTRAINT "FK_8ed1f0da1b69805526c8e5ca111" FOREIGN KEY ("workspace_id") REFERENCES "workspace" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, PRIMARY KEY ("workspace_id", "user_id", "target"))`,
    );
    await queryRunner.query(`ALTER TABLE "workspace" ADD COLUMN "unique_viewers" integer NOT NULL DEFAULT (0)`);
    await queryRunner.query(`ALTER TABLE "workspace_page" ADD COLUMN "total_views" integer NOT NULL DEFAULT (0)`);
    await queryRunner.query(`ALTER TABLE "workspace_page" ADD COLUMN "unique_viewers" integer NOT NULL DEFAULT (0)`);
    await queryRunner.query(`ALTER TABLE "visitor_session" DROP COLUMN "last_seen_at"`);
    await backfillContactEngagement(queryRunner);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "visitor_session" ADD COLUMN "last_seen_at" varchar(24) NOT NULL DEFAULT ('1970-01-01T00:00:00.000Z')`,
    );
    await queryRunner.query(`ALTER TABLE "workspace_page" DROP COLUMN "unique_viewers"`);
    await queryRunner.query(`ALTER TABLE "workspace_page" DROP COLUMN "total_views"`);
    await queryRunner.query(`ALTER TABLE "workspace" DROP COLUMN "unique_viewers"`);
    await queryRunner.query(`DROP TABLE "workspace_viewer_mark"`);
    await queryRunner.query(`DROP TABLE "workspace_viewer"`);
  }
}
