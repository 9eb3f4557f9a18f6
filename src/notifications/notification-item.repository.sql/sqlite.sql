-- Generated from notification-item.repository.ts by its spec (UPDATE_SQL_SNAPSHOTS=1 rewrites it). Do not edit.

-- People with items due (the poll, a plain read)
SELECT DISTINCT
  "i"."user_id" AS "userId"
FROM
  "notification_item" "i"
WHERE
  "i"."due_at" <= ?
LIMIT
  50;

-- One person's due items, locked (their e-mail's transaction)
SELECT
  "i"."id" AS "i_id",
  "i"."organization_id" AS "i_organization_id",
  "i"."workspace_id" AS "i_workspace_id",
  "i"."user_id" AS "i_user_id",
  "i"."kind" AS "i_kind",
  "i"."line" AS "i_line",
  "i"."link" AS "i_link",
  "i"."daily" AS "i_daily",
  "i"."seen_on" AS "i_seen_on",
  "i"."thread_id" AS "i_thread_id",
  "i"."created_at" AS "i_created_at",
  "i"."due_at" AS "i_due_at"
FROM
  "notification_item" "i"
WHERE
  "i"."user_id" = ?
  AND "i"."due_at" <= ?
ORDER BY
  "i"."created_at" ASC;

-- The end of each person's current batch (an item queued)
SELECT
  "i"."user_id" AS "userId",
  MIN("i"."due_at") AS "dueAt"
FROM
  "notification_item" "i"
WHERE
  "i"."user_id" IN (?, ?)
  AND "i"."daily" = ?
  AND "i"."due_at" > ?
GROUP BY
  "i"."user_id";
