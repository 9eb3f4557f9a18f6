import type { MigrationInterface, QueryRunner } from 'typeorm';

export class WorkspaceSharing1795649984689 implements MigrationInterface {
  name = 'WorkspaceSharing1795649984689';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "workspace" ADD "share_setting" character varying(16) NOT NULL DEFAULT 'private'`,
    );
    await queryRunner.query(`ALTER TABLE "workspace" ADD "google_verification_enabled" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(
      `ALTER TABLE "workspace" ADD "magic_link_verification_enabled" boolean NOT NULL DEFAULT true`,
    );
    await queryRunner.query(`ALTER TABLE "workspace" ADD "welcome_page_cta" character varying(100)`);
    await queryRunner.query(`ALTER TABLE "workspace" ADD "welcome_page_text" text`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "workspace" DROP COLUMN "welcome_page_text"`);
    await queryRunner.query(`ALTER TABLE "workspace" DROP COLUMN "welcome_page_cta"`);
    await queryRunner.query(`ALTER TABLE "workspace" DROP COLUMN "magic_link_verification_enabled"`);
    await queryRunner.query(`ALTER TABLE "workspace" DROP COLUMN "google_verification_enabled"`);
    await queryRunner.query(`ALTER TABLE "workspace" DROP COLUMN "share_setting"`);
  }
}
