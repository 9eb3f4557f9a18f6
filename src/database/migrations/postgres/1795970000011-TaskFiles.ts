import type { MigrationInterface, QueryRunner } from 'typeorm';

export class TaskFiles1795970000011 implements MigrationInterface {
  name = 'TaskFiles1795970000011';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "workspace_plan_task_file" ("task_id" character varying(12) NOT NULL, "file_id" character varying(12) NOT NULL, "organization_id" character varying(12) NOT NULL, "created_at" character varying(24) NOT NULL, CONSTRAINT "PK_07182d90ee73536f00b2f1e2b9d" PRIMARY KEY ("task_id", "file_id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_4406aee2a1b4cbcc8897a72e49" ON "workspace_plan_task_file"  ("file_id") `,
    );
    await queryRunner.query(
      `ALTER TABLE "workspace_plan_task_file" ADD CONSTRAINT "FK_c5d155cda562a7abc4bb1c0597a" FOREIGN KEY ("task_id") REFERENCES "workspace_plan_task"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "workspace_plan_task_file" ADD CONSTRAINT "FK_4406aee2a1b4cbcc8897a72e494" FOREIGN KEY ("file_id") REFERENCES "file"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "workspace_plan_task_file" DROP CONSTRAINT "FK_4406aee2a1b4cbcc8897a72e494"`);
    await queryRunner.query(`ALTER TABLE "workspace_plan_task_file" DROP CONSTRAINT "FK_c5d155cda562a7abc4bb1c0597a"`);
    await queryRunner.query(`DROP INDEX "IDX_4406aee2a1b4cbcc8897a72e49"`);
    await queryRunner.query(`DROP TABLE "workspace_plan_task_file"`);
  }
}
