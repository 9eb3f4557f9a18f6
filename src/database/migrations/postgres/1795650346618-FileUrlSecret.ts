import { randomBytes } from 'node:crypto';
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class FileUrlSecret1795650346618 implements MigrationInterface {
  name = 'FileUrlSecret1795650346618';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "server_secret" ("name" character varying(64) NOT NULL, "value" character varying(128) NOT NULL, "created_at" character varying(24) NOT NULL, CONSTRAINT "PK_8b694669d056ba2de744df598d1" PRIMARY KEY ("name"))`,
    );
    // The key of signed file links, made here so that no instance has to write it at start (see common/secrets).
    await queryRunner.query(`INSERT INTO "server_secret" ("name", "value", "created_at") VALUES ('file-url', $1, $2)`, [
      randomBytes(32).toString('base64url'),
      new Date().toISOString(),
    ]);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "server_secret"`);
  }
}
