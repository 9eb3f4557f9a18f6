import type { MigrationInterface, QueryRunner } from 'typeorm';
import { backfillContactEngagement } from '../engagement-backfill.js';

/** Engagement per contact (who viewed, when time was last credited, what was last counted), filled from the record. */
export class ContactEngagement1795905630843 implements MigrationInterface {
  name = 'ContactEngagement1795905630843';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "workspace_viewer" ("workspace_id" character varying(12) NOT NULL, "user_id" character varying(12) NOT NULL, "first_seen_at" character varying(24) NOT NULL, "last_seen_at" character varying(24) NOT NULL, "visit_started_at" character varying(24) NOT NULL, "visit_id" character varying(12) NOT NULL, "visits" integer NOT NULL DEFAULT '1', "credited_at" character varying(24) NOT NULL, "carried_ms" integer NOT NULL DEFAULT '0', CONSTRAINT "PK_fe3caa62a49fbb0976719dd6087" PRIMARY KEY ("workspace_id", "user_id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "workspace_viewer_mark" ("workspace_id" character varying(12) NOT NULL, "user_id" character varying(12) NOT NULL, "target" character varying(32) NOT NULL, "counted_at" character varying(24) NOT NULL, "times" integer NOT NULL DEFAULT '1', CONSTRAINT "PK_8229c1ae473e8ce4db5e790bf38" PRIMARY KEY ("workspace_id", "user_id", "target"))`,
    );
    await queryRunner.query(`ALTER TABLE "workspace" ADD "unique_viewers" integer NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE "workspace_page" ADD "total_views" integer NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE "workspace_page" ADD "unique_viewers" integer NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE "visitor_session" DROP COLUMN "last_seen_at"`);
    await queryRunner.query(
      `ALTER TABLE "workspace_viewer" ADD CONSTRAINT "FK_ee463bf6812f706bd4a0b4e9fd8" FOREIGN KEY ("workspace_id") REFERENCES "workspace"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "workspace_viewer_mark" ADD CONSTRAINT "FK_8ed1f0da1b69805526c8e5ca111" FOREIGN KEY ("workspace_id") REFERENCES "workspace"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await backfillContactEngagement(queryRunner);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "workspace_viewer_mark" DROP CONSTRAINT "FK_8ed1f0da1b69805526c8e5ca111"`);
    await queryRunner.query(`ALTER TABLE "workspace_viewer" DROP CONSTRAINT "FK_ee463bf6812f706bd4a0b4e9fd8"`);
    await queryRunner.query(
      `ALTER TABLE "visitor_session" ADD "last_seen_at" character varying(24) NOT NULL DEFAULT '1970-01-01T00:00:00.000Z'`,
    );
    await queryRunner.query(`ALTER TABLE "workspace_page" DROP COLUMN "unique_viewers"`);
    await queryRunner.query(`ALTER TABLE "workspace_page" DROP COLUMN "total_views"`);
    await queryRunner.query(`ALTER TABLE "workspace" DROP COLUMN "unique_viewers"`);
    await queryRunner.query(`DROP TABLE "workspace_viewer_mark"`);
    await queryRunner.query(`DROP TABLE "workspace_viewer"`);
  }
}
