import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Webhooks1795552587924 implements MigrationInterface {
  name = 'Webhooks1795552587924';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "event" ("id" character varying(12) NOT NULL, "organization_id" character varying(12) NOT NULL, "created_at" character varying(24) NOT NULL, "updated_at" character varying(24) NOT NULL, "type" character varying(64) NOT NULL, "data" text NOT NULL, CONSTRAINT "PK_30c2f3bbaf6d34a55f8ae6e4614" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_f476008fe61c6e93f2fe8a3d12" ON "event"  ("organization_id") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_10ed31775a412d6af92de3a299" ON "event"  ("organization_id", "created_at", "id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "webhook_delivery" ("id" character varying(12) NOT NULL, "organization_id" character varying(12) NOT NULL, "created_at" character varying(24) NOT NULL, "updated_at" character varying(24) NOT NULL, "endpoint_id" character varying(12) NOT NULL, "event_id" character varying(12) NOT NULL, "event_type" character varying(64) NOT NULL, "status" character varying(10) NOT NULL, "attempts" integer NOT NULL DEFAULT '0', "next_attempt_at" character varying(24) NOT NULL, "locked_until" character varying(24), "attempt_log" text NOT NULL, CONSTRAINT "PK_b1ae290239a778f12399db91354" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_1c8ce4a605ad052df0302141a2" ON "webhook_delivery"  ("organization_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_e5d8cd6dd4dea3a47de2166f10" ON "webhook_delivery"  ("endpoint_id", "created_at") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_68fd3a7ad4e5504350f64a3472" ON "webhook_delivery"  ("status", "next_attempt_at") `,
    );
    await queryRunner.query(
      `CREATE TABLE "webhook_endpoint" ("id" character varying(12) NOT NULL, "organization_id" character varying(12) NOT NULL, "created_at" character varying(24) NOT NULL, "updated_at" character varying(24) NOT NULL, "url" character varying(2048) NOT NULL, "description" character varying(500), "event_types" text NOT NULL, "enabled" boolean NOT NULL, "disabled_reason" character varying(500), "secret" character varying(100) NOT NULL, "previous_secret" character varying(100), "previous_secret_expires_at" character varying(24), "consecutive_failures" integer NOT NULL DEFAULT '0', CONSTRAINT "PK_6c98112122b2b8a4f3984d2efa8" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_e5800fed79898bb7202e931227" ON "webhook_endpoint"  ("organization_id") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_e5800fed79898bb7202e931227"`);
    await queryRunner.query(`DROP TABLE "webhook_endpoint"`);
    await queryRunner.query(`DROP INDEX "IDX_68fd3a7ad4e5504350f64a3472"`);
    await queryRunner.query(`DROP INDEX "IDX_e5d8cd6dd4dea3a47de2166f10"`);
    await queryRunner.query(`DROP INDEX "IDX_1c8ce4a605ad052df0302141a2"`);
    await queryRunner.query(`DROP TABLE "webhook_delivery"`);
    await queryRunner.query(`DROP INDEX "IDX_10ed31775a412d6af92de3a299"`);
    await queryRunner.query(`DROP INDEX "IDX_f476008fe61c6e93f2fe8a3d12"`);
    await queryRunner.query(`DROP TABLE "event"`);
  }
}
