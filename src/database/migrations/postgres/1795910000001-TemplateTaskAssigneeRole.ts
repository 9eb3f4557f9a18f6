import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Written by hand: a nullable column added in place (no table rebuild on SQLite). */
export class TemplateTaskAssigneeRole1795910000001 implements MigrationInterface {
  name = 'TemplateTaskAssigneeRole1795910000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "template_plan_task" ADD "assignee_role" character varying(10)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "template_plan_task" DROP COLUMN "assignee_role"`);
  }
}
