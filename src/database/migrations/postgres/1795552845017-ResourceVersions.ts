import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ResourceVersions1795552845017 implements MigrationInterface {
  name = 'ResourceVersions1795552845017';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "account" ADD "version" integer NOT NULL DEFAULT '1'`);
    await queryRunner.query(`ALTER TABLE "asset" ADD "version" integer NOT NULL DEFAULT '1'`);
    await queryRunner.query(`ALTER TABLE "tag" ADD "version" integer NOT NULL DEFAULT '1'`);
    await queryRunner.query(`ALTER TABLE "board" ADD "version" integer NOT NULL DEFAULT '1'`);
    await queryRunner.query(`ALTER TABLE "custom_field" ADD "version" integer NOT NULL DEFAULT '1'`);
    await queryRunner.query(`ALTER TABLE "deal" ADD "version" integer NOT NULL DEFAULT '1'`);
    await queryRunner.query(`ALTER TABLE "template" ADD "version" integer NOT NULL DEFAULT '1'`);
    await queryRunner.query(`ALTER TABLE "template_plan_task" ADD "version" integer NOT NULL DEFAULT '1'`);
    await queryRunner.query(`ALTER TABLE "app_user" ADD "version" integer NOT NULL DEFAULT '1'`);
    await queryRunner.query(`ALTER TABLE "workspace" ADD "version" integer NOT NULL DEFAULT '1'`);
    await queryRunner.query(`ALTER TABLE "workspace_domain" ADD "version" integer NOT NULL DEFAULT '1'`);
    await queryRunner.query(`ALTER TABLE "workspace_plan_task" ADD "version" integer NOT NULL DEFAULT '1'`);
    await queryRunner.query(`ALTER TABLE "workspace_user" ADD "version" integer NOT NULL DEFAULT '1'`);
    await queryRunner.query(`ALTER TABLE "event" ADD "version" integer NOT NULL DEFAULT '1'`);
    await queryRunner.query(`ALTER TABLE "webhook_delivery" ADD "version" integer NOT NULL DEFAULT '1'`);
    await queryRunner.query(`ALTER TABLE "webhook_endpoint" ADD "version" integer NOT NULL DEFAULT '1'`);
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
