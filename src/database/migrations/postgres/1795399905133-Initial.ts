import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Initial1795399905133 implements MigrationInterface {
  name = 'Initial1795399905133';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "account" ("id" character varying(12) NOT NULL, "organization_id" character varying(12) NOT NULL, "created_at" character varying(24) NOT NULL, "updated_at" character varying(24) NOT NULL, "name" character varying(255) NOT NULL, "website" character varying(2048), "owner_id" character varying(12), "logo" character varying(2048), "crm_a_account_id" character varying(255), "crm_b_company_id" character varying(255), CONSTRAINT "PK_54115ee388cdb6d86bb4bf5b2ea" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_020686089902f4a0b53aa74019" ON "account"  ("organization_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_7e86daab9d155ec4cc3fd65445" ON "account"  ("owner_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_4161c1e7436eee96f56adcd2bd" ON "account"  ("crm_a_account_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_79b7c083809deb522740536db4" ON "account"  ("crm_b_company_id") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_d9f1a733382ad51e77306f006d" ON "account"  ("organization_id", "created_at", "id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "asset" ("id" character varying(12) NOT NULL, "organization_id" character varying(12) NOT NULL, "created_at" character varying(24) NOT NULL, "updated_at" character varying(24) NOT NULL, "name" character varying(255) NOT NULL, "description" text, "views" integer NOT NULL DEFAULT '0', "shares" integer NOT NULL DEFAULT '0', "asset_type" character varying(20) NOT NULL, "asset_url" character varying(2048) NOT NULL, CONSTRAINT "PK_1209d107fe21482beaea51b745e" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_ab67a0a4ea2317a5b89d60d9a6" ON "asset"  ("organization_id") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_605c4b5e96102b103a1d143a0c" ON "asset"  ("organization_id", "created_at", "id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "tag" ("id" character varying(12) NOT NULL, "organization_id" character varying(12) NOT NULL, "created_at" character varying(24) NOT NULL, "updated_at" character varying(24) NOT NULL, "title" character varying(255) NOT NULL, "title_key" character varying(255) NOT NULL, CONSTRAINT "PK_8e4052373c579afc1471f526760" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_1237fb1889a224c325436c54e5" ON "tag"  ("organization_id") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_589b54a9d5e682068ad1c129cf" ON "tag"  ("organization_id", "created_at", "id") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_a09e93616401a7f94db168caa5" ON "tag"  ("organization_id", "title_key") `,
    );
    await queryRunner.query(
      `CREATE TABLE "asset_tag" ("asset_id" character varying(12) NOT NULL, "tag_id" character varying(12) NOT NULL, "created_at" character varying(24) NOT NULL, CONSTRAINT "PK_38e1e8d8524782899f3131809fc" PRIMARY KEY ("asset_id", "tag_id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_63f8774cd7b0f752461c568ce8" ON "asset_tag"  ("tag_id") `);
    await queryRunner.query(
      `CREATE TABLE "board" ("id" character varying(12) NOT NULL, "organization_id" character varying(12) NOT NULL, "created_at" character varying(24) NOT NULL, "updated_at" character varying(24) NOT NULL, "title" character varying(255) NOT NULL, "appearance" character varying(20) NOT NULL, "icon" character varying(64), "description" text, "position" integer NOT NULL, CONSTRAINT "PK_865a0f2e22c140d261b1df80eb1" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_dde4a9e6bd763d5f496a24b9a6" ON "board"  ("organization_id") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_a2410e9a4d628ce3659542def4" ON "board"  ("organization_id", "position", "created_at") `,
    );
    await queryRunner.query(
      `CREATE TABLE "board_tag" ("board_id" character varying(12) NOT NULL, "tag_id" character varying(12) NOT NULL, "created_at" character varying(24) NOT NULL, CONSTRAINT "PK_93fa108fb3462c24dfbfc5c7dae" PRIMARY KEY ("board_id", "tag_id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_300aa28ede1ce05662004ca5d0" ON "board_tag"  ("tag_id") `);
    await queryRunner.query(
      `CREATE TABLE "custom_field" ("id" character varying(12) NOT NULL, "organization_id" character varying(12) NOT NULL, "created_at" character varying(24) NOT NULL, "updated_at" character varying(24) NOT NULL, "name" character varying(255) NOT NULL, "variable_name" character varying(255) NOT NULL, "type" character varying(20) NOT NULL, "object_type" character varying(20) NOT NULL, CONSTRAINT "PK_70c7eb2dfb5b81c051a6ba3ace8" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_312633e9b332ef23bcf923c7d0" ON "custom_field"  ("organization_id") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_1a33dd5c79482268d4bf67d9c1" ON "custom_field"  ("organization_id", "created_at", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_6f73cf228fa15733284a3ece0a" ON "custom_field"  ("organization_id", "object_type", "created_at", "id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "custom_field_option" ("id" character varying(12) NOT NULL, "custom_field_id" character varying(12) NOT NULL, "index" integer NOT NULL, "label" character varying(255) NOT NULL, "value" character varying(255) NOT NULL, CONSTRAINT "PK_ee182b18ccc5d5e1a8d500b9be3" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_5fb55d6213b7bc77dbb5a480ce" ON "custom_field_option"  ("custom_field_id", "index") `,
    );
    await queryRunner.query(
      `CREATE TABLE "custom_field_value" ("id" character varying(12) NOT NULL, "organization_id" character varying(12) NOT NULL, "custom_field_id" character varying(12) NOT NULL, "object_type" character varying(20) NOT NULL, "object_id" character varying(12) NOT NULL, "value" text NOT NULL, "updated_at" character varying(24) NOT NULL, CONSTRAINT "PK_1799a7f1082505c7caa9098d924" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_95376818bbf07461cff1dd41a5" ON "custom_field_value"  ("object_id") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_c75125d8e750e2ce325522a677" ON "custom_field_value"  ("custom_field_id", "object_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "deal" ("id" character varying(12) NOT NULL, "organization_id" character varying(12) NOT NULL, "created_at" character varying(24) NOT NULL, "updated_at" character varying(24) NOT NULL, "name" character varying(255) NOT NULL, "amount" character varying(40), "stage" character varying(100), "type" character varying(100), "created_date" character varying(24), "close_date" character varying(24), "crm_b_deal_id" character varying(255), "crm_a_opportunity_id" character varying(255), CONSTRAINT "PK_9ce1c24acace60f6d7dc7a7189e" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_27b66bc59e238e6f3b22b5bf74" ON "deal"  ("organization_id") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_315e86c14d52ef418a1210e380" ON "deal"  ("organization_id", "created_at", "id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "outbox_email" ("id" character varying(12) NOT NULL, "organization_id" character varying(12) NOT NULL, "to_address" character varying(320) NOT NULL, "subject" character varying(500) NOT NULL, "text_body" text NOT NULL, "html_body" text NOT NULL, "status" character varying(10) NOT NULL, "attempts" integer NOT NULL DEFAULT '0', "next_attempt_at" character varying(24) NOT NULL, "locked_until" character varying(24), "last_error" text, "created_at" character varying(24) NOT NULL, "sent_at" character varying(24), CONSTRAINT "PK_b55f4d8ab961614aa75da7a668d" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_188a7fd9c43251484deb674595" ON "outbox_email"  ("status", "next_attempt_at") `,
    );
    await queryRunner.query(
      `CREATE TABLE "api_key" ("id" character varying(12) NOT NULL, "organization_id" character varying(12) NOT NULL, "name" character varying(100) NOT NULL, "prefix" character varying(12) NOT NULL, "hash" character varying(64) NOT NULL, "scope" character varying(10) NOT NULL, "last_used_at" character varying(24), "expires_at" character varying(24), "revoked_at" character varying(24), "created_at" character varying(24) NOT NULL, CONSTRAINT "PK_b1bd840641b8acbaad89c3d8d11" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_f8bf75c998e043dc6ad022d28a" ON "api_key"  ("organization_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_45e0aa2a880b928326a05a2888" ON "api_key"  ("hash") `);
    await queryRunner.query(
      `CREATE TABLE "organization" ("id" character varying(12) NOT NULL, "name" character varying(200) NOT NULL, "slug" character varying(80) NOT NULL, "created_at" character varying(24) NOT NULL, "updated_at" character varying(24) NOT NULL, CONSTRAINT "PK_472c1f99a32def1b0abb219cd67" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_a08804baa7c5d5427067c49a31" ON "organization"  ("slug") `);
    await queryRunner.query(
      `CREATE TABLE "template" ("id" character varying(12) NOT NULL, "organization_id" character varying(12) NOT NULL, "created_at" character varying(24) NOT NULL, "updated_at" character varying(24) NOT NULL, "name" character varying(255) NOT NULL, "title" character varying(255), "types" text NOT NULL, "chat_channel_enabled" boolean NOT NULL DEFAULT false, "messages_enabled" boolean NOT NULL DEFAULT true, "stages_enabled" boolean NOT NULL DEFAULT false, CONSTRAINT "PK_fbae2ac36bd9b5e1e793b957b7f" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_ddef319853f6bdbc411b8874a6" ON "template"  ("organization_id") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_d14b98c504673093fafe03f269" ON "template"  ("organization_id", "created_at", "id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "template_plan_task" ("id" character varying(12) NOT NULL, "organization_id" character varying(12) NOT NULL, "created_at" character varying(24) NOT NULL, "updated_at" character varying(24) NOT NULL, "template_id" character varying(12) NOT NULL, "index" integer NOT NULL, "title" character varying(500) NOT NULL, "description" text, "is_internal" boolean NOT NULL DEFAULT false, "action_type" character varying(20), "action_link_url" character varying(2048), "action_link_name" character varying(255), "action_text" text, "show_action_text" boolean NOT NULL DEFAULT false, "start_offset_days" integer, "due_offset_days" integer, CONSTRAINT "PK_fa39082dde44b5ba1d1afd4e2b9" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_c5137e455182c3b19a681353c0" ON "template_plan_task"  ("organization_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_24c2f7120d35b728bbefb30732" ON "template_plan_task"  ("template_id", "index") `,
    );
    await queryRunner.query(
      `CREATE TABLE "app_user" ("id" character varying(12) NOT NULL, "organization_id" character varying(12) NOT NULL, "created_at" character varying(24) NOT NULL, "updated_at" character varying(24) NOT NULL, "email" character varying(320) NOT NULL, "first_name" character varying(100), "last_name" character varying(100), "name" character varying(200), "avatar" character varying(2048), CONSTRAINT "PK_22a5c4a3d9b2fb8e4e73fc4ada1" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_c4c90a083fb10c1386782b5aac" ON "app_user"  ("organization_id") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_becd382202b95517e0d6f92a7d" ON "app_user"  ("organization_id", "email") `,
    );
    await queryRunner.query(
      `CREATE TABLE "workspace" ("id" character varying(12) NOT NULL, "organization_id" character varying(12) NOT NULL, "created_at" character varying(24) NOT NULL, "updated_at" character varying(24) NOT NULL, "name" character varying(255) NOT NULL, "template_id" character varying(12), "account_id" character varying(12), "deal_id" character varying(12), "published" boolean NOT NULL DEFAULT false, "published_at" character varying(24), "start_date" character varying(10), "target_end_date" character varying(10), "actual_end_date" character varying(10), "task_progress" integer NOT NULL DEFAULT '0', "last_contact_view" character varying(24), "total_views" integer NOT NULL DEFAULT '0', "total_actions" integer NOT NULL DEFAULT '0', "total_time_spent" integer NOT NULL DEFAULT '0', "contacts_count" integer NOT NULL DEFAULT '0', CONSTRAINT "PK_ca86b6f9b3be5fe26d307d09b49" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_616e42551565ebdbb253948ebb" ON "workspace"  ("organization_id") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_333f3695d1d762a1e66c43e20d" ON "workspace"  ("organization_id", "published", "created_at") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_a3aa7b9c3cf31f647677c99f8f" ON "workspace"  ("organization_id", "template_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_59fc7227b47ef4bc171feb6c14" ON "workspace"  ("organization_id", "deal_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_cfafbdf9ea832910a8418776cd" ON "workspace"  ("organization_id", "account_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_182623862f34fc218a7468c785" ON "workspace"  ("organization_id", "updated_at") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_51b5e3d819bb1e230ba9b2333c" ON "workspace"  ("organization_id", "created_at", "id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "workspace_domain" ("id" character varying(12) NOT NULL, "organization_id" character varying(12) NOT NULL, "created_at" character varying(24) NOT NULL, "updated_at" character varying(24) NOT NULL, "workspace_id" character varying(12) NOT NULL, "domain" character varying(253) NOT NULL, "role" character varying(20) NOT NULL, CONSTRAINT "PK_6f7fa6b28f0f42e466286f1c817" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_c8ccf21f0587b64948e4a78f30" ON "workspace_domain"  ("organization_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_a9e31bb13dde473af60e311f0b" ON "workspace_domain"  ("organization_id", "domain") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_c94258a81cecbb2f35390af162" ON "workspace_domain"  ("workspace_id", "domain") `,
    );
    await queryRunner.query(
      `CREATE TABLE "workspace_plan_task" ("id" character varying(12) NOT NULL, "organization_id" character varying(12) NOT NULL, "created_at" character varying(24) NOT NULL, "updated_at" character varying(24) NOT NULL, "workspace_id" character varying(12) NOT NULL, "template_plan_task_id" character varying(12), "index" integer NOT NULL, "title" character varying(500) NOT NULL, "description" text, "status" character varying(20) NOT NULL, "completed_at" character varying(24), "is_internal" boolean NOT NULL DEFAULT false, "action_type" character varying(20), "action_link_url" character varying(2048), "action_link_name" character varying(255), "action_text" text, "show_action_text" boolean NOT NULL DEFAULT false, "start_date" character varying(10), "due_date" character varying(10), CONSTRAINT "PK_2ded529a262a4cc7d18e91c512c" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_3192475a5fbb20840d55622bc2" ON "workspace_plan_task"  ("organization_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_5465286d4a899aed2e48b75cf9" ON "workspace_plan_task"  ("organization_id", "created_at", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_b24cbb1f7c60d253177d603cc8" ON "workspace_plan_task"  ("workspace_id", "index") `,
    );
    await queryRunner.query(
      `CREATE TABLE "workspace_user" ("id" character varying(12) NOT NULL, "organization_id" character varying(12) NOT NULL, "created_at" character varying(24) NOT NULL, "updated_at" character varying(24) NOT NULL, "workspace_id" character varying(12) NOT NULL, "user_id" character varying(12) NOT NULL, "role" character varying(20) NOT NULL, "notified_at" character varying(24), CONSTRAINT "PK_a09cff0ab849da007d391eb9284" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_a927bfb962882d39b9b612376d" ON "workspace_user"  ("organization_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_cb830469656d51ce772872fc9d" ON "workspace_user"  ("user_id") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_1985645a525bb87d017e696520" ON "workspace_user"  ("workspace_id", "user_id") `,
    );
    await queryRunner.query(
      `ALTER TABLE "asset_tag" ADD CONSTRAINT "FK_a2780c7e7361aae9795f867079b" FOREIGN KEY ("asset_id") REFERENCES "asset"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "asset_tag" ADD CONSTRAINT "FK_63f8774cd7b0f752461c568ce80" FOREIGN KEY ("tag_id") REFERENCES "tag"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "board_tag" ADD CONSTRAINT "FK_eccae6dc3aa39c783e2856f8d33" FOREIGN KEY ("board_id") REFERENCES "board"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "board_tag" ADD CONSTRAINT "FK_300aa28ede1ce05662004ca5d07" FOREIGN KEY ("tag_id") REFERENCES "tag"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "custom_field_option" ADD CONSTRAINT "FK_7553afa233e107135a89bf741ba" FOREIGN KEY ("custom_field_id") REFERENCES "custom_field"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "custom_field_value" ADD CONSTRAINT "FK_d83e75062aca52ad68869a747c0" FOREIGN KEY ("custom_field_id") REFERENCES "custom_field"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "template_plan_task" ADD CONSTRAINT "FK_86bf5d77d353ff5b8ec49c233d9" FOREIGN KEY ("template_id") REFERENCES "template"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "workspace_domain" ADD CONSTRAINT "FK_5453362acf48912f9faf144bcff" FOREIGN KEY ("workspace_id") REFERENCES "workspace"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "workspace_plan_task" ADD CONSTRAINT "FK_509b68c683a7de8e80500f84af3" FOREIGN KEY ("workspace_id") REFERENCES "workspace"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "workspace_user" ADD CONSTRAINT "FK_b312f71c6b1049d0455261f39dc" FOREIGN KEY ("workspace_id") REFERENCES "workspace"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "workspace_user" ADD CONSTRAINT "FK_cb830469656d51ce772872fc9d0" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "workspace_user" DROP CONSTRAINT "FK_cb830469656d51ce772872fc9d0"`);
    await queryRunner.query(`ALTER TABLE "workspace_user" DROP CONSTRAINT "FK_b312f71c6b1049d0455261f39dc"`);
    await queryRunner.query(`ALTER TABLE "workspace_plan_task" DROP CONSTRAINT "FK_509b68c683a7de8e80500f84af3"`);
    await queryRunner.query(`ALTER TABLE "workspace_domain" DROP CONSTRAINT "FK_5453362acf48912f9faf144bcff"`);
    await queryRunner.query(`ALTER TABLE "template_plan_task" DROP CONSTRAINT "FK_86bf5d77d353ff5b8ec49c233d9"`);
    await queryRunner.query(`ALTER TABLE "custom_field_value" DROP CONSTRAINT "FK_d83e75062aca52ad68869a747c0"`);
    await queryRunner.query(`ALTER TABLE "custom_field_option" DROP CONSTRAINT "FK_7553afa233e107135a89bf741ba"`);
    await queryRunner.query(`ALTER TABLE "board_tag" DROP CONSTRAINT "FK_300aa28ede1ce05662004ca5d07"`);
    await queryRunner.query(`ALTER TABLE "board_tag" DROP CONSTRAINT "FK_eccae6dc3aa39c783e2856f8d33"`);
    await queryRunner.query(`ALTER TABLE "asset_tag" DROP CONSTRAINT "FK_63f8774cd7b0f752461c568ce80"`);
    await queryRunner.query(`ALTER TABLE "asset_tag" DROP CONSTRAINT "FK_a2780c7e7361aae9795f867079b"`);
    await queryRunner.query(`DROP INDEX "IDX_1985645a525bb87d017e696520"`);
    await queryRunner.query(`DROP INDEX "IDX_cb830469656d51ce772872fc9d"`);
    await queryRunner.query(`DROP INDEX "IDX_a927bfb962882d39b9b612376d"`);
    await queryRunner.query(`DROP TABLE "workspace_user"`);
    await queryRunner.query(`DROP INDEX "IDX_b24cbb1f7c60d253177d603cc8"`);
    await queryRunner.query(`DROP INDEX "IDX_5465286d4a899aed2e48b75cf9"`);
    await queryRunner.query(`DROP INDEX "IDX_3192475a5fbb20840d55622bc2"`);
    await queryRunner.query(`DROP TABLE "workspace_plan_task"`);
    await queryRunner.query(`DROP INDEX "IDX_c94258a81cecbb2f35390af162"`);
    await queryRunner.query(`DROP INDEX "IDX_a9e31bb13dde473af60e311f0b"`);
    await queryRunner.query(`DROP INDEX "IDX_c8ccf21f0587b64948e4a78f30"`);
    await queryRunner.query(`DROP TABLE "workspace_domain"`);
    await queryRunner.query(`DROP INDEX "IDX_51b5e3d819bb1e230ba9b2333c"`);
    await queryRunner.query(`DROP INDEX "IDX_182623862f34fc218a7468c785"`);
    await queryRunner.query(`DROP INDEX "IDX_cfafbdf9ea832910a8418776cd"`);
    await queryRunner.query(`DROP INDEX "IDX_59fc7227b47ef4bc171feb6c14"`);
    await queryRunner.query(`DROP INDEX "IDX_a3aa7b9c3cf31f647677c99f8f"`);
    await queryRunner.query(`DROP INDEX "IDX_333f3695d1d762a1e66c43e20d"`);
    await queryRunner.query(`DROP INDEX "IDX_616e42551565ebdbb253948ebb"`);
    await queryRunner.query(`DROP TABLE "workspace"`);
    await queryRunner.query(`DROP INDEX "IDX_becd382202b95517e0d6f92a7d"`);
    await queryRunner.query(`DROP INDEX "IDX_c4c90a083fb10c1386782b5aac"`);
    await queryRunner.query(`DROP TABLE "app_user"`);
    await queryRunner.query(`DROP INDEX "IDX_24c2f7120d35b728bbefb30732"`);
    await queryRunner.query(`DROP INDEX "IDX_c5137e455182c3b19a681353c0"`);
    await queryRunner.query(`DROP TABLE "template_plan_task"`);
    await queryRunner.query(`DROP INDEX "IDX_d14b98c504673093fafe03f269"`);
    await queryRunner.query(`DROP INDEX "IDX_ddef319853f6bdbc411b8874a6"`);
    await queryRunner.query(`DROP TABLE "template"`);
    await queryRunner.query(`DROP INDEX "IDX_a08804baa7c5d5427067c49a31"`);
    await queryRunner.query(`DROP TABLE "organization"`);
    await queryRunner.query(`DROP INDEX "IDX_45e0aa2a880b928326a05a2888"`);
    await queryRunner.query(`DROP INDEX "IDX_f8bf75c998e043dc6ad022d28a"`);
    await queryRunner.query(`DROP TABLE "api_key"`);
    await queryRunner.query(`DROP INDEX "IDX_188a7fd9c43251484deb674595"`);
    await queryRunner.query(`DROP TABLE "outbox_email"`);
    await queryRunner.query(`DROP INDEX "IDX_315e86c14d52ef418a1210e380"`);
    await queryRunner.query(`DROP INDEX "IDX_27b66bc59e238e6f3b22b5bf74"`);
    await queryRunner.query(`DROP TABLE "deal"`);
    await queryRunner.query(`DROP INDEX "IDX_c75125d8e750e2ce325522a677"`);
    await queryRunner.query(`DROP INDEX "IDX_95376818bbf07461cff1dd41a5"`);
    await queryRunner.query(`DROP TABLE "custom_field_value"`);
    await queryRunner.query(`DROP INDEX "IDX_5fb55d6213b7bc77dbb5a480ce"`);
    await queryRunner.query(`DROP TABLE "custom_field_option"`);
    await queryRunner.query(`DROP INDEX "IDX_6f73cf228fa15733284a3ece0a"`);
    await queryRunner.query(`DROP INDEX "IDX_1a33dd5c79482268d4bf67d9c1"`);
    await queryRunner.query(`DROP INDEX "IDX_312633e9b332ef23bcf923c7d0"`);
    await queryRunner.query(`DROP TABLE "custom_field"`);
    await queryRunner.query(`DROP INDEX "IDX_300aa28ede1ce05662004ca5d0"`);
    await queryRunner.query(`DROP TABLE "board_tag"`);
    await queryRunner.query(`DROP INDEX "IDX_a2410e9a4d628ce3659542def4"`);
    await queryRunner.query(`DROP INDEX "IDX_dde4a9e6bd763d5f496a24b9a6"`);
    await queryRunner.query(`DROP TABLE "board"`);
    await queryRunner.query(`DROP INDEX "IDX_63f8774cd7b0f752461c568ce8"`);
    await queryRunner.query(`DROP TABLE "asset_tag"`);
    await queryRunner.query(`DROP INDEX "IDX_a09e93616401a7f94db168caa5"`);
    await queryRunner.query(`DROP INDEX "IDX_589b54a9d5e682068ad1c129cf"`);
    await queryRunner.query(`DROP INDEX "IDX_1237fb1889a224c325436c54e5"`);
    await queryRunner.query(`DROP TABLE "tag"`);
    await queryRunner.query(`DROP INDEX "IDX_605c4b5e96102b103a1d143a0c"`);
    await queryRunner.query(`DROP INDEX "IDX_ab67a0a4ea2317a5b89d60d9a6"`);
    await queryRunner.query(`DROP TABLE "asset"`);
    await queryRunner.query(`DROP INDEX "IDX_d9f1a733382ad51e77306f006d"`);
    await queryRunner.query(`DROP INDEX "IDX_79b7c083809deb522740536db4"`);
    await queryRunner.query(`DROP INDEX "IDX_4161c1e7436eee96f56adcd2bd"`);
    await queryRunner.query(`DROP INDEX "IDX_7e86daab9d155ec4cc3fd65445"`);
    await queryRunner.query(`DROP INDEX "IDX_020686089902f4a0b53aa74019"`);
    await queryRunner.query(`DROP TABLE "account"`);
  }
}
