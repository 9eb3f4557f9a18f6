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
       "visit_id", "visits", "credited_at", "carried_ms")
     SELECT "workspace_id", "user_id", MIN("created_at"), MAX("created_at"), MAX("created_at"), 'backfilled',
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
  // Aggregated once and joined (UPDATE … FROM, SQLite 3.33+), not counted per row: linear in the activities.
  await queryRunner.query(
    `UPDATE "workspace" SET "unique_viewers" = s."viewers"
     FROM (SELECT "workspace_id" AS "id", COUNT(*) AS "viewers" FROM "workspace_viewer" GROUP BY "workspace_id") s
     WHERE "workspace"."id" = s."id"`,
  );
  await queryRunner.query(
    `UPDATE "workspace_page" SET "total_views" = s."views", "unique_viewers" = s."viewers"
     FROM (SELECT "workspace_page_id" AS "id", COUNT(*) AS "views", COUNT(DISTINCT "user_id") AS "viewers"
       FROM "workspace_activity" WHERE "type" = 'workspace.page.viewed' AND "workspace_page_id" IS NOT NULL
       GROUP BY "workspace_page_id") s
     WHERE "workspace_page"."id" = s."id"`,
  );
}
