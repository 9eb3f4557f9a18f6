import type { MigrationInterface, QueryRunner } from 'typeorm';

export class FileUrlSecret1795650342326 implements MigrationInterface {
  name = 'FileUrlSecret1795650342326';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "server_secret" ("name" varchar(64) PRIMARY KEY NOT NULL, "value" varchar(128) NOT NULL, "created_at" varchar(24) NOT NULL)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "server_secret"`);
  }
}
