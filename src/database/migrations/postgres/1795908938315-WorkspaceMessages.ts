import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Conversations: the workspace's message thread (`workspace_message`) and its `messages_enabled` switch, which existing
 * workspaces take from their template as new ones do.
 */
export class WorkspaceMessages1795908938315 implements MigrationInterface {
  name = 'WorkspaceMessages1795908938315';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "workspace_message" ("id" character varying(12) NOT NULL, "organization_id" character varying(12) NOT NULL, "created_at" character varying(24) NOT NULL, "updated_at" character varying(24) NOT NULL, "version" integer NOT NULL DEFAULT '1', "workspace_id" character varying(12) NOT NULL, "parent_id" character varying(12), "body" text, "author_kind" character varying(10) NOT NULL, "author_user_id" character varying(12) NOT NULL, "reply_count" integer NOT NULL DEFAULT '0', "edited_at" character varying(24), "deleted_at" character varying(24), CONSTRAINT "PK_788cb2156ee6a8d2ac3ce2dfb7b" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_5512a54602fba099672ff33e1d" ON "workspace_message"  ("organization_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_f7d2909cc1c7779b8548f0d83b" ON "workspace_message"  ("parent_id", "created_at", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_2b6584a1556971a187e239e166" ON "workspace_message"  ("workspace_id", "created_at", "id") `,
    );
    await queryRunner.query(`ALTER TABLE "workspace" ADD "messages_enabled" boolean NOT NULL DEFAULT true`);
    await queryRunner.query(
      `ALTER TABLE "workspace_message" ADD CONSTRAINT "FK_0cfd263767813b8c02b79ff2147" FOREIGN KEY ("workspace_id") REFERENCES "workspace"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `UPDATE "workspace" SET "messages_enabled" = (SELECT t."messages_enabled" FROM "template" t WHERE t."id" = "workspace"."template_id") WHERE EXISTS (SELECT 1 FROM "template" t WHERE t."id" = "workspace"."template_id")`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "workspace_message" DROP CONSTRAINT "FK_0cfd263767813b8c02b79ff2147"`);
    await queryRunner.query(`ALTER TABLE "workspace" DROP COLUMN "messages_enabled"`);
    await queryRunner.query(`DROP INDEX "IDX_2b6584a1556971a187e239e166"`);
    await queryRunner.query(`DROP INDEX "IDX_f7d2909cc1c7779b8548f0d83b"`);
    await queryRunner.query(`DROP INDEX "IDX_5512a54602fba099672ff33e1d"`);
    await queryRunner.query(`DROP TABLE "workspace_message"`);
  }
}
