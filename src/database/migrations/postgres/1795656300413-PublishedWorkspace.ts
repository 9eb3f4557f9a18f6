import type { MigrationInterface, QueryRunner } from 'typeorm';

export class PublishedWorkspace1795656300413 implements MigrationInterface {
  name = 'PublishedWorkspace1795656300413';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "workspace_activity" ("id" character varying(12) NOT NULL, "organization_id" character varying(12) NOT NULL, "created_at" character varying(24) NOT NULL, "updated_at" character varying(24) NOT NULL, "version" integer NOT NULL DEFAULT '1', "workspace_id" character varying(12) NOT NULL, "user_id" character varying(12) NOT NULL, "type" character varying(40) NOT NULL, "workspace_page_id" character varying(12), "workspace_plan_task_id" character varying(12), "file_id" character varying(12), "asset_id" character varying(12), "url" character varying(2048), CONSTRAINT "PK_f8c0e32472ce0d2de68db7f5353" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_c38785d9ddfeaf114fc4cf1b06" ON "workspace_activity"  ("organization_id") `,
    );
    await queryRunner.query(`CREATE INDEX "IDX_668e22ee5f16ff4ff4be438012" ON "workspace_activity"  ("created_at") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_9769dd2a87805736262e7ec83f" ON "workspace_activity"  ("organization_id", "created_at", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_b3712f50b73e05f479ff9f736c" ON "workspace_activity"  ("workspace_id", "created_at", "id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "visitor_sign_in" ("id" character varying(64) NOT NULL, "organization_id" character varying(12) NOT NULL, "workspace_id" character varying(12) NOT NULL, "email" character varying(320) NOT NULL, "created_at" character varying(24) NOT NULL, "expires_at" character varying(24) NOT NULL, "used_at" character varying(24), CONSTRAINT "PK_5fa1361fa03696666f1abfabc12" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_0fcd4621066de925b71c238c58" ON "visitor_sign_in"  ("expires_at") `);
    await queryRunner.query(`CREATE INDEX "IDX_91115e50d1f1bc5026f839a998" ON "visitor_sign_in"  ("workspace_id") `);
    await queryRunner.query(
      `CREATE TABLE "visitor_session" ("id" character varying(64) NOT NULL, "organization_id" character varying(12) NOT NULL, "workspace_id" character varying(12) NOT NULL, "user_id" character varying(12) NOT NULL, "published_at" character varying(24) NOT NULL, "created_at" character varying(24) NOT NULL, "expires_at" character varying(24) NOT NULL, "last_seen_at" character varying(24) NOT NULL, CONSTRAINT "PK_6de6c1319f8328f7a718bebf072" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_4e18f707749812fdd786582d33" ON "visitor_session"  ("expires_at") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_d43b18fee9affad60f96334272" ON "visitor_session"  ("workspace_id", "user_id") `,
    );
    await queryRunner.query(
      `ALTER TABLE "webhook_endpoint" ADD "format" character varying(16) NOT NULL DEFAULT 'standard'`,
    );
    await queryRunner.query(
      `ALTER TABLE "workspace_activity" ADD CONSTRAINT "FK_5846bfe7e6d8e60570db544f5b8" FOREIGN KEY ("workspace_id") REFERENCES "workspace"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "visitor_sign_in" ADD CONSTRAINT "FK_91115e50d1f1bc5026f839a9989" FOREIGN KEY ("workspace_id") REFERENCES "workspace"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "visitor_session" ADD CONSTRAINT "FK_825c7882bb27fe732b430f7eb93" FOREIGN KEY ("workspace_id") REFERENCES "workspace"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "visitor_session" DROP CONSTRAINT "FK_825c7882bb27fe732b430f7eb93"`);
    await queryRunner.query(`ALTER TABLE "visitor_sign_in" DROP CONSTRAINT "FK_91115e50d1f1bc5026f839a9989"`);
    await queryRunner.query(`ALTER TABLE "workspace_activity" DROP CONSTRAINT "FK_5846bfe7e6d8e60570db544f5b8"`);
    await queryRunner.query(`ALTER TABLE "webhook_endpoint" DROP COLUMN "format"`);
    await queryRunner.query(`DROP INDEX "IDX_d43b18fee9affad60f96334272"`);
    await queryRunner.query(`DROP INDEX "IDX_4e18f707749812fdd786582d33"`);
    await queryRunner.query(`DROP TABLE "visitor_session"`);
    await queryRunner.query(`DROP INDEX "IDX_91115e50d1f1bc5026f839a998"`);
    await queryRunner.query(`DROP INDEX "IDX_0fcd4621066de925b71c238c58"`);
    await queryRunner.query(`DROP TABLE "visitor_sign_in"`);
    await queryRunner.query(`DROP INDEX "IDX_b3712f50b73e05f479ff9f736c"`);
    await queryRunner.query(`DROP INDEX "IDX_9769dd2a87805736262e7ec83f"`);
    await queryRunner.query(`DROP INDEX "IDX_668e22ee5f16ff4ff4be438012"`);
    await queryRunner.query(`DROP INDEX "IDX_c38785d9ddfeaf114fc4cf1b06"`);
    await queryRunner.query(`DROP TABLE "workspace_activity"`);
  }
}
