import type { MigrationInterface, QueryRunner } from 'typeorm';

export class IdempotencyKeys1795576423009 implements MigrationInterface {
  name = 'IdempotencyKeys1795576423009';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "idempotency_key" ("organization_id" varchar(12) NOT NULL, "key" varchar(255) NOT NULL, "fingerprint" varchar(64) NOT NULL, "claim_token" varchar(24) NOT NULL, "locked_until" varchar(24), "response_status" integer, "response_body" text, "response_location" varchar(2048), "created_at" varchar(24) NOT NULL, "expires_at" varchar(24) NOT NULL, PRIMARY KEY ("organization_id", "key"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_40aab95c36e58255f7618768f0" ON "idempotency_key" ("expires_at") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_40aab95c36e58255f7618768f0"`);
    await queryRunner.query(`DROP TABLE "idempotency_key"`);
  }
}
