import type { MigrationInterface, QueryRunner } from 'typeorm';

export class TaskReminders1795920000001 implements MigrationInterface {
  name = 'TaskReminders1795920000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "IDX_9aaff1be08d08e61525a1b74d6" ON "workspace_plan_task" ("due_date") `);
    await queryRunner.query(
      `CREATE TABLE "task_reminder_settings" ("organization_id" character varying(12) NOT NULL, "days_before" character varying(40) NOT NULL, "overdue" boolean NOT NULL, "hour" integer NOT NULL, "time_zone" character varying(64) NOT NULL, "updated_at" character varying(24) NOT NULL, CONSTRAINT "PK_2bf3bc8420b81c9654b7694caf5" PRIMARY KEY ("organization_id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "task_reminder" ("id" character varying(12) NOT NULL, "organization_id" character varying(12) NOT NULL, "task_id" character varying(12) NOT NULL, "user_id" character varying(12) NOT NULL, "due_date" character varying(10) NOT NULL, "stage" character varying(12) NOT NULL, "digest_id" character varying(12) NOT NULL, "created_at" character varying(24) NOT NULL, CONSTRAINT "PK_ca82bbefd30cb16c89080acf965" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_287e3d5350d18383a6a432ceb6" ON "task_reminder"  ("user_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_4fc33ac67cfcaf10e1af91d3e3" ON "task_reminder"  ("created_at") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_2003ac49733771d703d29a3101" ON "task_reminder"  ("task_id", "user_id", "due_date", "stage") `,
    );
    await queryRunner.query(
      `CREATE TABLE "task_reminder_digest" ("id" character varying(12) NOT NULL, "organization_id" character varying(12) NOT NULL, "user_id" character varying(12) NOT NULL, "day" character varying(10) NOT NULL, "task_count" integer NOT NULL, "email_id" character varying(12), "created_at" character varying(24) NOT NULL, CONSTRAINT "PK_15b39dce4267277feadb4060f14" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_23c5d4e41dcf78b351ffbdc65f" ON "task_reminder_digest"  ("created_at") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_0919e95baa523a16b3fe4b5ddb" ON "task_reminder_digest"  ("user_id", "day") `,
    );
    await queryRunner.query(
      `ALTER TABLE "task_reminder_settings" ADD CONSTRAINT "FK_2bf3bc8420b81c9654b7694caf5" FOREIGN KEY ("organization_id") REFERENCES "organization"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "task_reminder" ADD CONSTRAINT "FK_c7077e315d0968a272d7a2c6071" FOREIGN KEY ("task_id") REFERENCES "workspace_plan_task"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "task_reminder" ADD CONSTRAINT "FK_287e3d5350d18383a6a432ceb68" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "task_reminder_digest" ADD CONSTRAINT "FK_b804845cf50c8df9c2dd4d75478" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  /** Dropping the tables drops their indexes and foreign keys (unqualified: the schema is the configured one). */
  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "task_reminder_digest"`);
    await queryRunner.query(`DROP TABLE "task_reminder"`);
    await queryRunner.query(`DROP TABLE "task_reminder_settings"`);
    await queryRunner.query(`DROP INDEX "IDX_9aaff1be08d08e61525a1b74d6"`);
  }
}
