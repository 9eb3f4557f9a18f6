import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Written by hand: the generator's create-then-rebuild is one CREATE TABLE with its foreign keys on SQLite. */
export class TaskFiles1795970000010 implements MigrationInterface {
  name = 'TaskFiles1795970000010';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "workspace_plan_task_file" ("task_id" varchar(12) NOT NULL, "file_id" varchar(12) NOT NULL, "organization_id" varchar(12) NOT NULL, "created_at" varchar(24) NOT NULL, CONSTRAINT "FK_c5d155cda562a7abc4bb1c0597a" FOREIGN KEY ("task_id") REFERENCES "workspace_plan_task" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_4406aee2a1b4cbcc8897a72e494" FOREIGN KEY ("file_id") REFERENCES "file" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, PRIMARY KEY ("task_id", "file_id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_4406aee2a1b4cbcc8897a72e49" ON "workspace_plan_task_file" ("file_id") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_4406aee2a1b4cbcc8897a72e49"`);
    await queryRunner.query(`DROP TABLE "workspace_plan_task_file"`);
  }
}
