import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Written by the generator and reviewed: one CREATE TABLE, nothing else rebuilt. */

export class IdentityProviders1795920000002 implements MigrationInterface {
  name = 'IdentityProviders1795920000002';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "identity_provider" ("id" varchar(12) PRIMARY KEY NOT NULL, "organization_id" varchar(12) NOT NULL, "created_at" varchar(24) NOT NULL, "updated_at" varchar(24) NOT NULL, "version" integer NOT NULL DEFAULT (1), "issuer_url" varchar(2048) NOT NULL, "client_id" varchar(255) NOT NULL, "sealed_client_secret" varchar(1024) NOT NULL, "name" varchar(60) NOT NULL, "allowed_domains" text NOT NULL, "enabled" boolean NOT NULL)`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_7aec9e9d7a90725500fcae42fc" ON "identity_provider" ("organization_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_87a1a1e421203763fb2d61ea53" ON "identity_provider" ("organization_id", "created_at", "id") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_87a1a1e421203763fb2d61ea53"`);
    await queryRunner.query(`DROP INDEX "IDX_7aec9e9d7a90725500fcae42fc"`);
    await queryRunner.query(`DROP TABLE "identity_provider"`);
  }
}
