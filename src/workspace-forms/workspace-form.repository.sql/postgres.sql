-- Generated from workspace-form.repository.ts by its spec (UPDATE_SQL_SNAPSHOTS=1 rewrites it). Do not edit.

-- Count forms, both filters
SELECT
  COUNT(*) AS "total"
FROM
  "workspace_section" "s"
WHERE
  "s"."organization_id" = $1
  AND "s"."kind" = 'form'
  AND "s"."workspace_id" = $2
  AND "s"."workspace_page_id" = $3;

-- A page of one page’s forms, in their order
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
  "s"."organization_id" = $1
  AND "s"."kind" = 'form'
  AND "s"."workspace_page_id" = $2
ORDER BY
  "s"."index" ASC,
  "s"."id" ASC
LIMIT
  20
OFFSET
  20;

-- A page of one workspace’s forms, by page order then their order
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
  "s"."organization_id" = $1
  AND "s"."kind" = 'form'
  AND "s"."workspace_id" = $2
ORDER BY
  "p"."index" ASC,
  "s"."index" ASC,
  "s"."id" ASC
LIMIT
  20
OFFSET
  20;

-- A page of every form, newest first
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
  "s"."organization_id" = $1
  AND "s"."kind" = 'form'
ORDER BY
  "s"."created_at" DESC,
  "s"."id" DESC
LIMIT
  20
OFFSET
  20;

-- Responses per form of a page
SELECT
  "r"."form_id" AS "formId",
  COUNT(*) AS "total"
FROM
  "workspace_form_response" "r"
WHERE
  "r"."form_id" IN ($1, $2)
GROUP BY
  "r"."form_id";

-- A page of a form’s responses, in the order they came
SELECT
  "r"."id" AS "r_id",
  "r"."organization_id" AS "r_organization_id",
  "r"."created_at" AS "r_created_at",
  "r"."updated_at" AS "r_updated_at",
  "r"."version" AS "r_version",
  "r"."workspace_id" AS "r_workspace_id",
  "r"."form_id" AS "r_form_id",
  "r"."user_id" AS "r_user_id",
  "r"."answers" AS "r_answers",
  "r"."submitted_at" AS "r_submitted_at",
  "r"."submission_key" AS "r_submission_key"
FROM
  "workspace_form_response" "r"
WHERE
  "r"."form_id" = $1
ORDER BY
  "r"."created_at" ASC,
  "r"."id" ASC
LIMIT
  20
OFFSET
  20;
