import type { MigrationInterface, QueryRunner } from 'typeorm';

export class OutboxKindQueues1795672422619 implements MigrationInterface {
  name = 'OutboxKindQueues1795672422619';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "IDX_e9446a8a22a4c879150ad0e351" ON "outbox_email" ("status", "kind", "next_attempt_at") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_e9446a8a22a4c879150ad0e351"`);
  }
}
