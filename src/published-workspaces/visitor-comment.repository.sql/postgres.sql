-- Generated from visitor-comment.repository.ts by its spec (UPDATE_SQL_SNAPSHOTS=1 rewrites it). Do not edit.

-- The comments on every task, section and file a page shows, with their authors (GET /app/<org>/<workspace>)
SELECT
  "c"."id" AS "id",
  "c"."body" AS "body",
  "u"."name" AS "name",
  "u"."email" AS "email",
  "c"."parent_id" AS "parentId",
  COALESCE("c"."workspace_plan_task_id", "c"."workspace_section_id", "c"."file_id") AS "subjectId",
  "c"."author_kind" AS "authorKind",
  "c"."author_user_id" AS "authorUserId",
  "c"."created_at" AS "createdAt",
  "c"."edited_at" AS "editedAt",
  "u"."first_name" AS "firstName",
  "u"."last_name" AS "lastName"
FROM
  "workspace_comment" "c"
  LEFT JOIN "app_user" "u" ON "u"."id" = "c"."author_user_id"
  AND "u"."organization_id" = "c"."organization_id"
WHERE
  "c"."workspace_id" = $1
  AND COALESCE("c"."workspace_plan_task_id", "c"."workspace_section_id", "c"."file_id") IN ($2, $3, $4)
ORDER BY
  "c"."created_at" ASC,
  "c"."id" ASC;
