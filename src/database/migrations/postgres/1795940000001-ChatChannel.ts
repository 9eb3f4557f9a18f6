import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The chat channel: a workspace's `chat_channel_enabled` switch (existing workspaces take their template's, as new
 * ones do at creation), and the fixed body of a chat message's delivery (`webhook_delivery.body`; null for events).
 */
export class ChatChannel1795940000001 implements MigrationInterface {
  name = 'ChatChannel1795940000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "workspace" ADD "chat_channel_enabled" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(
      `UPDATE "workspace" SET "chat_channel_enabled" = t."chat_channel_enabled" FROM "template" t WHERE t."id" = "workspace"."template_id"`,
    );
    await queryRunner.query(`ALTER TABLE "webhook_delivery" ADD "body" text`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "webhook_delivery" DROP COLUMN "body"`);
    await queryRunner.query(`ALTER TABLE "workspace" DROP COLUMN "chat_channel_enabled"`);
  }
}
