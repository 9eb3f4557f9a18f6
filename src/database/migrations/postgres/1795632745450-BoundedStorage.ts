import type { MigrationInterface, QueryRunner } from 'typeorm';

export class BoundedStorage1795632745450 implements MigrationInterface {
  name = 'BoundedStorage1795632745450';

  /** Hand-edited: rows queued before this migration are invitations (the only e-mails so far), scheduled when created. */
  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "outbox_email" ADD "kind" character varying(32) NOT NULL DEFAULT 'email'`);
    await queryRunner.query(`ALTER TABLE "outbox_email" ADD "dedupe_key" character varying(400)`);
    await queryRunner.query(`ALTER TABLE "outbox_email" ADD "scheduled_at" character varying(24)`);
    await queryRunner.query(`UPDATE "outbox_email" SET "scheduled_at" = "created_at", "kind" = 'invitation'`);
    await queryRunner.query(`ALTER TABLE "outbox_email" ALTER COLUMN "scheduled_at" SET NOT NULL`);
    await queryRunner.query(
      `CREATE INDEX "IDX_683df7b78eabdfbea6286444b6" ON "outbox_email"  ("dedupe_key", "created_at") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_c7836a6006ad11eb7830ea4f9a" ON "outbox_email"  ("organization_id", "kind", "scheduled_at") `,
    );
    await queryRunner.query(`CREATE INDEX "IDX_f0e0f3ea08224cc8c0ef1c7ae8" ON "event"  ("created_at") `);
    await queryRunner.query(`CREATE INDEX "IDX_b723a573cd78b4cff3404153ad" ON "webhook_delivery"  ("event_id") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_b723a573cd78b4cff3404153ad"`);
    await queryRunner.query(`DROP INDEX "IDX_f0e0f3ea08224cc8c0ef1c7ae8"`);
    await queryRunner.query(`DROP INDEX "IDX_c7836a6006ad11eb7830ea4f9a"`);
    await queryRunner.query(`DROP INDEX "IDX_683df7b78eabdfbea6286444b6"`);
    await queryRunner.query(`ALTER TABLE "outbox_email" DROP COLUMN "scheduled_at"`);
    await queryRunner.query(`ALTER TABLE "outbox_email" DROP COLUMN "dedupe_key"`);
    await queryRunner.query(`ALTER TABLE "outbox_email" DROP COLUMN "kind"`);
  }
}
