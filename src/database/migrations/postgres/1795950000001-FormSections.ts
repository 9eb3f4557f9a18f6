import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A `form` section's questions, as JSON. */
export class FormSections1795950000001 implements MigrationInterface {
  name = 'FormSections1795950000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "workspace_section" ADD "form" text`);
    await queryRunner.query(`ALTER TABLE "template_section" ADD "form" text`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "template_section" DROP COLUMN "form"`);
    await queryRunner.query(`ALTER TABLE "workspace_section" DROP COLUMN "form"`);
  }
}
