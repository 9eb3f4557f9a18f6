import type { MigrationInterface, QueryRunner } from 'typeorm';

export class BoundedStorage1795632742952 implements MigrationInterface {
  name = 'BoundedStorage1795632742952';

  /** Hand-edited: rows queued before this migration are invitations (the only e-mails so far), scheduled when created. */
  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_188a7fd9c43251484deb674595"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_outbox_email" ("id" varchar(12) PRIMARY KEY NOT NULL, "organization_id" varchar(12) NOT NULL, "to_address" varchar(320) NOT NULL, "subject" varchar(500) NOT NULL, "text_body" text NOT NULL, "html_body" text NOT NULL, "status" varchar(10) NOT NULL, "attempts" integer NOT NULL DEFAULT (0), "next_attempt_at" varchar(24) NOT NULL, "locked_until" varchar(24), "last_error" text, "created_at" varchar(24) NOT NULL, "sent_at" varchar(24), "kind" varchar(32) NOT NULL DEFAULT ('email'), "dedupe_key" varchar(400), "scheduled_at" varchar(24) NOT NULL)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_outbox_email"("id", "organization_id", "to_address", "subject", "text_body", "html_body", "status", "attempts", "next_attempt_at", "locked_until", "last_error", "created_at", "sent_at", "kind", "scheduled_at") SELECT "id", "organization_id", "to_address", "subject", "text_body", "html_body", "status", "attempts", "next_attempt_at", "locked_until", "last_error", "created_at", "sent_at", 'invitation', "created_at" FROM "outbox_email"`,
    );
    await queryRunner.query(`DROP TABLE "outbox_email"`);
    await queryRunner.query(`ALTER TABLE "temporary_outbox_email" RENAME TO "outbox_email"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_188a7fd9c43251484deb674595" ON "outbox_email" ("status", "next_attempt_at") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_683df7b78eabdfbea6286444b6" ON "outbox_email" ("dedupe_key", "created_at") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_c7836a6006ad11eb7830ea4f9a" ON "outbox_email" ("organization_id", "kind", "scheduled_at") `,
    );
    await queryRunner.query(`CREATE INDEX "IDX_f0e0f3ea08224cc8c0ef1c7ae8" ON "event" ("created_at") `);
    await queryRunner.query(`CREATE INDEX "IDX_b723a573cd78b4cff3404153ad" ON "webhook_delivery" ("event_id") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_b723a573cd78b4cff3404153ad"`);
    await queryRunner.query(`DROP INDEX "IDX_f0e0f3ea08224cc8c0ef1c7ae8"`);
    await queryRunner.query(`DROP INDEX "IDX_c7836a6006ad11eb7830ea4f9a"`);
    await queryRunner.query(`DROP INDEX "IDX_683df7b78eabdfbea6286444b6"`);
    await queryRunner.query(`DROP INDEX "IDX_188a7fd9c43251484deb674595"`);
    await queryRunner.query(`ALTER TABLE "outbox_email" RENAME TO "temporary_outbox_email"`);
    await queryRunner.query(
      `CREATE TABLE "outbox_email" ("id" varchar(12) PRIMARY KEY NOT NULL, "organization_id" varchar(12) NOT NULL, "to_address" varchar(320) NOT NULL, "subject" varchar(500) NOT NULL, "text_body" text NOT NULL, "html_body" text NOT NULL, "status" varchar(10) NOT NULL, "attempts" integer NOT NULL DEFAULT (0), "next_attempt_at" varchar(24) NOT NULL, "locked_until" varchar(24), "last_error" text, "created_at" varchar(24) NOT NULL, "sent_at" varchar(24))`,
    );
    await queryRunner.query(
      `INSERT INTO "outbox_email"("id", "organization_id", "to_address", "subject", "text_body", "html_body", "status", "attempts", "next_attempt_at", "locked_until", "last_error", "created_at", "sent_at") SELECT "id", "organization_id", "to_address", "subject", "text_body", "html_body", "status", "attempts", "next_attempt_at", "locked_until", "last_error", "created_at", "sent_at" FROM "temporary_outbox_email"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_outbox_email"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_188a7fd9c43251484deb674595" ON "outbox_email" ("status", "next_attempt_at") `,
    );
  }
}
