import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Written by hand: SQLite adds a NOT NULL column with a default in place, without rebuilding every table. */
export class ResourceVersions1795552843551 implements MigrationInterface {
  name = 'ResourceVersions1795552843551';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "account" ADD COLUMN "version" integer NOT NULL DEFAULT (1)`);
    await queryRunner.query(`ALTER TABLE "asset" ADD COLUMN "version" integer NOT NULL DEFAULT (1)`);
    await queryRunner.query(`ALTER TABLE "tag" ADD COLUMN "version" integer NOT NULL DEFAULT (1)`);
    await queryRunner.query(`ALTER TABLE "board" ADD COLUMN "version" integer NOT NULL DEFAULT (1)`);
    await queryRunner.query(`ALTER TABLE "custom_field" ADD COLUMN "version" integer NOT NULL DEFAULT (1)`);
    await queryRunner.query(`ALTER TABLE "deal" ADD COLUMN "version" integer NOT NULL DEFAULT (1)`);
    await queryRunner.query(`ALTER TABLE "template" ADD COLUMN "version" integer NOT NULL DEFAULT (1)`);
    await queryRunner.query(`ALTER TABLE "template_plan_task" ADD COLUMN "version" integer NOT NULL DEFAULT (1)`);
    await queryRunner.query(`ALTER TABLE "app_user" ADD COLUMN "version" integer NOT NULL DEFAULT (1)`);
    await queryRunner.query(`ALTER TABLE "workspace" ADD COLUMN "version" integer NOT NULL DEFAULT (1)`);
    await queryRunner.query(`ALTER TABLE "workspace_domain" ADD COLUMN "version" integer NOT NULL DEFAULT (1)`);
    await queryRunner.query(`ALTER TABLE "workspace_plan_task" ADD COLUMN "version" integer NOT NULL DEFAULT (1)`);
    await queryRunner.query(`ALTER TABLE "workspace_user" ADD COLUMN "version" integer NOT NULL DEFAULT (1)`);
    await queryRunner.query(`ALTER TABLE "event" ADD COLUMN "version" integer NOT NULL DEFAULT (1)`);
    await queryRunner.query(`ALTER TABLE "webhook_delivery" ADD COLUMN "version" integer NOT NULL DEFAULT (1)`);
    await queryRunner.query(`ALTER TABLE "webhook_endpoint" ADD COLUMN "version" integer NOT NULL DEFAULT (1)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "webhook_endpoint" DROP COLUMN "version"`);
    await queryRunner.query(`ALTER TABLE "webhook_delivery" DROP COLUMN "version"`);
    await queryRunner.query(`ALTER TABLE "event" DROP COLUMN "version"`);
    await queryRunner.query(`ALTER TABLE "workspace_user" DROP COLUMN "version"`);
    await queryRunner.query(`ALTER TABLE "workspace_plan_task" DROP COLUMN "version"`);
    await queryRunner.query(`ALTER TABLE "workspace_domain" DROP COLUMN "version"`);
    await queryRunner.query(`ALTER TABLE "workspace" DROP COLUMN "version"`);
    await queryRunner.query(`ALTER TABLE "app_user" DROP COLUMN "version"`);
    await queryRunner.query(`ALTER TABLE "template_plan_task" DROP COLUMN "version"`);
    await queryRunner.query(`ALTER TABLE "template" DROP COLUMN "version"`);
    await queryRunner.query(`ALTER TABLE "deal" DROP COLUMN "version"`);
    await queryRunner.query(`ALTER TABLE "custom_field" DROP COLUMN "version"`);
    await queryRunner.query(`ALTER TABLE "board" DROP COLUMN "version"`);
    await queryRunner.query(`ALTER TABLE "tag" DROP COLUMN "version"`);
    await queryRunner.query(`ALTER TABLE "asset" DROP COLUMN "version"`);
    await queryRunner.query(`ALTER TABLE "account" DROP COLUMN "version"`);
  }
}
