import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Comments on a workspace's plan tasks, sections and files (`workspace_comment`): the subject's id in the one column of
 * its type, each a foreign key that takes the comments with the task, section or file.
 */
export class WorkspaceComments1795920000005 implements MigrationInterface {
  name = 'WorkspaceComments1795920000005';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "workspace_comment" ("id" character varying(12) NOT NULL, "organization_id" character varying(12) NOT NULL, "created_at" character varying(24) NOT NULL, "updated_at" character varying(24) NOT NULL, "version" integer NOT NULL DEFAULT '1', "workspace_id" character varying(12) NOT NULL, "parent_id" character varying(12), "body" text, "author_kind" character varying(10) NOT NULL, "author_user_id" character varying(12) NOT NULL, "reply_count" integer NOT NULL DEFAULT '0', "edited_at" character varying(24), "deleted_at" character varying(24), "subject_type" character varying(20) NOT NULL, "workspace_plan_task_id" character varying(12), "workspace_section_id" character varying(12), "file_id" character varying(12), CONSTRAINT "PK_659ab466e89645580de7ac72056" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_1e290e9542b614d494e86ae92b" ON "workspace_comment"  ("organization_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_b41e0b5805e20cae349658fc66" ON "workspace_comment"  ("workspace_plan_task_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_a0a01ae8784dc144f260a40c02" ON "workspace_comment"  ("workspace_section_id") `,
    );
    await queryRunner.query(`CREATE INDEX "IDX_a0284ac5b8c5d77854025db503" ON "workspace_comment"  ("file_id") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_5fcef64cbd32b4310f1bcc388a" ON "workspace_comment"  ("parent_id", "created_at", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_bbc9875c2482c59b55719e17f4" ON "workspace_comment"  ("workspace_id", "created_at", "id") `,
    );
    await queryRunner.query(
      `ALTER TABLE "workspace_comment" ADD CONSTRAINT "FK_62d7837902c866e36ae4517a83a" FOREIGN KEY ("workspace_id") REFERENCES "workspace"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "workspace_comment" ADD CONSTRAINT "FK_b41e0b5805e20cae349658fc662" FOREIGN KEY ("workspace_plan_task_id") REFERENCES "workspace_plan_task"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "workspace_comment" ADD CONSTRAINT "FK_a0a01ae8784dc144f260a40c024" FOREIGN KEY ("workspace_section_id") REFERENCES "workspace_section"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "workspace_comment" ADD CONSTRAINT "FK_a0284ac5b8c5d77854025db5036" FOREIGN KEY ("file_id") REFERENCES "file"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "workspace_comment" DROP CONSTRAINT "FK_a0284ac5b8c5d77854025db5036"`);
    await queryRunner.query(`ALTER TABLE "workspace_comment" DROP CONSTRAINT "FK_a0a01ae8784dc144f260a40c024"`);
    await queryRunner.query(`ALTER TABLE "workspace_comment" DROP CONSTRAINT "FK_b41e0b5805e20cae349658fc662"`);
    await queryRunner.query(`ALTER TABLE "workspace_comment" DROP CONSTRAINT "FK_62d7837902c866e36ae4517a83a"`);
    await queryRunner.query(`DROP INDEX "IDX_bbc9875c2482c59b55719e17f4"`);
    await queryRunner.query(`DROP INDEX "IDX_5fcef64cbd32b4310f1bcc388a"`);
    await queryRunner.query(`DROP INDEX "IDX_a0284ac5b8c5d77854025db503"`);
    await queryRunner.query(`DROP INDEX "IDX_a0a01ae8784dc144f260a40c02"`);
    await queryRunner.query(`DROP INDEX "IDX_b41e0b5805e20cae349658fc66"`);
    await queryRunner.query(`DROP INDEX "IDX_1e290e9542b614d494e86ae92b"`);
    await queryRunner.query(`DROP TABLE "workspace_comment"`);
  }
}
