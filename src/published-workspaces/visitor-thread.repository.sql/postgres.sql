-- Generated from visitor-thread.repository.ts by its spec (UPDATE_SQL_SNAPSHOTS=1 rewrites it). Do not edit.

-- The messages page: each shown thread's newest replies, oldest first (a window per parent)
SELECT
  r.*
FROM
  (
    SELECT
      "x"."id" AS "id",
      "x"."body" AS "body",
      "x"."parent_id" AS "parentId",
      "x"."author_kind" AS "authorKind",
      "x"."author_user_id" AS "authorUserId",
      "x"."created_at" AS "createdAt",
      "x"."edited_at" AS "editedAt",
      "x"."deleted_at" AS "deletedAt",
      "x"."reply_count" AS "replyCount",
      ROW_NUMBER() OVER (
        PARTITION BY
          "x"."parent_id"
        ORDER BY
          "x"."created_at" DESC,
          "x"."id" DESC
      ) AS "n"
    FROM
      "workspace_message" "x"
    WHERE
      "x"."parent_id" IN ($1, $2)
  ) "r"
WHERE
  r.n <= $3
ORDER BY
  r."createdAt" ASC,
  r.id ASC;
