import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Written by hand (a column added in place, no table rebuild): a `form` section's questions, as JSON. */
export class FormSections1795950000000 implements MigrationInterface {
  name = 'FormSections1795950000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "workspace_section" ADD COLUMN "form" text`);
    await queryRunner.query(`ALTER TABLE "template_section" ADD COLUMN "form" text`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "template_section" DROP COLUMN "form"`);
    await queryRunner.query(`ALTER TABLE "workspace_section" DROP COLUMN "form"`);
  }
}
