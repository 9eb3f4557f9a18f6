import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Written by hand: SQLite adds the columns in place. The generated migration rebuilt the table, which would also have
 * dropped the workspace table's counting triggers (OrganizationCounts).
 */
export class WorkspaceSharing1795649982288 implements MigrationInterface {
  name = 'WorkspaceSharing1795649982288';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "workspace" ADD COLUMN "share_setting" varchar(16) NOT NULL DEFAULT ('private')`,
    );
    await queryRunner.query(
      `ALTER TABLE "workspace" ADD COLUMN "google_verification_enabled" boolean NOT NULL DEFAULT (0)`,
    );
    await queryRunner.query(
      `ALTER TABLE "workspace" ADD COLUMN "magic_link_verification_enabled" boolean NOT NULL DEFAULT (1)`,
    );
    await queryRunner.query(`ALTER TABLE "workspace" ADD COLUMN "welcome_page_cta" varchar(100)`);
    await queryRunner.query(`ALTER TABLE "workspace" ADD COLUMN "welcome_page_text" text`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "workspace" DROP COLUMN "welcome_page_text"`);
    await queryRunner.query(`ALTER TABLE "workspace" DROP COLUMN "welcome_page_cta"`);
    await queryRunner.query(`ALTER TABLE "workspace" DROP COLUMN "magic_link_verification_enabled"`);
    await queryRunner.query(`ALTER TABLE "workspace" DROP COLUMN "google_verification_enabled"`);
    await queryRunner.query(`ALTER TABLE "workspace" DROP COLUMN "share_setting"`);
  }
}
