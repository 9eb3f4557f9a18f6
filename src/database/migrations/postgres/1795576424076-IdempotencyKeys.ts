import type { MigrationInterface, QueryRunner } from 'typeorm';

export class IdempotencyKeys1795576424076 implements MigrationInterface {
  name = 'IdempotencyKeys1795576424076';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "idempotency_key" ("organization_id" character varying(12) NOT NULL, "key" character varying(255) NOT NULL, "fingerprint" character varying(64) NOT NULL, "claim_token" character varying(24) NOT NULL, "locked_until" character varying(24), "response_status" integer, "response_body" text, "response_location" character varying(2048), "created_at" character varying(24) NOT NULL, "expires_at" character varying(24) NOT NULL, CONSTRAINT "PK_cb963bec1f86e41cf4e6f45eff5" PRIMARY KEY ("organization_id", "key"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_40aab95c36e58255f7618768f0" ON "idempotency_key"  ("expires_at") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_40aab95c36e58255f7618768f0"`);
    await queryRunner.query(`DROP TABLE "idempotency_key"`);
  }
}
