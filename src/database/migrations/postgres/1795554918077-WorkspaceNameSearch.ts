import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `filters[name]` is a case-insensitive "contains" (`LOWER(name) LIKE '%…%'`), which no B-tree can serve: a trigram
 * GIN index on `lower(name)` lets PostgreSQL answer it without scanning the organization's workspaces.
 *
 * Written by hand: TypeORM cannot declare an expression index with an operator class. It also does not load
 * expression indexes when it compares the schema with the entities, so the index causes no drift.
 * pg_trgm is a trusted extension (PostgreSQL 13+): the owner of the database may create it. It goes into `public`
 * whatever DATABASE_SCHEMA is, so that every schema of the database shares one copy; the advisory lock makes
 * concurrent first migrations (one schema per test file) wait for each other instead of racing on CREATE EXTENSION.
 */
export class WorkspaceNameSearch1795554918077 implements MigrationInterface {
  name = 'WorkspaceNameSearch1795554918077';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`SELECT pg_advisory_xact_lock(hashtext('create extension pg_trgm'))`);
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public`);
    await queryRunner.query(
      `CREATE INDEX "IDX_workspace_name_trgm" ON "workspace" USING gin (lower("name") public.gin_trgm_ops)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_workspace_name_trgm"`);
  }
}
