import type { MigrationInterface, QueryRunner } from 'typeorm';
import { addOnePlanEach, PLAN_OF_TEMPLATE_TASK, PLAN_OF_WORKSPACE_TASK } from '../one-plan-each.js';

export class WorkspaceStructureAndFiles1795649960252 implements MigrationInterface {
  name = 'WorkspaceStructureAndFiles1795649960252';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "file" ("id" character varying(12) NOT NULL, "organization_id" character varying(12) NOT NULL, "created_at" character varying(24) NOT NULL, "updated_at" character varying(24) NOT NULL, "version" integer NOT NULL DEFAULT '1', "name" character varying(255) NOT NULL, "size" integer NOT NULL, "content_type" character varying(127) NOT NULL, "sha256" character varying(64), "state" character varying(10) NOT NULL, CONSTRAINT "PK_36b46d232307066b3a2c9ea3a1d" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_4080896441fe5b2f3861a67b07" ON "file"  ("organization_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_78129aeeb30ff511c26c448d9f" ON "file"  ("state", "created_at") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_095897ff268c9350fea2dd6ea3" ON "file"  ("organization_id", "created_at", "id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "template_plan" ("id" character varying(12) NOT NULL, "organization_id" character varying(12) NOT NULL, "created_at" character varying(24) NOT NULL, "updated_at" character varying(24) NOT NULL, "version" integer NOT NULL DEFAULT '1', "template_id" character varying(12) NOT NULL, "title" character varying(255) NOT NULL, "is_collapsed" boolean NOT NULL DEFAULT false, "view_type" character varying(10) NOT NULL DEFAULT 'list', "index" integer NOT NULL, CONSTRAINT "PK_6bb5e1f09d60de06d17c53f72e6" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_074e25461827517c2d0f890c56" ON "template_plan"  ("organization_id") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_cd0f8a645e2d30843cc63b83a5" ON "template_plan"  ("template_id", "index") `,
    );
    await queryRunner.query(
      `CREATE TABLE "workspace_plan" ("id" character varying(12) NOT NULL, "organization_id" character varying(12) NOT NULL, "created_at" character varying(24) NOT NULL, "updated_at" character varying(24) NOT NULL, "version" integer NOT NULL DEFAULT '1', "workspace_id" character varying(12) NOT NULL, "template_plan_id" character varying(12), "title" character varying(255) NOT NULL, "is_collapsed" boolean NOT NULL DEFAULT false, "view_type" character varying(10) NOT NULL DEFAULT 'list', "index" integer NOT NULL, CONSTRAINT "PK_43e23fa02087bc847b35e87aa29" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_16cae4ddfd0aa3bfefce3496fa" ON "workspace_plan"  ("organization_id") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_019923b9103ecb67eaef3034ac" ON "workspace_plan"  ("organization_id", "created_at", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_b7daa3b3fdc72ad622c9e8542a" ON "workspace_plan"  ("workspace_id", "index") `,
    );
    await queryRunner.query(
      `CREATE TABLE "template_page" ("id" character varying(12) NOT NULL, "organization_id" character varying(12) NOT NULL, "created_at" character varying(24) NOT NULL, "updated_at" character varying(24) NOT NULL, "version" integer NOT NULL DEFAULT '1', "template_id" character varying(12) NOT NULL, "title" character varying(255) NOT NULL, "index" integer NOT NULL, "is_hidden" boolean NOT NULL DEFAULT false, CONSTRAINT "PK_09e4505f0140b1d2dbb50fddc31" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_7e8e75623be48f42090aabc5d0" ON "template_page"  ("organization_id") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_600f8054fb2c8b5a0c698b4ec1" ON "template_page"  ("template_id", "index") `,
    );
    await queryRunner.query(
      `CREATE TABLE "template_section" ("id" character varying(12) NOT NULL, "organization_id" character varying(12) NOT NULL, "created_at" character varying(24) NOT NULL, "updated_at" character varying(24) NOT NULL, "version" integer NOT NULL DEFAULT '1', "title" character varying(255) NOT NULL, "kind" character varying(10) NOT NULL, "index" integer NOT NULL, "is_hidden" boolean NOT NULL DEFAULT false, "text" text, "asset_ids" text, "link_url" character varying(2048), "file_id" character varying(12), "template_id" character varying(12) NOT NULL, "template_page_id" character varying(12) NOT NULL, "plan_index" integer, CONSTRAINT "PK_2bfbfb0d5039ac8fc25c41b1f57" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_19136016a7cd8404e0d767f3e1" ON "template_section"  ("organization_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_105a72ec96b920b55ef0d4d856" ON "template_section"  ("template_page_id", "index") `,
    );
    await queryRunner.query(
      `CREATE TABLE "workspace_page" ("id" character varying(12) NOT NULL, "organization_id" character varying(12) NOT NULL, "created_at" character varying(24) NOT NULL, "updated_at" character varying(24) NOT NULL, "version" integer NOT NULL DEFAULT '1', "workspace_id" character varying(12) NOT NULL, "title" character varying(255) NOT NULL, "index" integer NOT NULL, "is_hidden" boolean NOT NULL DEFAULT false, CONSTRAINT "PK_2174695147097c618bfac50439a" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_5c5eaede6f74ff9cc609309c5b" ON "workspace_page"  ("organization_id") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_4396ca09a80d03a888f19a38da" ON "workspace_page"  ("organization_id", "created_at", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_71ed5f705dcb9f83a31046bfa9" ON "workspace_page"  ("workspace_id", "index") `,
    );
    await queryRunner.query(
      `CREATE TABLE "workspace_section" ("id" character varying(12) NOT NULL, "organization_id" character varying(12) NOT NULL, "created_at" character varying(24) NOT NULL, "updated_at" character varying(24) NOT NULL, "version" integer NOT NULL DEFAULT '1', "title" character varying(255) NOT NULL, "kind" character varying(10) NOT NULL, "index" integer NOT NULL, "is_hidden" boolean NOT NULL DEFAULT false, "text" text, "asset_ids" text, "link_url" character varying(2048), "file_id" character varying(12), "workspace_id" character varying(12) NOT NULL, "workspace_page_id" character varying(12) NOT NULL, "workspace_plan_id" character varying(12), CONSTRAINT "PK_71a8a8cae6339902387d40a9d93" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_67b61a23a5a9ed12a0f4be4b5f" ON "workspace_section"  ("organization_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_62acc807c4366fdecdcd959ba7" ON "workspace_section"  ("organization_id", "created_at", "id") `,
    );
    await queryRunner.query(`CREATE INDEX "IDX_ab75b99aa937603f8634aadd83" ON "workspace_section"  ("workspace_id") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_91be3f818b8ba5ae75c6fa4ab3" ON "workspace_section"  ("workspace_page_id", "index") `,
    );
    await queryRunner.query(`ALTER TABLE "asset" ADD "file_id" character varying(12)`);
    await queryRunner.query(`ALTER TABLE "template" ADD "key_dates_enabled" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`ALTER TABLE "template_plan_task" ADD "template_plan_id" character varying(12)`);
    await queryRunner.query(`ALTER TABLE "workspace_plan_task" ADD "workspace_plan_id" character varying(12)`);
    await addOnePlanEach(queryRunner, (n) => `$${n}`);
    await queryRunner.query(`UPDATE "template_plan_task" SET "template_plan_id" = ${PLAN_OF_TEMPLATE_TASK}`);
    await queryRunner.query(`UPDATE "workspace_plan_task" SET "workspace_plan_id" = ${PLAN_OF_WORKSPACE_TASK}`);
    await queryRunner.query(`ALTER TABLE "template_plan_task" ALTER COLUMN "template_plan_id" SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE "workspace_plan_task" ALTER COLUMN "workspace_plan_id" SET NOT NULL`);

    await queryRunner.query(
      `CREATE INDEX "IDX_d502bc459306b73c9e9160f614" ON "template_plan_task"  ("template_plan_id", "index") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_b36da34f05d2821a31ec203140" ON "workspace_plan_task"  ("workspace_plan_id", "index") `,
    );
    await queryRunner.query(
      `ALTER TABLE "asset" ADD CONSTRAINT "FK_e44979bf6b094023af73dee4325" FOREIGN KEY ("file_id") REFERENCES "file"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "template_plan" ADD CONSTRAINT "FK_94b00f27c6aa8bb28d0683721dd" FOREIGN KEY ("template_id") REFERENCES "template"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "template_plan_task" ADD CONSTRAINT "FK_4213090e32768a6bf22fdfb130e" FOREIGN KEY ("template_plan_id") REFERENCES "template_plan"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "workspace_plan" ADD CONSTRAINT "FK_6831a1ad3f8851a102d17c8e489" FOREIGN KEY ("workspace_id") REFERENCES "workspace"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "workspace_plan_task" ADD CONSTRAINT "FK_2728a0e7f35b7f37ea799ce3902" FOREIGN KEY ("workspace_plan_id") REFERENCES "workspace_plan"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "template_page" ADD CONSTRAINT "FK_34f5c6734b01bf5584f40351d4d" FOREIGN KEY ("template_id") REFERENCES "template"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "template_section" ADD CONSTRAINT "FK_ab7df61275e48a02459f52e1ea4" FOREIGN KEY ("template_page_id") REFERENCES "template_page"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "workspace_page" ADD CONSTRAINT "FK_d5bb72fea6c62627e6b1c5b5edf" FOREIGN KEY ("workspace_id") REFERENCES "workspace"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "workspace_section" ADD CONSTRAINT "FK_f8000956a760b9defc9fd6224d7" FOREIGN KEY ("workspace_page_id") REFERENCES "workspace_page"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "workspace_section" ADD CONSTRAINT "FK_08da8627f4d116813ae82284d44" FOREIGN KEY ("workspace_plan_id") REFERENCES "workspace_plan"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "workspace_section" ADD CONSTRAINT "FK_c85835bc7ae881595a1c6cd12e1" FOREIGN KEY ("file_id") REFERENCES "file"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    // A file's bytes, in order; not an entity (no binary column type TypeORM shares between the dialects).
    await queryRunner.query(
      `CREATE TABLE "file_chunk" ("file_id" varchar(12) NOT NULL REFERENCES "file" ("id") ON DELETE CASCADE, "seq" integer NOT NULL, "data" bytea NOT NULL, PRIMARY KEY ("file_id", "seq"))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "file_chunk"`);
    await queryRunner.query(`ALTER TABLE "workspace_section" DROP CONSTRAINT "FK_c85835bc7ae881595a1c6cd12e1"`);
    await queryRunner.query(`ALTER TABLE "workspace_section" DROP CONSTRAINT "FK_08da8627f4d116813ae82284d44"`);
    await queryRunner.query(`ALTER TABLE "workspace_section" DROP CONSTRAINT "FK_f8000956a760b9defc9fd6224d7"`);
    await queryRunner.query(`ALTER TABLE "workspace_page" DROP CONSTRAINT "FK_d5bb72fea6c62627e6b1c5b5edf"`);
    await queryRunner.query(`ALTER TABLE "template_section" DROP CONSTRAINT "FK_ab7df61275e48a02459f52e1ea4"`);
    await queryRunner.query(`ALTER TABLE "template_page" DROP CONSTRAINT "FK_34f5c6734b01bf5584f40351d4d"`);
    await queryRunner.query(`ALTER TABLE "workspace_plan_task" DROP CONSTRAINT "FK_2728a0e7f35b7f37ea799ce3902"`);
    await queryRunner.query(`ALTER TABLE "workspace_plan" DROP CONSTRAINT "FK_6831a1ad3f8851a102d17c8e489"`);
    await queryRunner.query(`ALTER TABLE "template_plan_task" DROP CONSTRAINT "FK_4213090e32768a6bf22fdfb130e"`);
    await queryRunner.query(`ALTER TABLE "template_plan" DROP CONSTRAINT "FK_94b00f27c6aa8bb28d0683721dd"`);
    await queryRunner.query(`ALTER TABLE "asset" DROP CONSTRAINT "FK_e44979bf6b094023af73dee4325"`);
    await queryRunner.query(`DROP INDEX "IDX_b36da34f05d2821a31ec203140"`);
    await queryRunner.query(`DROP INDEX "IDX_d502bc459306b73c9e9160f614"`);
    await queryRunner.query(`ALTER TABLE "workspace_plan_task" DROP COLUMN "workspace_plan_id"`);
    await queryRunner.query(`ALTER TABLE "template_plan_task" DROP COLUMN "template_plan_id"`);
    await queryRunner.query(`ALTER TABLE "template" DROP COLUMN "key_dates_enabled"`);
    await queryRunner.query(`ALTER TABLE "asset" DROP COLUMN "file_id"`);
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
