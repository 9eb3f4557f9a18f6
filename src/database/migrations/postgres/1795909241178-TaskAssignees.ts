import type { MigrationInterface, QueryRunner } from 'typeorm';

export class TaskAssignees1795909241178 implements MigrationInterface {
  name = 'TaskAssignees1795909241178';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "workspace_plan_task_assignee" ("task_id" character varying(12) NOT NULL, "user_id" character varying(12) NOT NULL, "organization_id" character varying(12) NOT NULL, "position" integer NOT NULL, "created_at" character varying(24) NOT NULL, CONSTRAINT "PK_43ff60ef23831e87f6c7eb8c076" PRIMARY KEY ("task_id", "user_id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_021df3df8424298e6700b29f60" ON "workspace_plan_task_assignee"  ("organization_id", "user_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_e754cc11c631e1f1273835a19f" ON "workspace_plan_task_assignee"  ("user_id") `,
    );
    await queryRunner.query(
      `ALTER TABLE "workspace_plan_task_assignee" ADD CONSTRAINT "FK_330ca265d1fdc6c073e0ebbda7b" FOREIGN KEY ("task_id") REFERENCES "workspace_plan_task"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "workspace_plan_task_assignee" ADD CONSTRAINT "FK_e754cc11c631e1f1273835a19f6" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "workspace_plan_task_assignee" DROP CONSTRAINT "FK_e754cc11c631e1f1273835a19f6"`,
    );
    await queryRunner.query(
      `ALTER TABLE "workspace_plan_task_assignee" DROP CONSTRAINT "FK_330ca265d1fdc6c073e0ebbda7b"`,
    );
    await queryRunner.query(`DROP INDEX "IDX_e754cc11c631e1f1273835a19f"`);
    await queryRunner.query(`DROP INDEX "IDX_021df3df8424298e6700b29f60"`);
    await queryRunner.query(`DROP TABLE "workspace_plan_task_assignee"`);
  }
}
