import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * E-mail notifications: what is still to tell (`notification_item`), each person's settings and the workspaces they
 * unsubscribed from, and the outbox's own headers (List-Unsubscribe). Written by hand: the generator rebuilds
 * `outbox_email` to add a column, where ADD COLUMN does it in place.
 */
export class Notifications1795919021052 implements MigrationInterface {
  name = 'Notifications1795919021052';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "notification_item" ("id" varchar(12) PRIMARY KEY NOT NULL, "organization_id" varchar(12) NOT NULL, "workspace_id" varchar(12) NOT NULL, "user_id" varchar(12) NOT NULL, "kind" varchar(20) NOT NULL, "line" varchar(600) NOT NULL, "link" varchar(2048) NOT NULL, "daily" boolean NOT NULL DEFAULT (0), "seen_on" varchar(32), "thread_id" varchar(12), "created_at" varchar(24) NOT NULL, "due_at" varchar(24) NOT NULL, CONSTRAINT "FK_233bdb422bf525901e98d18c933" FOREIGN KEY ("workspace_id") REFERENCES "workspace" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_b75871e44c725eef5b4280f4fe3" FOREIGN KEY ("user_id") REFERENCES "app_user" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_af4964c386f3aebab93d1c2eb4" ON "notification_item" ("user_id", "due_at") `,
    );
    await queryRunner.query(`CREATE INDEX "IDX_8ed4ba95ba57e7e0526559599b" ON "notification_item" ("due_at") `);
    await queryRunner.query(
      `CREATE TABLE "notification_setting" ("user_id" varchar(12) PRIMARY KEY NOT NULL, "organization_id" varchar(12) NOT NULL, "settings" text NOT NULL, "updated_at" varchar(24) NOT NULL, CONSTRAINT "FK_d210b9143572b7e8179c15f5f2a" FOREIGN KEY ("user_id") REFERENCES "app_user" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `CREATE TABLE "notification_mute" ("user_id" varchar(12) NOT NULL, "workspace_id" varchar(12) NOT NULL, "organization_id" varchar(12) NOT NULL, "created_at" varchar(24) NOT NULL, CONSTRAINT "FK_1d52922a3181f68287a05d70021" FOREIGN KEY ("workspace_id") REFERENCES "workspace" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_8db50585806d8747fcbe123a9d3" FOREIGN KEY ("user_id") REFERENCES "app_user" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, PRIMARY KEY ("user_id", "workspace_id"))`,
    );
    await queryRunner.query(`ALTER TABLE "outbox_email" ADD COLUMN "headers" text`);
    await queryRunner.query(
      `CREATE TABLE "inbound_reply" ("key" varchar(64) PRIMARY KEY NOT NULL, "received_at" varchar(24) NOT NULL)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_inbound_reply_received_at" ON "inbound_reply" ("received_at") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
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
