import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The event log's order and its workspace, for the live streams: `seq` from the sequence `event_seq` (existing events
 * numbered in their (created_at, id) order), `workspace_id` left null on existing events. Every inserted event is
 * notified on `wsapi_events` by a trigger, in the inserting transaction (so only a commit delivers it), with a small
 * payload: organization, workspace, event id and type, never the event's data. A trigger rather than a statement of
 * the application's: no writer can forget it, and a write costs no extra round trip.
 */
export class LiveEvents1795930000001 implements MigrationInterface {
  name = 'LiveEvents1795930000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "event" ADD "workspace_id" character varying(12)`);
    await queryRunner.query(`ALTER TABLE "event" ADD "seq" bigint`);
    await queryRunner.query(`CREATE SEQUENCE "event_seq"`);
    await queryRunner.query(
      `UPDATE "event" e SET "seq" = n.seq FROM (SELECT "id", row_number() OVER (ORDER BY "created_at", "id") AS seq FROM "event") n WHERE e."id" = n."id"`,
    );
    await queryRunner.query(`SELECT setval('event_seq', (SELECT coalesce(max("seq"), 0) + 1 FROM "event"), false)`);
    await queryRunner.query(`CREATE INDEX "IDX_5d7f211b105f116f8c9265313c" ON "event" ("workspace_id", "seq") `);
    await queryRunner.query(`CREATE INDEX "IDX_9eb52b5ed74438e0180217dbda" ON "event" ("organization_id", "seq") `);
    await queryRunner.query(
      `CREATE FUNCTION "event_notify_live"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_notify('wsapi_events', json_build_object('o', NEW."organization_id", 'w', NEW."workspace_id", 'e', NEW."id", 't', NEW."type")::text); RETURN NULL; END $$`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "event_notify_live" AFTER INSERT ON "event" FOR EACH ROW EXECUTE FUNCTION "event_notify_live"()`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "event_notify_live" ON "event"`);
    await queryRunner.query(`DROP FUNCTION "event_notify_live"()`);
    await queryRunner.query(`DROP INDEX "IDX_9eb52b5ed74438e0180217dbda"`);
    await queryRunner.query(`DROP INDEX "IDX_5d7f211b105f116f8c9265313c"`);
    await queryRunner.query(`DROP SEQUENCE "event_seq"`);
    await queryRunner.query(`ALTER TABLE "event" DROP COLUMN "seq"`);
    await queryRunner.query(`ALTER TABLE "event" DROP COLUMN "workspace_id"`);
  }
}
