import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Written by hand: the generator's create-then-rebuild is one CREATE TABLE with its foreign keys on SQLite. */
export class TaskAssignees1795909232557 implements MigrationInterface {
  name = 'TaskAssignees1795909232557';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "workspace_plan_task_assignee" ("task_id" varchar(12) NOT NULL, "user_id" varchar(12) NOT NULL, "organization_id" varchar(12) NOT NULL, "position" integer NOT NULL, "created_at" varchar(24) NOT NULL, CONSTRAINT "FK_330ca265d1fdc6c073e0ebbda7b" FOREIGN KEY ("task_id") REFERENCES "workspace_plan_task" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_e754cc11c631e1f1273835a19f6" FOREIGN KEY ("user_id") REFERENCES "app_user" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, PRIMARY KEY ("task_id", "user_id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_021df3df8424298e6700b29f60" ON "workspace_plan_task_assignee" ("organization_id", "user_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_e754cc11c631e1f1273835a19f" ON "workspace_plan_task_assignee" ("user_id") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_e754cc11c631e1f1273835a19f"`);
    await queryRunner.query(`DROP INDEX "IDX_021df3df8424298e6700b29f60"`);
    await queryRunner.query(`DROP TABLE "workspace_plan_task_assignee"`);
  }
}
