import type { MigrationInterface, QueryRunner } from 'typeorm';

/** E-mail notifications: what is still to tell, settings, unsubscriptions, and the outbox's own headers. */
export class Notifications1795919026685 implements MigrationInterface {
  name = 'Notifications1795919026685';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "notification_item" ("id" character varying(12) NOT NULL, "organization_id" character varying(12) NOT NULL, "workspace_id" character varying(12) NOT NULL, "user_id" character varying(12) NOT NULL, "kind" character varying(20) NOT NULL, "line" character varying(600) NOT NULL, "link" character varying(2048) NOT NULL, "daily" boolean NOT NULL DEFAULT false, "seen_on" character varying(32), "thread_id" character varying(12), "created_at" character varying(24) NOT NULL, "due_at" character varying(24) NOT NULL, CONSTRAINT "PK_9771db58828c13ffeea28471cb8" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_af4964c386f3aebab93d1c2eb4" ON "notification_item"  ("user_id", "due_at") `,
    );
    await queryRunner.query(`CREATE INDEX "IDX_8ed4ba95ba57e7e0526559599b" ON "notification_item"  ("due_at") `);
    await queryRunner.query(
      `CREATE TABLE "notification_setting" ("user_id" character varying(12) NOT NULL, "organization_id" character varying(12) NOT NULL, "settings" text NOT NULL, "updated_at" character varying(24) NOT NULL, CONSTRAINT "PK_d210b9143572b7e8179c15f5f2a" PRIMARY KEY ("user_id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "notification_mute" ("user_id" character varying(12) NOT NULL, "workspace_id" character varying(12) NOT NULL, "organization_id" character varying(12) NOT NULL, "created_at" character varying(24) NOT NULL, CONSTRAINT "PK_3960439df9beb2b9b5efb5d20fb" PRIMARY KEY ("user_id", "workspace_id"))`,
    );
    await queryRunner.query(`ALTER TABLE "outbox_email" ADD "headers" text`);
    await queryRunner.query(
      `CREATE TABLE "inbound_reply" ("key" character varying(64) NOT NULL, "received_at" character varying(24) NOT NULL, CONSTRAINT "PK_inbound_reply" PRIMARY KEY ("key"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_inbound_reply_received_at" ON "inbound_reply" ("received_at") `);
    await queryRunner.query(
      `ALTER TABLE "notification_item" ADD CONSTRAINT "FK_233bdb422bf525901e98d18c933" FOREIGN KEY ("workspace_id") REFERENCES "workspace"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "notification_item" ADD CONSTRAINT "FK_b75871e44c725eef5b4280f4fe3" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "notification_setting" ADD CONSTRAINT "FK_d210b9143572b7e8179c15f5f2a" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "notification_mute" ADD CONSTRAINT "FK_1d52922a3181f68287a05d70021" FOREIGN KEY ("workspace_id") REFERENCES "workspace"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "notification_mute" ADD CONSTRAINT "FK_8db50585806d8747fcbe123a9d3" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "notification_mute" DROP CONSTRAINT "FK_8db50585806d8747fcbe123a9d3"`);
    await queryRunner.query(`ALTER TABLE "notification_mute" DROP CONSTRAINT "FK_1d52922a3181f68287a05d70021"`);
    await queryRunner.query(`ALTER TABLE "notification_setting" DROP CONSTRAINT "FK_d210b9143572b7e8179c15f5f2a"`);
    await queryRunner.query(`ALTER TABLE "notification_item" DROP CONSTRAINT "FK_b75871e44c725eef5b4280f4fe3"`);
    await queryRunner.query(`ALTER TABLE "notification_item" DROP CONSTRAINT "FK_233bdb422bf525901e98d18c933"`);
    await queryRunner.query(`DROP INDEX "IDX_inbound_reply_received_at"`);
    await queryRunner.query(`DROP TABLE "inbound_reply"`);
    await queryRunner.query(`ALTER TABLE "outbox_email" DROP COLUMN "headers"`);
    await queryRunner.query(`DROP TABLE "notification_mute"`);
    await queryRunner.query(`DROP TABLE "notification_setting"`);
    await queryRunner.query(`DROP INDEX "IDX_8ed4ba95ba57e7e0526559599b"`);
    await queryRunner.query(`DROP INDEX "IDX_af4964c386f3aebab93d1c2eb4"`);
    await queryRunner.query(`DROP TABLE "notification_item"`);
  }
}
