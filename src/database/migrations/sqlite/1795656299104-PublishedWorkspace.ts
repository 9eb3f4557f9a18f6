import type { MigrationInterface, QueryRunner } from 'typeorm';

export class PublishedWorkspace1795656299104 implements MigrationInterface {
  name = 'PublishedWorkspace1795656299104';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "workspace_activity" ("id" varchar(12) PRIMARY KEY NOT NULL, "organization_id" varchar(12) NOT NULL, "created_at" varchar(24) NOT NULL, "updated_at" varchar(24) NOT NULL, "version" integer NOT NULL DEFAULT (1), "workspace_id" varchar(12) NOT NULL, "user_id" varchar(12) NOT NULL, "type" varchar(40) NOT NULL, "workspace_page_id" varchar(12), "workspace_plan_task_id" varchar(12), "file_id" varchar(12), "asset_id" varchar(12), "url" varchar(2048))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_c38785d9ddfeaf114fc4cf1b06" ON "workspace_activity" ("organization_id") `,
    );
    await queryRunner.query(`CREATE INDEX "IDX_668e22ee5f16ff4ff4be438012" ON "workspace_activity" ("created_at") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_9769dd2a87805736262e7ec83f" ON "workspace_activity" ("organization_id", "created_at", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_b3712f50b73e05f479ff9f736c" ON "workspace_activity" ("workspace_id", "created_at", "id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "visitor_sign_in" ("id" varchar(64) PRIMARY KEY NOT NULL, "organization_id" varchar(12) NOT NULL, "workspace_id" varchar(12) NOT NULL, "email" varchar(320) NOT NULL, "created_at" varchar(24) NOT NULL, "expires_at" varchar(24) NOT NULL, "used_at" varchar(24))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_0fcd4621066de925b71c238c58" ON "visitor_sign_in" ("expires_at") `);
    await queryRunner.query(`CREATE INDEX "IDX_91115e50d1f1bc5026f839a998" ON "visitor_sign_in" ("workspace_id") `);
    await queryRunner.query(
      `CREATE TABLE "visitor_session" ("id" varchar(64) PRIMARY KEY NOT NULL, "organization_id" varchar(12) NOT NULL, "workspace_id" varchar(12) NOT NULL, "user_id" varchar(12) NOT NULL, "published_at" varchar(24) NOT NULL, "created_at" varchar(24) NOT NULL, "expires_at" varchar(24) NOT NULL, "last_seen_at" varchar(24) NOT NULL)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_4e18f707749812fdd786582d33" ON "visitor_session" ("expires_at") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_d43b18fee9affad60f96334272" ON "visitor_session" ("workspace_id", "user_id") `,
    );
    // ALTER rather than the generated rebuild: a rebuild drops the table's triggers.
    await queryRunner.query(
      `ALTER TABLE "webhook_endpoint" ADD COLUMN "format" varchar(16) NOT NULL DEFAULT ('standard')`,
    );
    await queryRunner.query(`DROP INDEX "IDX_c38785d9ddfeaf114fc4cf1b06"`);
    await queryRunner.query(`DROP INDEX "IDX_668e22ee5f16ff4ff4be438012"`);
    await queryRunner.query(`DROP INDEX "IDX_9769dd2a87805736262e7ec83f"`);
    await queryRunner.query(`DROP INDEX "IDX_b3712f50b73e05f479ff9f736c"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_workspace_activity" ("id" varchar(12) PRIMARY KEY NOT NULL, "organization_id" varchar(12) NOT NULL, "created_at" varchar(24) NOT NULL, "updated_at" varchar(24) NOT NULL, "version" integer NOT NULL DEFAULT (1), "workspace_id" varchar(12) NOT NULL, "user_id" varchar(12) NOT NULL, "type" varchar(40) NOT NULL, "workspace_page_id" varchar(12), "workspace_plan_task_id" varchar(12), "file_id" varchar(12), "asset_id" varchar(12), "url" varchar(2048), CONSTRAINT "FK_5846bfe7e6d8e60570db544f5b8" FOREIGN KEY ("workspace_id") REFERENCES "workspace" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_workspace_activity"("id", "organization_id", "created_at", "updated_at", "version", "workspace_id", "user_id", "type", "workspace_page_id", "workspace_plan_task_id", "file_id", "asset_id", "url") SELECT "id", "organization_id", "created_at", "updated_at", "version", "workspace_id", "user_id", "type", "workspace_page_id", "workspace_plan_task_id", "file_id", "asset_id", "url" FROM "workspace_activity"`,
    );
    await queryRunner.query(`DROP TABLE "workspace_activity"`);
    await queryRunner.query(`ALTER TABLE "temporary_workspace_activity" RENAME TO "workspace_activity"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_c38785d9ddfeaf114fc4cf1b06" ON "workspace_activity" ("organization_id") `,
    );
    await queryRunner.query(`CREATE INDEX "IDX_668e22ee5f16ff4ff4be438012" ON "workspace_activity" ("created_at") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_9769dd2a87805736262e7ec83f" ON "workspace_activity" ("organization_id", "created_at", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_b3712f50b73e05f479ff9f736c" ON "workspace_activity" ("workspace_id", "created_at", "id") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_0fcd4621066de925b71c238c58"`);
    await queryRunner.query(`DROP INDEX "IDX_91115e50d1f1bc5026f839a998"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_visitor_sign_in" ("id" varchar(64) PRIMARY KEY NOT NULL, "organization_id" varchar(12) NOT NULL, "workspace_id" varchar(12) NOT NULL, "email" varchar(320) NOT NULL, "created_at" varchar(24) NOT NULL, "expires_at" varchar(24) NOT NULL, "used_at" varchar(24), CONSTRAINT "FK_91115e50d1f1bc5026f839a9989" FOREIGN KEY ("workspace_id") REFERENCES "workspace" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_visitor_sign_in"("id", "organization_id", "workspace_id", "email", "created_at", "expires_at", "used_at") SELECT "id", "organization_id", "workspace_id", "email", "created_at", "expires_at", "used_at" FROM "visitor_sign_in"`,
    );
    await queryRunner.query(`DROP TABLE "visitor_sign_in"`);
    await queryRunner.query(`ALTER TABLE "temporary_visitor_sign_in" RENAME TO "visitor_sign_in"`);
    await queryRunner.query(`CREATE INDEX "IDX_0fcd4621066de925b71c238c58" ON "visitor_sign_in" ("expires_at") `);
    await queryRunner.query(`CREATE INDEX "IDX_91115e50d1f1bc5026f839a998" ON "visitor_sign_in" ("workspace_id") `);
    await queryRunner.query(`DROP INDEX "IDX_4e18f707749812fdd786582d33"`);
    await queryRunner.query(`DROP INDEX "IDX_d43b18fee9affad60f96334272"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_visitor_session" ("id" varchar(64) PRIMARY KEY NOT NULL, "organization_id" varchar(12) NOT NULL, "workspace_id" varchar(12) NOT NULL, "user_id" varchar(12) NOT NULL, "published_at" varchar(24) NOT NULL, "created_at" varchar(24) NOT NULL, "expires_at" varchar(24) NOT NULL, "last_seen_at" varchar(24) NOT NULL, CONSTRAINT "FK_825c7882bb27fe732b430f7eb93" FOREIGN KEY ("workspace_id") REFERENCES "workspace" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_visitor_session"("id", "organization_id", "workspace_id", "user_id", "published_at", "created_at", "expires_at", "last_seen_at") SELECT "id", "organization_id", "workspace_id", "user_id", "published_at", "created_at", "expires_at", "last_seen_at" FROM "visitor_session"`,
    );
    await queryRunner.query(`DROP TABLE "visitor_session"`);
    await queryRunner.query(`ALTER TABLE "temporary_visitor_session" RENAME TO "visitor_session"`);
    await queryRunner.query(`CREATE INDEX "IDX_4e18f707749812fdd786582d33" ON "visitor_session" ("expires_at") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_d43b18fee9affad60f96334272" ON "visitor_session" ("workspace_id", "user_id") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_d43b18fee9affad60f96334272"`);
    await queryRunner.query(`DROP INDEX "IDX_4e18f707749812fdd786582d33"`);
    await queryRunner.query(`ALTER TABLE "visitor_session" RENAME TO "temporary_visitor_session"`);
    await queryRunner.query(
      `CREATE TABLE "visitor_session" ("id" varchar(64) PRIMARY KEY NOT NULL, "organization_id" varchar(12) NOT NULL, "workspace_id" varchar(12) NOT NULL, "user_id" varchar(12) NOT NULL, "published_at" varchar(24) NOT NULL, "created_at" varchar(24) NOT NULL, "expires_at" varchar(24) NOT NULL, "last_seen_at" varchar(24) NOT NULL)`,
    );
    await queryRunner.query(
      `INSERT INTO "visitor_session"("id", "organization_id", "workspace_id", "user_id", "published_at", "created_at", "expires_at", "last_seen_at") SELECT "id", "organization_id", "workspace_id", "user_id", "published_at", "created_at", "expires_at", "last_seen_at" FROM "temporary_visitor_session"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_visitor_session"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_d43b18fee9affad60f96334272" ON "visitor_session" ("workspace_id", "user_id") `,
    );
    await queryRunner.query(`CREATE INDEX "IDX_4e18f707749812fdd786582d33" ON "visitor_session" ("expires_at") `);
    await queryRunner.query(`DROP INDEX "IDX_91115e50d1f1bc5026f839a998"`);
    await queryRunner.query(`DROP INDEX "IDX_0fcd4621066de925b71c238c58"`);
    await queryRunner.query(`ALTER TABLE "visitor_sign_in" RENAME TO "temporary_visitor_sign_in"`);
    await queryRunner.query(
      `CREATE TABLE "visitor_sign_in" ("id" varchar(64) PRIMARY KEY NOT NULL, "organization_id" varchar(12) NOT NULL, "workspace_id" varchar(12) NOT NULL, "email" varchar(320) NOT NULL, "created_at" varchar(24) NOT NULL, "expires_at" varchar(24) NOT NULL, "used_at" varchar(24))`,
    );
    await queryRunner.query(
      `INSERT INTO "visitor_sign_in"("id", "organization_id", "workspace_id", "email", "created_at", "expires_at", "used_at") SELECT "id", "organization_id", "workspace_id", "email", "created_at", "expires_at", "used_at" FROM "temporary_visitor_sign_in"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_visitor_sign_in"`);
    await queryRunner.query(`CREATE INDEX "IDX_91115e50d1f1bc5026f839a998" ON "visitor_sign_in" ("workspace_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_0fcd4621066de925b71c238c58" ON "visitor_sign_in" ("expires_at") `);
    await queryRunner.query(`DROP INDEX "IDX_b3712f50b73e05f479ff9f736c"`);
    await queryRunner.query(`DROP INDEX "IDX_9769dd2a87805736262e7ec83f"`);
    await queryRunner.query(`DROP INDEX "IDX_668e22ee5f16ff4ff4be438012"`);
    await queryRunner.query(`DROP INDEX "IDX_c38785d9ddfeaf114fc4cf1b06"`);
    await queryRunner.query(`ALTER TABLE "workspace_activity" RENAME TO "temporary_workspace_activity"`);
    await queryRunner.query(
      `CREATE TABLE "workspace_activity" ("id" varchar(12) PRIMARY KEY NOT NULL, "organization_id" varchar(12) NOT NULL, "created_at" varchar(24) NOT NULL, "updated_at" varchar(24) NOT NULL, "version" integer NOT NULL DEFAULT (1), "workspace_id" varchar(12) NOT NULL, "user_id" varchar(12) NOT NULL, "type" varchar(40) NOT NULL, "workspace_page_id" varchar(12), "workspace_plan_task_id" varchar(12), "file_id" varchar(12), "asset_id" varchar(12), "url" varchar(2048))`,
    );
    await queryRunner.query(
      `INSERT INTO "workspace_activity"("id", "organization_id", "created_at", "updated_at", "version", "workspace_id", "user_id", "type", "workspace_page_id", "workspace_plan_task_id", "file_id", "asset_id", "url") SELECT "id", "organization_id", "created_at", "updated_at", "version", "workspace_id", "user_id", "type", "workspace_page_id", "workspace_plan_task_id", "file_id", "asset_id", "url" FROM "temporary_workspace_activity"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_workspace_activity"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_b3712f50b73e05f479ff9f736c" ON "workspace_activity" ("workspace_id", "created_at", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_9769dd2a87805736262e7ec83f" ON "workspace_activity" ("organization_id", "created_at", "id") `,
    );
    await queryRunner.query(`CREATE INDEX "IDX_668e22ee5f16ff4ff4be438012" ON "workspace_activity" ("created_at") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_c38785d9ddfeaf114fc4cf1b06" ON "workspace_activity" ("organization_id") `,
    );
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
