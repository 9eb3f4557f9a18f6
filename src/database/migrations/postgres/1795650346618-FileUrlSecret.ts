import type { MigrationInterface, QueryRunner } from 'typeorm';

export class FileUrlSecret1795650346618 implements MigrationInterface {
  name = 'FileUrlSecret1795650346618';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "server_secret" ("name" character varying(64) NOT NULL, "value" character varying(128) NOT NULL, "created_at" character varying(24) NOT NULL, CONSTRAINT "PK_8b694669d056ba2de744df598d1" PRIMARY KEY ("name"))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "server_secret"`);
  }
}
