import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Written by hand: a nullable column added in place (no table rebuild on SQLite). */
export class TemplateTaskAssigneeRole1795910000000 implements MigrationInterface {
  name = 'TemplateTaskAssigneeRole1795910000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "template_plan_task" ADD COLUMN "assignee_role" varchar(10)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "template_plan_task" DROP COLUMN "assignee_role"`);
  }
}
