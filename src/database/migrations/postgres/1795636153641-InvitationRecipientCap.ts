import type { MigrationInterface, QueryRunner } from 'typeorm';

export class InvitationRecipientCap1795636153641 implements MigrationInterface {
  name = 'InvitationRecipientCap1795636153641';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "IDX_bed1383f211cfeca3bae03bc78" ON "outbox_email"  ("organization_id", "to_address", "created_at") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_bed1383f211cfeca3bae03bc78"`);
  }
}
