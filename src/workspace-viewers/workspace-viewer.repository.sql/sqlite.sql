-- Generated from workspace-viewer.repository.ts by its spec (UPDATE_SQL_SNAPSHOTS=1 rewrites it). Do not edit.

-- A contact's page view: the viewer row made or its visit counted (GET /app/<org>/<workspace>)
INSERT INTO
  "workspace_viewer" AS v (
    "workspace_id",
    "user_id",
    "first_seen_at",
    "last_seen_at",
    "visit_started_at",
    "visit_id",
    "visits",
    "credited_at",
    "carried_ms"
  )
VALUES
  (?, ?, ?, ?, ?, ?, 1, ?, 0)
ON CONFLICT ("workspace_id", "user_id") DO UPDATE
SET
  "visits" = CASE
    WHEN v."last_seen_at" <= ? THEN v."visits" + 1
    ELSE v."visits"
  END,
  "visit_started_at" = CASE
    WHEN v."last_seen_at" <= ? THEN ?
    ELSE v."visit_started_at"
  END,
  "visit_id" = CASE
    WHEN v."last_seen_at" <= ? THEN ?
    ELSE v."visit_id"
  END,
  "last_seen_at" = ?
RETURNING
  "visits",
  "visit_id" AS "visitId";

-- A view or act on a target, counted unless a repeat within the window
INSERT INTO
  "workspace_viewer_mark" AS k ("workspace_id", "user_id", "target", "counted_at", "seen_at", "times")
VALUES
  (?, ?, ?, ?, ?, 1)
ON CONFLICT ("workspace_id", "user_id", "target") DO UPDATE
SET
  "counted_at" = ?,
  "seen_at" = ?,
  "times" = k."times" + 1
WHERE
  k."counted_at" <= ?
RETURNING
  "times";

-- A repeat view, not counted, dated as seen
UPDATE "workspace_viewer_mark"
SET
  "seen_at" = ?
WHERE
  "workspace_id" = ?
  AND "user_id" = ?
  AND "target" = ?;

-- When a person was last shown each target of their workspaces (notifications)
SELECT
  "k"."target" AS "target",
  "k"."workspace_id" AS "workspaceId",
  "k"."seen_at" AS "seenAt"
FROM
  "workspace_viewer_mark" "k"
WHERE
  "k"."user_id" = ?
  AND "k"."workspace_id" IN (?, ?);
