-- Generated from visitor-target.repository.ts by its spec (UPDATE_SQL_SNAPSHOTS=1 rewrites it). Do not edit.

-- The workspace's visible asset sections on visible pages (an asset opened or shared from the page)
SELECT
  "s"."id" AS "s_id",
  "s"."organization_id" AS "s_organization_id",
  "s"."created_at" AS "s_created_at",
  "s"."updated_at" AS "s_updated_at",
  "s"."version" AS "s_version",
  "s"."title" AS "s_title",
  "s"."kind" AS "s_kind",
  "s"."index" AS "s_index",
  "s"."is_hidden" AS "s_is_hidden",
  "s"."text" AS "s_text",
  "s"."asset_ids" AS "s_asset_ids",
  "s"."link_url" AS "s_link_url",
  "s"."file_id" AS "s_file_id",
  "s"."form" AS "s_form",
  "s"."workspace_id" AS "s_workspace_id",
  "s"."workspace_page_id" AS "s_workspace_page_id",
  "s"."workspace_plan_id" AS "s_workspace_plan_id"
FROM
  "workspace_section" "s"
  INNER JOIN "workspace_page" "p" ON "p"."id" = "s"."workspace_page_id"
  AND "p"."is_hidden" = ?
WHERE
  "s"."workspace_id" = ?
  AND "s"."kind" = ?
  AND "s"."is_hidden" = ?;

-- A visible section on a visible page, commented on from the page
SELECT
  "s"."id" AS "s_id",
  "s"."organization_id" AS "s_organization_id",
  "s"."created_at" AS "s_created_at",
  "s"."updated_at" AS "s_updated_at",
  "s"."version" AS "s_version",
  "s"."title" AS "s_title",
  "s"."kind" AS "s_kind",
  "s"."index" AS "s_index",
  "s"."is_hidden" AS "s_is_hidden",
  "s"."text" AS "s_text",
  "s"."asset_ids" AS "s_asset_ids",
  "s"."link_url" AS "s_link_url",
  "s"."file_id" AS "s_file_id",
  "s"."form" AS "s_form",
  "s"."workspace_id" AS "s_workspace_id",
  "s"."workspace_page_id" AS "s_workspace_page_id",
  "s"."workspace_plan_id" AS "s_workspace_plan_id"
FROM
  "workspace_section" "s"
  INNER JOIN "workspace_page" "p" ON "p"."id" = "s"."workspace_page_id"
  AND "p"."is_hidden" = ?
WHERE
  "s"."workspace_id" = ?
  AND "s"."is_hidden" = ?
  AND "s"."id" = ?;

-- A visible file section on a visible page that shows the file commented on from the page
SELECT
  "s"."id" AS "s_id",
  "s"."organization_id" AS "s_organization_id",
  "s"."created_at" AS "s_created_at",
  "s"."updated_at" AS "s_updated_at",
  "s"."version" AS "s_version",
  "s"."title" AS "s_title",
  "s"."kind" AS "s_kind",
  "s"."index" AS "s_index",
  "s"."is_hidden" AS "s_is_hidden",
  "s"."text" AS "s_text",
  "s"."asset_ids" AS "s_asset_ids",
  "s"."link_url" AS "s_link_url",
  "s"."file_id" AS "s_file_id",
  "s"."form" AS "s_form",
  "s"."workspace_id" AS "s_workspace_id",
  "s"."workspace_page_id" AS "s_workspace_page_id",
  "s"."workspace_plan_id" AS "s_workspace_plan_id"
FROM
  "workspace_section" "s"
  INNER JOIN "workspace_page" "p" ON "p"."id" = "s"."workspace_page_id"
  AND "p"."is_hidden" = ?
WHERE
  "s"."workspace_id" = ?
  AND "s"."is_hidden" = ?
  AND "s"."kind" = 'file'
  AND "s"."file_id" = ?;
