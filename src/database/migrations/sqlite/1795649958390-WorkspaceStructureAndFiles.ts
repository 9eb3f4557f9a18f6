import type { MigrationInterface, QueryRunner } from 'typeorm';
import { addOnePlanEach, PLAN_OF_TEMPLATE_TASK, PLAN_OF_WORKSPACE_TASK } from '../one-plan-each.js';

export class WorkspaceStructureAndFiles1795649958390 implements MigrationInterface {
  name = 'WorkspaceStructureAndFiles1795649958390';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "file" ("id" varchar(12) PRIMARY KEY NOT NULL, "organization_id" varchar(12) NOT NULL, "created_at" varchar(24) NOT NULL, "updated_at" varchar(24) NOT NULL, "version" integer NOT NULL DEFAULT (1), "name" varchar(255) NOT NULL, "size" integer NOT NULL, "content_type" varchar(127) NOT NULL, "sha256" varchar(64), "state" varchar(10) NOT NULL)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_4080896441fe5b2f3861a67b07" ON "file" ("organization_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_78129aeeb30ff511c26c448d9f" ON "file" ("state", "created_at") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_095897ff268c9350fea2dd6ea3" ON "file" ("organization_id", "created_at", "id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "template_plan" ("id" varchar(12) PRIMARY KEY NOT NULL, "organization_id" varchar(12) NOT NULL, "created_at" varchar(24) NOT NULL, "updated_at" varchar(24) NOT NULL, "version" integer NOT NULL DEFAULT (1), "template_id" varchar(12) NOT NULL, "title" varchar(255) NOT NULL, "is_collapsed" boolean NOT NULL DEFAULT (0), "view_type" varchar(10) NOT NULL DEFAULT ('list'), "index" integer NOT NULL)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_074e25461827517c2d0f890c56" ON "template_plan" ("organization_id") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_cd0f8a645e2d30843cc63b83a5" ON "template_plan" ("template_id", "index") `,
    );
    await queryRunner.query(
      `CREATE TABLE "workspace_plan" ("id" varchar(12) PRIMARY KEY NOT NULL, "organization_id" varchar(12) NOT NULL, "created_at" varchar(24) NOT NULL, "updated_at" varchar(24) NOT NULL, "version" integer NOT NULL DEFAULT (1), "workspace_id" varchar(12) NOT NULL, "template_plan_id" varchar(12), "title" varchar(255) NOT NULL, "is_collapsed" boolean NOT NULL DEFAULT (0), "view_type" varchar(10) NOT NULL DEFAULT ('list'), "index" integer NOT NULL)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_16cae4ddfd0aa3bfefce3496fa" ON "workspace_plan" ("organization_id") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_019923b9103ecb67eaef3034ac" ON "workspace_plan" ("organization_id", "created_at", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_b7daa3b3fdc72ad622c9e8542a" ON "workspace_plan" ("workspace_id", "index") `,
    );
    await queryRunner.query(
      `CREATE TABLE "template_page" ("id" varchar(12) PRIMARY KEY NOT NULL, "organization_id" varchar(12) NOT NULL, "created_at" varchar(24) NOT NULL, "updated_at" varchar(24) NOT NULL, "version" integer NOT NULL DEFAULT (1), "template_id" varchar(12) NOT NULL, "title" varchar(255) NOT NULL, "index" integer NOT NULL, "is_hidden" boolean NOT NULL DEFAULT (0))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_7e8e75623be48f42090aabc5d0" ON "template_page" ("organization_id") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_600f8054fb2c8b5a0c698b4ec1" ON "template_page" ("template_id", "index") `,
    );
    await queryRunner.query(
      `CREATE TABLE "template_section" ("id" varchar(12) PRIMARY KEY NOT NULL, "organization_id" varchar(12) NOT NULL, "created_at" varchar(24) NOT NULL, "updated_at" varchar(24) NOT NULL, "version" integer NOT NULL DEFAULT (1), "title" varchar(255) NOT NULL, "kind" varchar(10) NOT NULL, "index" integer NOT NULL, "is_hidden" boolean NOT NULL DEFAULT (0), "text" text, "asset_ids" text, "link_url" varchar(2048), "file_id" varchar(12), "template_id" varchar(12) NOT NULL, "template_page_id" varchar(12) NOT NULL, "plan_index" integer)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_19136016a7cd8404e0d767f3e1" ON "template_section" ("organization_id") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_105a72ec96b920b55ef0d4d856" ON "template_section" ("template_page_id", "index") `,
    );
    await queryRunner.query(
      `CREATE TABLE "workspace_page" ("id" varchar(12) PRIMARY KEY NOT NULL, "organization_id" varchar(12) NOT NULL, "created_at" varchar(24) NOT NULL, "updated_at" varchar(24) NOT NULL, "version" integer NOT NULL DEFAULT (1), "workspace_id" varchar(12) NOT NULL, "title" varchar(255) NOT NULL, "index" integer NOT NULL, "is_hidden" boolean NOT NULL DEFAULT (0))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_5c5eaede6f74ff9cc609309c5b" ON "workspace_page" ("organization_id") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_4396ca09a80d03a888f19a38da" ON "workspace_page" ("organization_id", "created_at", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_71ed5f705dcb9f83a31046bfa9" ON "workspace_page" ("workspace_id", "index") `,
    );
    await queryRunner.query(
      `CREATE TABLE "workspace_section" ("id" varchar(12) PRIMARY KEY NOT NULL, "organization_id" varchar(12) NOT NULL, "created_at" varchar(24) NOT NULL, "updated_at" varchar(24) NOT NULL, "version" integer NOT NULL DEFAULT (1), "title" varchar(255) NOT NULL, "kind" varchar(10) NOT NULL, "index" integer NOT NULL, "is_hidden" boolean NOT NULL DEFAULT (0), "text" text, "asset_ids" text, "link_url" varchar(2048), "file_id" varchar(12), "workspace_id" varchar(12) NOT NULL, "workspace_page_id" varchar(12) NOT NULL, "workspace_plan_id" varchar(12))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_67b61a23a5a9ed12a0f4be4b5f" ON "workspace_section" ("organization_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_62acc807c4366fdecdcd959ba7" ON "workspace_section" ("organization_id", "created_at", "id") `,
    );
    await queryRunner.query(`CREATE INDEX "IDX_ab75b99aa937603f8634aadd83" ON "workspace_section" ("workspace_id") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_91be3f818b8ba5ae75c6fa4ab3" ON "workspace_section" ("workspace_page_id", "index") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_605c4b5e96102b103a1d143a0c"`);
    await queryRunner.query(`DROP INDEX "IDX_ab67a0a4ea2317a5b89d60d9a6"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_asset" ("id" varchar(12) PRIMARY KEY NOT NULL, "organization_id" varchar(12) NOT NULL, "created_at" varchar(24) NOT NULL, "updated_at" varchar(24) NOT NULL, "name" varchar(255) NOT NULL, "description" text, "views" integer NOT NULL DEFAULT (0), "shares" integer NOT NULL DEFAULT (0), "asset_type" varchar(20) NOT NULL, "asset_url" varchar(2048) NOT NULL, "version" integer NOT NULL DEFAULT (1), "file_id" varchar(12))`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_asset"("id", "organization_id", "created_at", "updated_at", "name", "description", "views", "shares", "asset_type", "asset_url", "version") SELECT "id", "organization_id", "created_at", "updated_at", "name", "description", "views", "shares", "asset_type", "asset_url", "version" FROM "asset"`,
    );
    await queryRunner.query(`DROP TABLE "asset"`);
    await queryRunner.query(`ALTER TABLE "temporary_asset" RENAME TO "asset"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_605c4b5e96102b103a1d143a0c" ON "asset" ("organization_id", "created_at", "id") `,
    );
    await queryRunner.query(`CREATE INDEX "IDX_ab67a0a4ea2317a5b89d60d9a6" ON "asset" ("organization_id") `);
    await queryRunner.query(`DROP INDEX "IDX_d14b98c504673093fafe03f269"`);
    await queryRunner.query(`DROP INDEX "IDX_ddef319853f6bdbc411b8874a6"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_template" ("id" varchar(12) PRIMARY KEY NOT NULL, "organization_id" varchar(12) NOT NULL, "created_at" varchar(24) NOT NULL, "updated_at" varchar(24) NOT NULL, "name" varchar(255) NOT NULL, "title" varchar(255), "types" text NOT NULL, "chat_channel_enabled" boolean NOT NULL DEFAULT (0), "messages_enabled" boolean NOT NULL DEFAULT (1), "stages_enabled" boolean NOT NULL DEFAULT (0), "version" integer NOT NULL DEFAULT (1), "key_dates_enabled" boolean NOT NULL DEFAULT (0))`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_template"("id", "organization_id", "created_at", "updated_at", "name", "title", "types", "chat_channel_enabled", "messages_enabled", "stages_enabled", "version") SELECT "id", "organization_id", "created_at", "updated_at", "name", "title", "types", "chat_channel_enabled", "messages_enabled", "stages_enabled", "version" FROM "template"`,
    );
    await queryRunner.query(`DROP TABLE "template"`);
    await queryRunner.query(`ALTER TABLE "temporary_template" RENAME TO "template"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_d14b98c504673093fafe03f269" ON "template" ("organization_id", "created_at", "id") `,
    );
    await queryRunner.query(`CREATE INDEX "IDX_ddef319853f6bdbc411b8874a6" ON "template" ("organization_id") `);
    await queryRunner.query(`DROP INDEX "IDX_24c2f7120d35b728bbefb30732"`);
    await queryRunner.query(`DROP INDEX "IDX_c5137e455182c3b19a681353c0"`);
    await addOnePlanEach(queryRunner, () => '?');
    await queryRunner.query(
      `CREATE TABLE "temporary_template_plan_task" ("id" varchar(12) PRIMARY KEY NOT NULL, "organization_id" varchar(12) NOT NULL, "created_at" varchar(24) NOT NULL, "updated_at" varchar(24) NOT NULL, "template_id" varchar(12) NOT NULL, "index" integer NOT NULL, "title" varchar(500) NOT NULL, "description" text, "is_internal" boolean NOT NULL DEFAULT (0), "action_type" varchar(20), "action_link_url" varchar(2048), "action_link_name" varchar(255), "action_text" text, "show_action_text" boolean NOT NULL DEFAULT (0), "start_offset_days" integer, "due_offset_days" integer, "version" integer NOT NULL DEFAULT (1), "template_plan_id" varchar(12) NOT NULL, CONSTRAINT "FK_86bf5d77d353ff5b8ec49c233d9" FOREIGN KEY ("template_id") REFERENCES "template" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_template_plan_task"("id", "organization_id", "created_at", "updated_at", "template_id", "index", "title", "description", "is_internal", "action_type", "action_link_url", "action_link_name", "action_text", "show_action_text", "start_offset_days", "due_offset_days", "version", "template_plan_id") SELECT "id", "organization_id", "created_at", "updated_at", "template_id", "index", "title", "description", "is_internal", "action_type", "action_link_url", "action_link_name", "action_text", "show_action_text", "start_offset_days", "due_offset_days", "version", ${PLAN_OF_TEMPLATE_TASK} FROM "template_plan_task"`,
    );
    await queryRunner.query(`DROP TABLE "template_plan_task"`);
    await queryRunner.query(`ALTER TABLE "temporary_template_plan_task" RENAME TO "template_plan_task"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_24c2f7120d35b728bbefb30732" ON "template_plan_task" ("template_id", "index") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_c5137e455182c3b19a681353c0" ON "template_plan_task" ("organization_id") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_b24cbb1f7c60d253177d603cc8"`);
    await queryRunner.query(`DROP INDEX "IDX_5465286d4a899aed2e48b75cf9"`);
    await queryRunner.query(`DROP INDEX "IDX_3192475a5fbb20840d55622bc2"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_workspace_plan_task" ("id" varchar(12) PRIMARY KEY NOT NULL, "organization_id" varchar(12) NOT NULL, "created_at" varchar(24) NOT NULL, "updated_at" varchar(24) NOT NULL, "workspace_id" varchar(12) NOT NULL, "template_plan_task_id" varchar(12), "index" integer NOT NULL, "title" varchar(500) NOT NULL, "description" text, "status" varchar(20) NOT NULL, "completed_at" varchar(24), "is_internal" boolean NOT NULL DEFAULT (0), "action_type" varchar(20), "action_link_url" varchar(2048), "action_link_name" varchar(255), "action_text" text, "show_action_text" boolean NOT NULL DEFAULT (0), "start_date" varchar(10), "due_date" varchar(10), "version" integer NOT NULL DEFAULT (1), "workspace_plan_id" varchar(12) NOT NULL, CONSTRAINT "FK_509b68c683a7de8e80500f84af3" FOREIGN KEY ("workspace_id") REFERENCES "workspace" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_workspace_plan_task"("id", "organization_id", "created_at", "updated_at", "workspace_id", "template_plan_task_id", "index", "title", "description", "status", "completed_at", "is_internal", "action_type", "action_link_url", "action_link_name", "action_text", "show_action_text", "start_date", "due_date", "version", "workspace_plan_id") SELECT "id", "organization_id", "created_at", "updated_at", "workspace_id", "template_plan_task_id", "index", "title", "description", "status", "completed_at", "is_internal", "action_type", "action_link_url", "action_link_name", "action_text", "show_action_text", "start_date", "due_date", "version", ${PLAN_OF_WORKSPACE_TASK} FROM "workspace_plan_task"`,
    );
    await queryRunner.query(`DROP TABLE "workspace_plan_task"`);
    await queryRunner.query(`ALTER TABLE "temporary_workspace_plan_task" RENAME TO "workspace_plan_task"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_b24cbb1f7c60d253177d603cc8" ON "workspace_plan_task" ("workspace_id", "index") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_5465286d4a899aed2e48b75cf9" ON "workspace_plan_task" ("organization_id", "created_at", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_3192475a5fbb20840d55622bc2" ON "workspace_plan_task" ("organization_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_d502bc459306b73c9e9160f614" ON "template_plan_task" ("template_plan_id", "index") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_b36da34f05d2821a31ec203140" ON "workspace_plan_task" ("workspace_plan_id", "index") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_605c4b5e96102b103a1d143a0c"`);
    await queryRunner.query(`DROP INDEX "IDX_ab67a0a4ea2317a5b89d60d9a6"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_asset" ("id" varchar(12) PRIMARY KEY NOT NULL, "organization_id" varchar(12) NOT NULL, "created_at" varchar(24) NOT NULL, "updated_at" varchar(24) NOT NULL, "name" varchar(255) NOT NULL, "description" text, "views" integer NOT NULL DEFAULT (0), "shares" integer NOT NULL DEFAULT (0), "asset_type" varchar(20) NOT NULL, "asset_url" varchar(2048) NOT NULL, "version" integer NOT NULL DEFAULT (1), "file_id" varchar(12), CONSTRAINT "FK_e44979bf6b094023af73dee4325" FOREIGN KEY ("file_id") REFERENCES "file" ("id") ON DELETE SET NULL ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_asset"("id", "organization_id", "created_at", "updated_at", "name", "description", "views", "shares", "asset_type", "asset_url", "version", "file_id") SELECT "id", "organization_id", "created_at", "updated_at", "name", "description", "views", "shares", "asset_type", "asset_url", "version", "file_id" FROM "asset"`,
    );
    await queryRunner.query(`DROP TABLE "asset"`);
    await queryRunner.query(`ALTER TABLE "temporary_asset" RENAME TO "asset"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_605c4b5e96102b103a1d143a0c" ON "asset" ("organization_id", "created_at", "id") `,
    );
    await queryRunner.query(`CREATE INDEX "IDX_ab67a0a4ea2317a5b89d60d9a6" ON "asset" ("organization_id") `);
    await queryRunner.query(`DROP INDEX "IDX_074e25461827517c2d0f890c56"`);
    await queryRunner.query(`DROP INDEX "IDX_cd0f8a645e2d30843cc63b83a5"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_template_plan" ("id" varchar(12) PRIMARY KEY NOT NULL, "organization_id" varchar(12) NOT NULL, "created_at" varchar(24) NOT NULL, "updated_at" varchar(24) NOT NULL, "version" integer NOT NULL DEFAULT (1), "template_id" varchar(12) NOT NULL, "title" varchar(255) NOT NULL, "is_collapsed" boolean NOT NULL DEFAULT (0), "view_type" varchar(10) NOT NULL DEFAULT ('list'), "index" integer NOT NULL, CONSTRAINT "FK_94b00f27c6aa8bb28d0683721dd" FOREIGN KEY ("template_id") REFERENCES "template" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_template_plan"("id", "organization_id", "created_at", "updated_at", "version", "template_id", "title", "is_collapsed", "view_type", "index") SELECT "id", "organization_id", "created_at", "updated_at", "version", "template_id", "title", "is_collapsed", "view_type", "index" FROM "template_plan"`,
    );
    await queryRunner.query(`DROP TABLE "template_plan"`);
    await queryRunner.query(`ALTER TABLE "temporary_template_plan" RENAME TO "template_plan"`);
    await queryRunner.query(`CREATE INDEX "IDX_074e25461827517c2d0f890c56" ON "template_plan" ("organization_id") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_cd0f8a645e2d30843cc63b83a5" ON "template_plan" ("template_id", "index") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_24c2f7120d35b728bbefb30732"`);
    await queryRunner.query(`DROP INDEX "IDX_c5137e455182c3b19a681353c0"`);
    await queryRunner.query(`DROP INDEX "IDX_d502bc459306b73c9e9160f614"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_template_plan_task" ("id" varchar(12) PRIMARY KEY NOT NULL, "organization_id" varchar(12) NOT NULL, "created_at" varchar(24) NOT NULL, "updated_at" varchar(24) NOT NULL, "template_id" varchar(12) NOT NULL, "index" integer NOT NULL, "title" varchar(500) NOT NULL, "description" text, "is_internal" boolean NOT NULL DEFAULT (0), "action_type" varchar(20), "action_link_url" varchar(2048), "action_link_name" varchar(255), "action_text" text, "show_action_text" boolean NOT NULL DEFAULT (0), "start_offset_days" integer, "due_offset_days" integer, "version" integer NOT NULL DEFAULT (1), "template_plan_id" varchar(12) NOT NULL, CONSTRAINT "FK_86bf5d77d353ff5b8ec49c233d9" FOREIGN KEY ("template_id") REFERENCES "template" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_4213090e32768a6bf22fdfb130e" FOREIGN KEY ("template_plan_id") REFERENCES "template_plan" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_template_plan_task"("id", "organization_id", "created_at", "updated_at", "template_id", "index", "title", "description", "is_internal", "action_type", "action_link_url", "action_link_name", "action_text", "show_action_text", "start_offset_days", "due_offset_days", "version", "template_plan_id") SELECT "id", "organization_id", "created_at", "updated_at", "template_id", "index", "title", "description", "is_internal", "action_type", "action_link_url", "action_link_name", "action_text", "show_action_text", "start_offset_days", "due_offset_days", "version", "template_plan_id" FROM "template_plan_task"`,
    );
    await queryRunner.query(`DROP TABLE "template_plan_task"`);
    await queryRunner.query(`ALTER TABLE "temporary_template_plan_task" RENAME TO "template_plan_task"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_24c2f7120d35b728bbefb30732" ON "template_plan_task" ("template_id", "index") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_c5137e455182c3b19a681353c0" ON "template_plan_task" ("organization_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_d502bc459306b73c9e9160f614" ON "template_plan_task" ("template_plan_id", "index") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_16cae4ddfd0aa3bfefce3496fa"`);
    await queryRunner.query(`DROP INDEX "IDX_019923b9103ecb67eaef3034ac"`);
    await queryRunner.query(`DROP INDEX "IDX_b7daa3b3fdc72ad622c9e8542a"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_workspace_plan" ("id" varchar(12) PRIMARY KEY NOT NULL, "organization_id" varchar(12) NOT NULL, "created_at" varchar(24) NOT NULL, "updated_at" varchar(24) NOT NULL, "version" integer NOT NULL DEFAULT (1), "workspace_id" varchar(12) NOT NULL, "template_plan_id" varchar(12), "title" varchar(255) NOT NULL, "is_collapsed" boolean NOT NULL DEFAULT (0), "view_type" varchar(10) NOT NULL DEFAULT ('list'), "index" integer NOT NULL, CONSTRAINT "FK_6831a1ad3f8851a102d17c8e489" FOREIGN KEY ("workspace_id") REFERENCES "workspace" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_workspace_plan"("id", "organization_id", "created_at", "updated_at", "version", "workspace_id", "template_plan_id", "title", "is_collapsed", "view_type", "index") SELECT "id", "organization_id", "created_at", "updated_at", "version", "workspace_id", "template_plan_id", "title", "is_collapsed", "view_type", "index" FROM "workspace_plan"`,
    );
    await queryRunner.query(`DROP TABLE "workspace_plan"`);
    await queryRunner.query(`ALTER TABLE "temporary_workspace_plan" RENAME TO "workspace_plan"`);
    await queryRunner.query(`CREATE INDEX "IDX_16cae4ddfd0aa3bfefce3496fa" ON "workspace_plan" ("organization_id") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_019923b9103ecb67eaef3034ac" ON "workspace_plan" ("organization_id", "created_at", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_b7daa3b3fdc72ad622c9e8542a" ON "workspace_plan" ("workspace_id", "index") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_b24cbb1f7c60d253177d603cc8"`);
    await queryRunner.query(`DROP INDEX "IDX_5465286d4a899aed2e48b75cf9"`);
    await queryRunner.query(`DROP INDEX "IDX_3192475a5fbb20840d55622bc2"`);
    await queryRunner.query(`DROP INDEX "IDX_b36da34f05d2821a31ec203140"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_workspace_plan_task" ("id" varchar(12) PRIMARY KEY NOT NULL, "organization_id" varchar(12) NOT NULL, "created_at" varchar(24) NOT NULL, "updated_at" varchar(24) NOT NULL, "workspace_id" varchar(12) NOT NULL, "template_plan_task_id" varchar(12), "index" integer NOT NULL, "title" varchar(500) NOT NULL, "description" text, "status" varchar(20) NOT NULL, "completed_at" varchar(24), "is_internal" boolean NOT NULL DEFAULT (0), "action_type" varchar(20), "action_link_url" varchar(2048), "action_link_name" varchar(255), "action_text" text, "show_action_text" boolean NOT NULL DEFAULT (0), "start_date" varchar(10), "due_date" varchar(10), "version" integer NOT NULL DEFAULT (1), "workspace_plan_id" varchar(12) NOT NULL, CONSTRAINT "FK_509b68c683a7de8e80500f84af3" FOREIGN KEY ("workspace_id") REFERENCES "workspace" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_2728a0e7f35b7f37ea799ce3902" FOREIGN KEY ("workspace_plan_id") REFERENCES "workspace_plan" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_workspace_plan_task"("id", "organization_id", "created_at", "updated_at", "workspace_id", "template_plan_task_id", "index", "title", "description", "status", "completed_at", "is_internal", "action_type", "action_link_url", "action_link_name", "action_text", "show_action_text", "start_date", "due_date", "version", "workspace_plan_id") SELECT "id", "organization_id", "created_at", "updated_at", "workspace_id", "template_plan_task_id", "index", "title", "description", "status", "completed_at", "is_internal", "action_type", "action_link_url", "action_link_name", "action_text", "show_action_text", "start_date", "due_date", "version", "workspace_plan_id" FROM "workspace_plan_task"`,
    );
    await queryRunner.query(`DROP TABLE "workspace_plan_task"`);
    await queryRunner.query(`ALTER TABLE "temporary_workspace_plan_task" RENAME TO "workspace_plan_task"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_b24cbb1f7c60d253177d603cc8" ON "workspace_plan_task" ("workspace_id", "index") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_5465286d4a899aed2e48b75cf9" ON "workspace_plan_task" ("organization_id", "created_at", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_3192475a5fbb20840d55622bc2" ON "workspace_plan_task" ("organization_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_b36da34f05d2821a31ec203140" ON "workspace_plan_task" ("workspace_plan_id", "index") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_7e8e75623be48f42090aabc5d0"`);
    await queryRunner.query(`DROP INDEX "IDX_600f8054fb2c8b5a0c698b4ec1"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_template_page" ("id" varchar(12) PRIMARY KEY NOT NULL, "organization_id" varchar(12) NOT NULL, "created_at" varchar(24) NOT NULL, "updated_at" varchar(24) NOT NULL, "version" integer NOT NULL DEFAULT (1), "template_id" varchar(12) NOT NULL, "title" varchar(255) NOT NULL, "index" integer NOT NULL, "is_hidden" boolean NOT NULL DEFAULT (0), CONSTRAINT "FK_34f5c6734b01bf5584f40351d4d" FOREIGN KEY ("template_id") REFERENCES "template" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_template_page"("id", "organization_id", "created_at", "updated_at", "version", "template_id", "title", "index", "is_hidden") SELECT "id", "organization_id", "created_at", "updated_at", "version", "template_id", "title", "index", "is_hidden" FROM "template_page"`,
    );
    await queryRunner.query(`DROP TABLE "template_page"`);
    await queryRunner.query(`ALTER TABLE "temporary_template_page" RENAME TO "template_page"`);
    await queryRunner.query(`CREATE INDEX "IDX_7e8e75623be48f42090aabc5d0" ON "template_page" ("organization_id") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_600f8054fb2c8b5a0c698b4ec1" ON "template_page" ("template_id", "index") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_19136016a7cd8404e0d767f3e1"`);
    await queryRunner.query(`DROP INDEX "IDX_105a72ec96b920b55ef0d4d856"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_template_section" ("id" varchar(12) PRIMARY KEY NOT NULL, "organization_id" varchar(12) NOT NULL, "created_at" varchar(24) NOT NULL, "updated_at" varchar(24) NOT NULL, "version" integer NOT NULL DEFAULT (1), "title" varchar(255) NOT NULL, "kind" varchar(10) NOT NULL, "index" integer NOT NULL, "is_hidden" boolean NOT NULL DEFAULT (0), "text" text, "asset_ids" text, "link_url" varchar(2048), "file_id" varchar(12), "template_id" varchar(12) NOT NULL, "template_page_id" varchar(12) NOT NULL, "plan_index" integer, CONSTRAINT "FK_ab7df61275e48a02459f52e1ea4" FOREIGN KEY ("template_page_id") REFERENCES "template_page" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_template_section"("id", "organization_id", "created_at", "updated_at", "version", "title", "kind", "index", "is_hidden", "text", "asset_ids", "link_url", "file_id", "template_id", "template_page_id", "plan_index") SELECT "id", "organization_id", "created_at", "updated_at", "version", "title", "kind", "index", "is_hidden", "text", "asset_ids", "link_url", "file_id", "template_id", "template_page_id", "plan_index" FROM "template_section"`,
    );
    await queryRunner.query(`DROP TABLE "template_section"`);
    await queryRunner.query(`ALTER TABLE "temporary_template_section" RENAME TO "template_section"`);
    await queryRunner.query(`CREATE INDEX "IDX_19136016a7cd8404e0d767f3e1" ON "template_section" ("organization_id") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_105a72ec96b920b55ef0d4d856" ON "template_section" ("template_page_id", "index") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_5c5eaede6f74ff9cc609309c5b"`);
    await queryRunner.query(`DROP INDEX "IDX_4396ca09a80d03a888f19a38da"`);
    await queryRunner.query(`DROP INDEX "IDX_71ed5f705dcb9f83a31046bfa9"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_workspace_page" ("id" varchar(12) PRIMARY KEY NOT NULL, "organization_id" varchar(12) NOT NULL, "created_at" varchar(24) NOT NULL, "updated_at" varchar(24) NOT NULL, "version" integer NOT NULL DEFAULT (1), "workspace_id" varchar(12) NOT NULL, "title" varchar(255) NOT NULL, "index" integer NOT NULL, "is_hidden" boolean NOT NULL DEFAULT (0), CONSTRAINT "FK_d5bb72fea6c62627e6b1c5b5edf" FOREIGN KEY ("workspace_id") REFERENCES "workspace" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_workspace_page"("id", "organization_id", "created_at", "updated_at", "version", "workspace_id", "title", "index", "is_hidden") SELECT "id", "organization_id", "created_at", "updated_at", "version", "workspace_id", "title", "index", "is_hidden" FROM "workspace_page"`,
    );
    await queryRunner.query(`DROP TABLE "workspace_page"`);
    await queryRunner.query(`ALTER TABLE "temporary_workspace_page" RENAME TO "workspace_page"`);
    await queryRunner.query(`CREATE INDEX "IDX_5c5eaede6f74ff9cc609309c5b" ON "workspace_page" ("organization_id") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_4396ca09a80d03a888f19a38da" ON "workspace_page" ("organization_id", "created_at", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_71ed5f705dcb9f83a31046bfa9" ON "workspace_page" ("workspace_id", "index") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_67b61a23a5a9ed12a0f4be4b5f"`);
    await queryRunner.query(`DROP INDEX "IDX_62acc807c4366fdecdcd959ba7"`);
    await queryRunner.query(`DROP INDEX "IDX_ab75b99aa937603f8634aadd83"`);
    await queryRunner.query(`DROP INDEX "IDX_91be3f818b8ba5ae75c6fa4ab3"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_workspace_section" ("id" varchar(12) PRIMARY KEY NOT NULL, "organization_id" varchar(12) NOT NULL, "created_at" varchar(24) NOT NULL, "updated_at" varchar(24) NOT NULL, "version" integer NOT NULL DEFAULT (1), "title" varchar(255) NOT NULL, "kind" varchar(10) NOT NULL, "index" integer NOT NULL, "is_hidden" boolean NOT NULL DEFAULT (0), "text" text, "asset_ids" text, "link_url" varchar(2048), "file_id" varchar(12), "workspace_id" varchar(12) NOT NULL, "workspace_page_id" varchar(12) NOT NULL, "workspace_plan_id" varchar(12), CONSTRAINT "FK_f8000956a760b9defc9fd6224d7" FOREIGN KEY ("workspace_page_id") REFERENCES "workspace_page" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_08da8627f4d116813ae82284d44" FOREIGN KEY ("workspace_plan_id") REFERENCES "workspace_plan" ("id") ON DELETE SET NULL ON UPDATE NO ACTION, CONSTRAINT "FK_c85835bc7ae881595a1c6cd12e1" FOREIGN KEY ("file_id") REFERENCES "file" ("id") ON DELETE SET NULL ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_workspace_section"("id", "organization_id", "created_at", "updated_at", "version", "title", "kind", "index", "is_hidden", "text", "asset_ids", "link_url", "file_id", "workspace_id", "workspace_page_id", "workspace_plan_id") SELECT "id", "organization_id", "created_at", "updated_at", "version", "title", "kind", "index", "is_hidden", "text", "asset_ids", "link_url", "file_id", "workspace_id", "workspace_page_id", "workspace_plan_id" FROM "workspace_section"`,
    );
    await queryRunner.query(`DROP TABLE "workspace_section"`);
    await queryRunner.query(`ALTER TABLE "temporary_workspace_section" RENAME TO "workspace_section"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_67b61a23a5a9ed12a0f4be4b5f" ON "workspace_section" ("organization_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_62acc807c4366fdecdcd959ba7" ON "workspace_section" ("organization_id", "created_at", "id") `,
    );
    await queryRunner.query(`CREATE INDEX "IDX_ab75b99aa937603f8634aadd83" ON "workspace_section" ("workspace_id") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_91be3f818b8ba5ae75c6fa4ab3" ON "workspace_section" ("workspace_page_id", "index") `,
    );
    // A file's bytes, in order; not an entity (no binary column type TypeORM shares between the dialects).
    await queryRunner.query(
      `CREATE TABLE "file_chunk" ("file_id" varchar(12) NOT NULL REFERENCES "file" ("id") ON DELETE CASCADE, "seq" integer NOT NULL, "data" blob NOT NULL, PRIMARY KEY ("file_id", "seq"))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "file_chunk"`);
    await queryRunner.query(`DROP INDEX "IDX_91be3f818b8ba5ae75c6fa4ab3"`);
    await queryRunner.query(`DROP INDEX "IDX_ab75b99aa937603f8634aadd83"`);
    await queryRunner.query(`DROP INDEX "IDX_62acc807c4366fdecdcd959ba7"`);
    await queryRunner.query(`DROP INDEX "IDX_67b61a23a5a9ed12a0f4be4b5f"`);
    await queryRunner.query(`ALTER TABLE "workspace_section" RENAME TO "temporary_workspace_section"`);
    await queryRunner.query(
      `CREATE TABLE "workspace_section" ("id" varchar(12) PRIMARY KEY NOT NULL, "organization_id" varchar(12) NOT NULL, "created_at" varchar(24) NOT NULL, "updated_at" varchar(24) NOT NULL, "version" integer NOT NULL DEFAULT (1), "title" varchar(255) NOT NULL, "kind" varchar(10) NOT NULL, "index" integer NOT NULL, "is_hidden" boolean NOT NULL DEFAULT (0), "text" text, "asset_ids" text, "link_url" varchar(2048), "file_id" varchar(12), "workspace_id" varchar(12) NOT NULL, "workspace_page_id" varchar(12) NOT NULL, "workspace_plan_id" varchar(12))`,
    );
    await queryRunner.query(
      `INSERT INTO "workspace_section"("id", "organization_id", "created_at", "updated_at", "version", "title", "kind", "index", "is_hidden", "text", "asset_ids", "link_url", "file_id", "workspace_id", "workspace_page_id", "workspace_plan_id") SELECT "id", "organization_id", "created_at", "updated_at", "version", "title", "kind", "index", "is_hidden", "text", "asset_ids", "link_url", "file_id", "workspace_id", "workspace_page_id", "workspace_plan_id" FROM "temporary_workspace_section"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_workspace_section"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_91be3f818b8ba5ae75c6fa4ab3" ON "workspace_section" ("workspace_page_id", "index") `,
    );
    await queryRunner.query(`CREATE INDEX "IDX_ab75b99aa937603f8634aadd83" ON "workspace_section" ("workspace_id") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_62acc807c4366fdecdcd959ba7" ON "workspace_section" ("organization_id", "created_at", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_67b61a23a5a9ed12a0f4be4b5f" ON "workspace_section" ("organization_id") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_71ed5f705dcb9f83a31046bfa9"`);
    await queryRunner.query(`DROP INDEX "IDX_4396ca09a80d03a888f19a38da"`);
    await queryRunner.query(`DROP INDEX "IDX_5c5eaede6f74ff9cc609309c5b"`);
    await queryRunner.query(`ALTER TABLE "workspace_page" RENAME TO "temporary_workspace_page"`);
    await queryRunner.query(
      `CREATE TABLE "workspace_page" ("id" varchar(12) PRIMARY KEY NOT NULL, "organization_id" varchar(12) NOT NULL, "created_at" varchar(24) NOT NULL, "updated_at" varchar(24) NOT NULL, "version" integer NOT NULL DEFAULT (1), "workspace_id" varchar(12) NOT NULL, "title" varchar(255) NOT NULL, "index" integer NOT NULL, "is_hidden" boolean NOT NULL DEFAULT (0))`,
    );
    await queryRunner.query(
      `INSERT INTO "workspace_page"("id", "organization_id", "created_at", "updated_at", "version", "workspace_id", "title", "index", "is_hidden") SELECT "id", "organization_id", "created_at", "updated_at", "version", "workspace_id", "title", "index", "is_hidden" FROM "temporary_workspace_page"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_workspace_page"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_71ed5f705dcb9f83a31046bfa9" ON "workspace_page" ("workspace_id", "index") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_4396ca09a80d03a888f19a38da" ON "workspace_page" ("organization_id", "created_at", "id") `,
    );
    await queryRunner.query(`CREATE INDEX "IDX_5c5eaede6f74ff9cc609309c5b" ON "workspace_page" ("organization_id") `);
    await queryRunner.query(`DROP INDEX "IDX_105a72ec96b920b55ef0d4d856"`);
    await queryRunner.query(`DROP INDEX "IDX_19136016a7cd8404e0d767f3e1"`);
    await queryRunner.query(`ALTER TABLE "template_section" RENAME TO "temporary_template_section"`);
    await queryRunner.query(
      `CREATE TABLE "template_section" ("id" varchar(12) PRIMARY KEY NOT NULL, "organization_id" varchar(12) NOT NULL, "created_at" varchar(24) NOT NULL, "updated_at" varchar(24) NOT NULL, "version" integer NOT NULL DEFAULT (1), "title" varchar(255) NOT NULL, "kind" varchar(10) NOT NULL, "index" integer NOT NULL, "is_hidden" boolean NOT NULL DEFAULT (0), "text" text, "asset_ids" text, "link_url" varchar(2048), "file_id" varchar(12), "template_id" varchar(12) NOT NULL, "template_page_id" varchar(12) NOT NULL, "plan_index" integer)`,
    );
    await queryRunner.query(
      `INSERT INTO "template_section"("id", "organization_id", "created_at", "updated_at", "version", "title", "kind", "index", "is_hidden", "text", "asset_ids", "link_url", "file_id", "template_id", "template_page_id", "plan_index") SELECT "id", "organization_id", "created_at", "updated_at", "version", "title", "kind", "index", "is_hidden", "text", "asset_ids", "link_url", "file_id", "template_id", "template_page_id", "plan_index" FROM "temporary_template_section"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_template_section"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_105a72ec96b920b55ef0d4d856" ON "template_section" ("template_page_id", "index") `,
    );
    await queryRunner.query(`CREATE INDEX "IDX_19136016a7cd8404e0d767f3e1" ON "template_section" ("organization_id") `);
    await queryRunner.query(`DROP INDEX "IDX_600f8054fb2c8b5a0c698b4ec1"`);
    await queryRunner.query(`DROP INDEX "IDX_7e8e75623be48f42090aabc5d0"`);
    await queryRunner.query(`ALTER TABLE "template_page" RENAME TO "temporary_template_page"`);
    await queryRunner.query(
      `CREATE TABLE "template_page" ("id" varchar(12) PRIMARY KEY NOT NULL, "organization_id" varchar(12) NOT NULL, "created_at" varchar(24) NOT NULL, "updated_at" varchar(24) NOT NULL, "version" integer NOT NULL DEFAULT (1), "template_id" varchar(12) NOT NULL, "title" varchar(255) NOT NULL, "index" integer NOT NULL, "is_hidden" boolean NOT NULL DEFAULT (0))`,
    );
    await queryRunner.query(
      `INSERT INTO "template_page"("id", "organization_id", "created_at", "updated_at", "version", "template_id", "title", "index", "is_hidden") SELECT "id", "organization_id", "created_at", "updated_at", "version", "template_id", "title", "index", "is_hidden" FROM "temporary_template_page"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_template_page"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_600f8054fb2c8b5a0c698b4ec1" ON "template_page" ("template_id", "index") `,
    );
    await queryRunner.query(`CREATE INDEX "IDX_7e8e75623be48f42090aabc5d0" ON "template_page" ("organization_id") `);
    await queryRunner.query(`DROP INDEX "IDX_b36da34f05d2821a31ec203140"`);
    await queryRunner.query(`DROP INDEX "IDX_3192475a5fbb20840d55622bc2"`);
    await queryRunner.query(`DROP INDEX "IDX_5465286d4a899aed2e48b75cf9"`);
    await queryRunner.query(`DROP INDEX "IDX_b24cbb1f7c60d253177d603cc8"`);
    await queryRunner.query(`ALTER TABLE "workspace_plan_task" RENAME TO "temporary_workspace_plan_task"`);
    await queryRunner.query(
      `CREATE TABLE "workspace_plan_task" ("id" varchar(12) PRIMARY KEY NOT NULL, "organization_id" varchar(12) NOT NULL, "created_at" varchar(24) NOT NULL, "updated_at" varchar(24) NOT NULL, "workspace_id" varchar(12) NOT NULL, "template_plan_task_id" varchar(12), "index" integer NOT NULL, "title" varchar(500) NOT NULL, "description" text, "status" varchar(20) NOT NULL, "completed_at" varchar(24), "is_internal" boolean NOT NULL DEFAULT (0), "action_type" varchar(20), "action_link_url" varchar(2048), "action_link_name" varchar(255), "action_text" text, "show_action_text" boolean NOT NULL DEFAULT (0), "start_date" varchar(10), "due_date" varchar(10), "version" integer NOT NULL DEFAULT (1), "workspace_plan_id" varchar(12) NOT NULL, CONSTRAINT "FK_509b68c683a7de8e80500f84af3" FOREIGN KEY ("workspace_id") REFERENCES "workspace" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "workspace_plan_task"("id", "organization_id", "created_at", "updated_at", "workspace_id", "template_plan_task_id", "index", "title", "description", "status", "completed_at", "is_internal", "action_type", "action_link_url", "action_link_name", "action_text", "show_action_text", "start_date", "due_date", "version", "workspace_plan_id") SELECT "id", "organization_id", "created_at", "updated_at", "workspace_id", "template_plan_task_id", "index", "title", "description", "status", "completed_at", "is_internal", "action_type", "action_link_url", "action_link_name", "action_text", "show_action_text", "start_date", "due_date", "version", "workspace_plan_id" FROM "temporary_workspace_plan_task"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_workspace_plan_task"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_b36da34f05d2821a31ec203140" ON "workspace_plan_task" ("workspace_plan_id", "index") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_3192475a5fbb20840d55622bc2" ON "workspace_plan_task" ("organization_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_5465286d4a899aed2e48b75cf9" ON "workspace_plan_task" ("organization_id", "created_at", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_b24cbb1f7c60d253177d603cc8" ON "workspace_plan_task" ("workspace_id", "index") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_b7daa3b3fdc72ad622c9e8542a"`);
    await queryRunner.query(`DROP INDEX "IDX_019923b9103ecb67eaef3034ac"`);
    await queryRunner.query(`DROP INDEX "IDX_16cae4ddfd0aa3bfefce3496fa"`);
    await queryRunner.query(`ALTER TABLE "workspace_plan" RENAME TO "temporary_workspace_plan"`);
    await queryRunner.query(
      `CREATE TABLE "workspace_plan" ("id" varchar(12) PRIMARY KEY NOT NULL, "organization_id" varchar(12) NOT NULL, "created_at" varchar(24) NOT NULL, "updated_at" varchar(24) NOT NULL, "version" integer NOT NULL DEFAULT (1), "workspace_id" varchar(12) NOT NULL, "template_plan_id" varchar(12), "title" varchar(255) NOT NULL, "is_collapsed" boolean NOT NULL DEFAULT (0), "view_type" varchar(10) NOT NULL DEFAULT ('list'), "index" integer NOT NULL)`,
    );
    await queryRunner.query(
      `INSERT INTO "workspace_plan"("id", "organization_id", "created_at", "updated_at", "version", "workspace_id", "template_plan_id", "title", "is_collapsed", "view_type", "index") SELECT "id", "organization_id", "created_at", "updated_at", "version", "workspace_id", "template_plan_id", "title", "is_collapsed", "view_type", "index" FROM "temporary_workspace_plan"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_workspace_plan"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_b7daa3b3fdc72ad622c9e8542a" ON "workspace_plan" ("workspace_id", "index") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_019923b9103ecb67eaef3034ac" ON "workspace_plan" ("organization_id", "created_at", "id") `,
    );
    await queryRunner.query(`CREATE INDEX "IDX_16cae4ddfd0aa3bfefce3496fa" ON "workspace_plan" ("organization_id") `);
    await queryRunner.query(`DROP INDEX "IDX_d502bc459306b73c9e9160f614"`);
    await queryRunner.query(`DROP INDEX "IDX_c5137e455182c3b19a681353c0"`);
    await queryRunner.query(`DROP INDEX "IDX_24c2f7120d35b728bbefb30732"`);
    await queryRunner.query(`ALTER TABLE "template_plan_task" RENAME TO "temporary_template_plan_task"`);
    await queryRunner.query(
      `CREATE TABLE "template_plan_task" ("id" varchar(12) PRIMARY KEY NOT NULL, "organization_id" varchar(12) NOT NULL, "created_at" varchar(24) NOT NULL, "updated_at" varchar(24) NOT NULL, "template_id" varchar(12) NOT NULL, "index" integer NOT NULL, "title" varchar(500) NOT NULL, "description" text, "is_internal" boolean NOT NULL DEFAULT (0), "action_type" varchar(20), "action_link_url" varchar(2048), "action_link_name" varchar(255), "action_text" text, "show_action_text" boolean NOT NULL DEFAULT (0), "start_offset_days" integer, "due_offset_days" integer, "version" integer NOT NULL DEFAULT (1), "template_plan_id" varchar(12) NOT NULL, CONSTRAINT "FK_86bf5d77d353ff5b8ec49c233d9" FOREIGN KEY ("template_id") REFERENCES "template" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "template_plan_task"("id", "organization_id", "created_at", "updated_at", "template_id", "index", "title", "description", "is_internal", "action_type", "action_link_url", "action_link_name", "action_text", "show_action_text", "start_offset_days", "due_offset_days", "version", "template_plan_id") SELECT "id", "organization_id", "created_at", "updated_at", "template_id", "index", "title", "description", "is_internal", "action_type", "action_link_url", "action_link_name", "action_text", "show_action_text", "start_offset_days", "due_offset_days", "version", "template_plan_id" FROM "temporary_template_plan_task"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_template_plan_task"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_d502bc459306b73c9e9160f614" ON "template_plan_task" ("template_plan_id", "index") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_c5137e455182c3b19a681353c0" ON "template_plan_task" ("organization_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_24c2f7120d35b728bbefb30732" ON "template_plan_task" ("template_id", "index") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_cd0f8a645e2d30843cc63b83a5"`);
    await queryRunner.query(`DROP INDEX "IDX_074e25461827517c2d0f890c56"`);
    await queryRunner.query(`ALTER TABLE "template_plan" RENAME TO "temporary_template_plan"`);
    await queryRunner.query(
      `CREATE TABLE "template_plan" ("id" varchar(12) PRIMARY KEY NOT NULL, "organization_id" varchar(12) NOT NULL, "created_at" varchar(24) NOT NULL, "updated_at" varchar(24) NOT NULL, "version" integer NOT NULL DEFAULT (1), "template_id" varchar(12) NOT NULL, "title" varchar(255) NOT NULL, "is_collapsed" boolean NOT NULL DEFAULT (0), "view_type" varchar(10) NOT NULL DEFAULT ('list'), "index" integer NOT NULL)`,
    );
    await queryRunner.query(
      `INSERT INTO "template_plan"("id", "organization_id", "created_at", "updated_at", "version", "template_id", "title", "is_collapsed", "view_type", "index") SELECT "id", "organization_id", "created_at", "updated_at", "version", "template_id", "title", "is_collapsed", "view_type", "index" FROM "temporary_template_plan"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_template_plan"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_cd0f8a645e2d30843cc63b83a5" ON "template_plan" ("template_id", "index") `,
    );
    await queryRunner.query(`CREATE INDEX "IDX_074e25461827517c2d0f890c56" ON "template_plan" ("organization_id") `);
    await queryRunner.query(`DROP INDEX "IDX_ab67a0a4ea2317a5b89d60d9a6"`);
    await queryRunner.query(`DROP INDEX "IDX_605c4b5e96102b103a1d143a0c"`);
    await queryRunner.query(`ALTER TABLE "asset" RENAME TO "temporary_asset"`);
    await queryRunner.query(
      `CREATE TABLE "asset" ("id" varchar(12) PRIMARY KEY NOT NULL, "organization_id" varchar(12) NOT NULL, "created_at" varchar(24) NOT NULL, "updated_at" varchar(24) NOT NULL, "name" varchar(255) NOT NULL, "description" text, "views" integer NOT NULL DEFAULT (0), "shares" integer NOT NULL DEFAULT (0), "asset_type" varchar(20) NOT NULL, "asset_url" varchar(2048) NOT NULL, "version" integer NOT NULL DEFAULT (1), "file_id" varchar(12))`,
    );
    await queryRunner.query(
      `INSERT INTO "asset"("id", "organization_id", "created_at", "updated_at", "name", "description", "views", "shares", "asset_type", "asset_url", "version", "file_id") SELECT "id", "organization_id", "created_at", "updated_at", "name", "description", "views", "shares", "asset_type", "asset_url", "version", "file_id" FROM "temporary_asset"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_asset"`);
    await queryRunner.query(`CREATE INDEX "IDX_ab67a0a4ea2317a5b89d60d9a6" ON "asset" ("organization_id") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_605c4b5e96102b103a1d143a0c" ON "asset" ("organization_id", "created_at", "id") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_b36da34f05d2821a31ec203140"`);
    await queryRunner.query(`DROP INDEX "IDX_d502bc459306b73c9e9160f614"`);
    await queryRunner.query(`DROP INDEX "IDX_3192475a5fbb20840d55622bc2"`);
    await queryRunner.query(`DROP INDEX "IDX_5465286d4a899aed2e48b75cf9"`);
    await queryRunner.query(`DROP INDEX "IDX_b24cbb1f7c60d253177d603cc8"`);
    await queryRunner.query(`ALTER TABLE "workspace_plan_task" RENAME TO "temporary_workspace_plan_task"`);
    await queryRunner.query(
      `CREATE TABLE "workspace_plan_task" ("id" varchar(12) PRIMARY KEY NOT NULL, "organization_id" varchar(12) NOT NULL, "created_at" varchar(24) NOT NULL, "updated_at" varchar(24) NOT NULL, "workspace_id" varchar(12) NOT NULL, "template_plan_task_id" varchar(12), "index" integer NOT NULL, "title" varchar(500) NOT NULL, "description" text, "status" varchar(20) NOT NULL, "completed_at" varchar(24), "is_internal" boolean NOT NULL DEFAULT (0), "action_type" varchar(20), "action_link_url" varchar(2048), "action_link_name" varchar(255), "action_text" text, "show_action_text" boolean NOT NULL DEFAULT (0), "start_date" varchar(10), "due_date" varchar(10), "version" integer NOT NULL DEFAULT (1), CONSTRAINT "FK_509b68c683a7de8e80500f84af3" FOREIGN KEY ("workspace_id") REFERENCES "workspace" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "workspace_plan_task"("id", "organization_id", "created_at", "updated_at", "workspace_id", "template_plan_task_id", "index", "title", "description", "status", "completed_at", "is_internal", "action_type", "action_link_url", "action_link_name", "action_text", "show_action_text", "start_date", "due_date", "version") SELECT "id", "organization_id", "created_at", "updated_at", "workspace_id", "template_plan_task_id", "index", "title", "description", "status", "completed_at", "is_internal", "action_type", "action_link_url", "action_link_name", "action_text", "show_action_text", "start_date", "due_date", "version" FROM "temporary_workspace_plan_task"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_workspace_plan_task"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_3192475a5fbb20840d55622bc2" ON "workspace_plan_task" ("organization_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_5465286d4a899aed2e48b75cf9" ON "workspace_plan_task" ("organization_id", "created_at", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_b24cbb1f7c60d253177d603cc8" ON "workspace_plan_task" ("workspace_id", "index") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_c5137e455182c3b19a681353c0"`);
    await queryRunner.query(`DROP INDEX "IDX_24c2f7120d35b728bbefb30732"`);
    await queryRunner.query(`ALTER TABLE "template_plan_task" RENAME TO "temporary_template_plan_task"`);
    await queryRunner.query(
      `CREATE TABLE "template_plan_task" ("id" varchar(12) PRIMARY KEY NOT NULL, "organization_id" varchar(12) NOT NULL, "created_at" varchar(24) NOT NULL, "updated_at" varchar(24) NOT NULL, "template_id" varchar(12) NOT NULL, "index" integer NOT NULL, "title" varchar(500) NOT NULL, "description" text, "is_internal" boolean NOT NULL DEFAULT (0), "action_type" varchar(20), "action_link_url" varchar(2048), "action_link_name" varchar(255), "action_text" text, "show_action_text" boolean NOT NULL DEFAULT (0), "start_offset_days" integer, "due_offset_days" integer, "version" integer NOT NULL DEFAULT (1), CONSTRAINT "FK_86bf5d77d353ff5b8ec49c233d9" FOREIGN KEY ("template_id") REFERENCES "template" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "template_plan_task"("id", "organization_id", "created_at", "updated_at", "template_id", "index", "title", "description", "is_internal", "action_type", "action_link_url", "action_link_name", "action_text", "show_action_text", "start_offset_days", "due_offset_days", "version") SELECT "id", "organization_id", "created_at", "updated_at", "template_id", "index", "title", "description", "is_internal", "action_type", "action_link_url", "action_link_name", "action_text", "show_action_text", "start_offset_days", "due_offset_days", "version" FROM "temporary_template_plan_task"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_template_plan_task"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_c5137e455182c3b19a681353c0" ON "template_plan_task" ("organization_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_24c2f7120d35b728bbefb30732" ON "template_plan_task" ("template_id", "index") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_ddef319853f6bdbc411b8874a6"`);
    await queryRunner.query(`DROP INDEX "IDX_d14b98c504673093fafe03f269"`);
    await queryRunner.query(`ALTER TABLE "template" RENAME TO "temporary_template"`);
    await queryRunner.query(
      `CREATE TABLE "template" ("id" varchar(12) PRIMARY KEY NOT NULL, "organization_id" varchar(12) NOT NULL, "created_at" varchar(24) NOT NULL, "updated_at" varchar(24) NOT NULL, "name" varchar(255) NOT NULL, "title" varchar(255), "types" text NOT NULL, "chat_channel_enabled" boolean NOT NULL DEFAULT (0), "messages_enabled" boolean NOT NULL DEFAULT (1), "stages_enabled" boolean NOT NULL DEFAULT (0), "version" integer NOT NULL DEFAULT (1))`,
    );
    await queryRunner.query(
      `INSERT INTO "template"("id", "organization_id", "created_at", "updated_at", "name", "title", "types", "chat_channel_enabled", "messages_enabled", "stages_enabled", "version") SELECT "id", "organization_id", "created_at", "updated_at", "name", "title", "types", "chat_channel_enabled", "messages_enabled", "stages_enabled", "version" FROM "temporary_template"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_template"`);
    await queryRunner.query(`CREATE INDEX "IDX_ddef319853f6bdbc411b8874a6" ON "template" ("organization_id") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_d14b98c504673093fafe03f269" ON "template" ("organization_id", "created_at", "id") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_ab67a0a4ea2317a5b89d60d9a6"`);
    await queryRunner.query(`DROP INDEX "IDX_605c4b5e96102b103a1d143a0c"`);
    await queryRunner.query(`ALTER TABLE "asset" RENAME TO "temporary_asset"`);
    await queryRunner.query(
      `CREATE TABLE "asset" ("id" varchar(12) PRIMARY KEY NOT NULL, "organization_id" varchar(12) NOT NULL, "created_at" varchar(24) NOT NULL, "updated_at" varchar(24) NOT NULL, "name" varchar(255) NOT NULL, "description" text, "views" integer NOT NULL DEFAULT (0), "shares" integer NOT NULL DEFAULT (0), "asset_type" varchar(20) NOT NULL, "asset_url" varchar(2048) NOT NULL, "version" integer NOT NULL DEFAULT (1))`,
    );
    await queryRunner.query(
      `INSERT INTO "asset"("id", "organization_id", "created_at", "updated_at", "name", "description", "views", "shares", "asset_type", "asset_url", "version") SELECT "id", "organization_id", "created_at", "updated_at", "name", "description", "views", "shares", "asset_type", "asset_url", "version" FROM "temporary_asset"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_asset"`);
    await queryRunner.query(`CREATE INDEX "IDX_ab67a0a4ea2317a5b89d60d9a6" ON "asset" ("organization_id") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_605c4b5e96102b103a1d143a0c" ON "asset" ("organization_id", "created_at", "id") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_91be3f818b8ba5ae75c6fa4ab3"`);
    await queryRunner.query(`DROP INDEX "IDX_ab75b99aa937603f8634aadd83"`);
    await queryRunner.query(`DROP INDEX "IDX_62acc807c4366fdecdcd959ba7"`);
    await queryRunner.query(`DROP INDEX "IDX_67b61a23a5a9ed12a0f4be4b5f"`);
    await queryRunner.query(`DROP TABLE "workspace_section"`);
    await queryRunner.query(`DROP INDEX "IDX_71ed5f705dcb9f83a31046bfa9"`);
    await queryRunner.query(`DROP INDEX "IDX_4396ca09a80d03a888f19a38da"`);
    await queryRunner.query(`DROP INDEX "IDX_5c5eaede6f74ff9cc609309c5b"`);
    await queryRunner.query(`DROP TABLE "workspace_page"`);
    await queryRunner.query(`DROP INDEX "IDX_105a72ec96b920b55ef0d4d856"`);
    await queryRunner.query(`DROP INDEX "IDX_19136016a7cd8404e0d767f3e1"`);
    await queryRunner.query(`DROP TABLE "template_section"`);
    await queryRunner.query(`DROP INDEX "IDX_600f8054fb2c8b5a0c698b4ec1"`);
    await queryRunner.query(`DROP INDEX "IDX_7e8e75623be48f42090aabc5d0"`);
    await queryRunner.query(`DROP TABLE "template_page"`);
    await queryRunner.query(`DROP INDEX "IDX_b7daa3b3fdc72ad622c9e8542a"`);
    await queryRunner.query(`DROP INDEX "IDX_019923b9103ecb67eaef3034ac"`);
    await queryRunner.query(`DROP INDEX "IDX_16cae4ddfd0aa3bfefce3496fa"`);
    await queryRunner.query(`DROP TABLE "workspace_plan"`);
    await queryRunner.query(`DROP INDEX "IDX_cd0f8a645e2d30843cc63b83a5"`);
    await queryRunner.query(`DROP INDEX "IDX_074e25461827517c2d0f890c56"`);
    await queryRunner.query(`DROP TABLE "template_plan"`);
    await queryRunner.query(`DROP INDEX "IDX_095897ff268c9350fea2dd6ea3"`);
    await queryRunner.query(`DROP INDEX "IDX_78129aeeb30ff511c26c448d9f"`);
    await queryRunner.query(`DROP INDEX "IDX_4080896441fe5b2f3861a67b07"`);
    await queryRunner.query(`DROP TABLE "file"`);
  }
}
