import type { QueryRunner } from 'typeorm';

/**
 * Fills the contact engagement tables (ContactEngagement) from the page views still in workspace_activity, in SQL both
 * dialects run: who viewed each workspace and page, so that a contact who viewed before the upgrade is not counted
 * again as a new viewer. Activities older than the retention window are gone, and so is what they would have told.
 */
export async function backfillContactEngagement(queryRunner: QueryRunner): Promise<void> {
  const views = `"workspace_activity" WHERE "type" IN ('workspace.viewed', 'workspace.page.viewed')`;
  await queryRunner.query(
    `INSERT INTO "workspace_viewer" ("workspace_id", "user_id", "first_seen_at", "last_seen_at", "visit_started_at",
       "visits", "credited_at", "carried_ms")
     SELECT "workspace_id", "user_id", MIN("created_at"), MAX("created_at"), MAX("created_at"),
       CASE WHEN COUNT(CASE WHEN "type" = 'workspace.viewed' THEN 1 END) > 0
         THEN COUNT(CASE WHEN "type" = 'workspace.viewed' THEN 1 END) ELSE 1 END,
       MAX("created_at"), 0
     FROM ${views} GROUP BY "workspace_id", "user_id"`,
  );
  await queryRunner.query(
    `INSERT INTO "workspace_viewer_mark" ("workspace_id", "user_id", "target", "counted_at", "times")
     SELECT "workspace_id", "user_id",
       CASE WHEN "workspace_page_id" IS NULL THEN 'welcome' ELSE 'page:' || "workspace_page_id" END,
       MAX("created_at"), COUNT(*)
     FROM "workspace_activity" WHERE "type" = 'workspace.page.viewed'
     GROUP BY "workspace_id", "user_id", "workspace_page_id"`,
  );
  await queryRunner.query(
    `UPDATE "workspace" SET "unique_viewers" =
       (SELECT COUNT(*) FROM "workspace_viewer" v WHERE v."workspace_id" = "workspace"."id")
     WHERE "id" IN (SELECT "workspace_id" FROM "workspace_viewer")`,
  );
  await queryRunner.query(
    `UPDATE "workspace_page" SET
       "total_views" = (SELECT COUNT(*) FROM "workspace_activity" a
         WHERE a."workspace_page_id" = "workspace_page"."id" AND a."type" = 'workspace.page.viewed'),
       "unique_viewers" = (SELECT COUNT(DISTINCT a."user_id") FROM "workspace_activity" a
         WHERE a."workspace_page_id" = "workspace_page"."id" AND a."type" = 'workspace.page.viewed')
     WHERE "id" IN (SELECT "workspace_page_id" FROM "workspace_activity" WHERE "type" = 'workspace.page.viewed')`,
  );
}
