import type { MigrationInterface, QueryRunner } from 'typeorm';

export class WebhookFairClaims1795632720086 implements MigrationInterface {
  name = 'WebhookFairClaims1795632720086';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "IDX_5a107686ab8a0e584bb8c21dd4" ON "webhook_delivery"  ("endpoint_id", "status", "next_attempt_at") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_5a107686ab8a0e584bb8c21dd4"`);
  }
}
