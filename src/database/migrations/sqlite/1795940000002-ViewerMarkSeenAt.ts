import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Written by hand (a column added in place, no table rebuild): when a contact was last shown a page, `seen_at`, dated
 * on existing marks by their last count.
 */
export class ViewerMarkSeenAt1795940000002 implements MigrationInterface {
  name = 'ViewerMarkSeenAt1795940000002';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "workspace_viewer_mark" ADD COLUMN "seen_at" varchar(24)`);
    await queryRunner.query(`UPDATE "workspace_viewer_mark" SET "seen_at" = "counted_at"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "workspace_viewer_mark" DROP COLUMN "seen_at"`);
  }
}
