-- Generated from workspace-comment.repository.ts by its spec (UPDATE_SQL_SNAPSHOTS=1 rewrites it). Do not edit.

-- A file a comment is on, shown by a file section of the workspace (POST /v1/workspace-comments)
SELECT
  "f"."id" AS "f_id",
  "f"."name" AS "f_name"
FROM
  "file" "f"
WHERE
  "f"."id" = ?
  AND EXISTS (
    SELECT
      1
    FROM
      workspace_section s
    WHERE
      s.workspace_id = ?
      AND s.kind = 'file'
      AND s.file_id = "f"."id"
  );
