import { randomBytes } from 'node:crypto';
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class FileUrlSecret1795650342326 implements MigrationInterface {
  name = 'FileUrlSecret1795650342326';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "server_secret" ("name" varchar(64) PRIMARY KEY NOT NULL, "value" varchar(128) NOT NULL, "created_at" varchar(24) NOT NULL)`,
    );
    // The key of signed file links, made here so that no instance has to write it at start (see common/secrets).
    await queryRunner.query(`INSERT INTO "server_secret" ("name", "value", "created_at") VALUES ('file-url', ?, ?)`, [
      randomBytes(32).toString('base64url'),
      new Date().toISOString(),
    ]);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "server_secret"`);
  }
}
