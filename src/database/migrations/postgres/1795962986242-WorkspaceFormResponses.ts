import type { MigrationInterface, QueryRunner } from 'typeorm';

export class WorkspaceFormResponses1795962986242 implements MigrationInterface {
  name = 'WorkspaceFormResponses1795962986242';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "workspace_form_draft" ("id" character varying(12) NOT NULL, "organization_id" character varying(12) NOT NULL, "created_at" character varying(24) NOT NULL, "updated_at" character varying(24) NOT NULL, "version" integer NOT NULL DEFAULT '1', "workspace_id" character varying(12) NOT NULL, "form_id" character varying(12) NOT NULL, "user_id" character varying(12) NOT NULL, "answers" text NOT NULL, CONSTRAINT "PK_30f8029c0072a549619c4e40a5b" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_299dc45694293a187f53da7747" ON "workspace_form_draft"  ("organization_id") `,
    );
    await queryRunner.query(`CREATE INDEX "IDX_6dad4bb17d48cfe9cf41b164c8" ON "workspace_form_draft"  ("updated_at") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_8985ed6c5aebd613c95753d39c" ON "workspace_form_draft"  ("form_id", "user_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "workspace_form_response" ("id" character varying(12) NOT NULL, "organization_id" character varying(12) NOT NULL, "created_at" character varying(24) NOT NULL, "updated_at" character varying(24) NOT NULL, "version" integer NOT NULL DEFAULT '1', "workspace_id" character varying(12) NOT NULL, "form_id" character varying(12) NOT NULL, "user_id" character varying(12) NOT NULL, "answers" text NOT NULL, "submitted_at" character varying(24) NOT NULL, "submission_key" character varying(32), CONSTRAINT "PK_1b41ae56f94ac9f0cafc6415110" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_96d9dfc9aa993888fb9657a736" ON "workspace_form_response"  ("organization_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_950afe691bcbb9e1e2395e6af8" ON "workspace_form_response"  ("organization_id", "created_at", "id") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_31a6a1a44411b23ed3d1c7a713" ON "workspace_form_response"  ("form_id", "submission_key") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_2566a6a97184a3247902802122" ON "workspace_form_response"  ("form_id", "user_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_9f77f3cca5b9f07d7f5c2c0415" ON "workspace_form_response"  ("form_id", "created_at", "id") `,
    );
    await queryRunner.query(
      `ALTER TABLE "workspace_form_draft" ADD CONSTRAINT "FK_6c64629758c4b0f63880ab16145" FOREIGN KEY ("form_id") REFERENCES "workspace_section"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "workspace_form_response" ADD CONSTRAINT "FK_74e5150eeeb956ff1bc690b3b18" FOREIGN KEY ("form_id") REFERENCES "workspace_section"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "workspace_form_response" DROP CONSTRAINT "FK_74e5150eeeb956ff1bc690b3b18"`);
    await queryRunner.query(`ALTER TABLE "workspace_form_draft" DROP CONSTRAINT "FK_6c64629758c4b0f63880ab16145"`);
    await queryRunner.query(`DROP INDEX "IDX_9f77f3cca5b9f07d7f5c2c0415"`);
    await queryRunner.query(`DROP INDEX "IDX_2566a6a97184a3247902802122"`);
    await queryRunner.query(`DROP INDEX "IDX_31a6a1a44411b23ed3d1c7a713"`);
    await queryRunner.query(`DROP INDEX "IDX_950afe691bcbb9e1e2395e6af8"`);
    await queryRunner.query(`DROP INDEX "IDX_96d9dfc9aa993888fb9657a736"`);
    await queryRunner.query(`DROP TABLE "workspace_form_response"`);
    await queryRunner.query(`DROP INDEX "IDX_8985ed6c5aebd613c95753d39c"`);
    await queryRunner.query(`DROP INDEX "IDX_6dad4bb17d48cfe9cf41b164c8"`);
    await queryRunner.query(`DROP INDEX "IDX_299dc45694293a187f53da7747"`);
    await queryRunner.query(`DROP TABLE "workspace_form_draft"`);
  }
}
