import type { MigrationInterface, QueryRunner } from 'typeorm';

export class IdentityProviders1795920000003 implements MigrationInterface {
  name = 'IdentityProviders1795920000003';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "identity_provider" ("id" character varying(12) NOT NULL, "organization_id" character varying(12) NOT NULL, "created_at" character varying(24) NOT NULL, "updated_at" character varying(24) NOT NULL, "version" integer NOT NULL DEFAULT '1', "issuer_url" character varying(2048) NOT NULL, "client_id" character varying(255) NOT NULL, "sealed_client_secret" character varying(1024) NOT NULL, "name" character varying(60) NOT NULL, "allowed_domains" text NOT NULL, "enabled" boolean NOT NULL, CONSTRAINT "PK_5f038d63f2887fd0893ae4c5736" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_7aec9e9d7a90725500fcae42fc" ON "identity_provider"  ("organization_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_87a1a1e421203763fb2d61ea53" ON "identity_provider"  ("organization_id", "created_at", "id") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_87a1a1e421203763fb2d61ea53"`);
    await queryRunner.query(`DROP INDEX "IDX_7aec9e9d7a90725500fcae42fc"`);
    await queryRunner.query(`DROP TABLE "identity_provider"`);
  }
}
