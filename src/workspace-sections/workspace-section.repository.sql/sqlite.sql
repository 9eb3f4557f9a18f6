-- Generated from workspace-section.repository.ts by its spec (UPDATE_SQL_SNAPSHOTS=1 rewrites it). Do not edit.

-- Count, both filters
SELECT
  COUNT(*) AS "total"
FROM
  "workspace_section" "s"
WHERE
  "s"."organization_id" = ?
  AND "s"."workspace_id" = ?
  AND "s"."workspace_page_id" = ?;

-- A page of one page’s sections, in their order
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
WHERE
  "s"."organization_id" = ?
  AND "s"."workspace_page_id" = ?
ORDER BY
  "s"."index" ASC,
  "s"."id" ASC
LIMIT
  20
OFFSET
  20;

-- A page of one workspace’s sections, by page order then their order
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
WHERE
  "s"."organization_id" = ?
  AND "s"."workspace_id" = ?
ORDER BY
  "p"."index" ASC,
  "s"."index" ASC,
  "s"."id" ASC
LIMIT
  20
OFFSET
  20;

-- A page of every section, newest first
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
WHERE
  "s"."organization_id" = ?
ORDER BY
  "s"."created_at" DESC,
  "s"."id" DESC
LIMIT
  20
OFFSET
  20;

-- Which asset ids still exist
SELECT
  "a"."id" AS "id"
FROM
  "asset" "a"
WHERE
  "a"."organization_id" = ?
  AND "a"."id" IN (?, ?);

-- Length of the order (last position + 1)
SELECT
  MAX("o"."index") AS "last"
FROM
  "workspace_section" "o"
WHERE
  "o"."workspace_page_id" = ?;

-- Insert at a position: it and the sections after it move down
UPDATE "workspace_section"
SET
  "index" = "index" + 1,
  "version" = "version" + 1
WHERE
  "workspace_page_id" = ?
  AND "index" >= 0;

-- Remove: the sections after it move up
UPDATE "workspace_section"
SET
  "index" = "index" - 1,
  "version" = "version" + 1
WHERE
  "workspace_page_id" = ?
  AND "index" > 0;

-- Move up the order: the sections in between move down
UPDATE "workspace_section"
SET
  "index" = "index" + 1,
  "version" = "version" + 1
WHERE
  "workspace_page_id" = ?
  AND "index" BETWEEN 0 AND 1;

-- Move down the order: the sections in between move up
UPDATE "workspace_section"
SET
  "index" = "index" - 1,
  "version" = "version" + 1
WHERE
  "workspace_page_id" = ?
  AND "index" BETWEEN 0 AND 1;
