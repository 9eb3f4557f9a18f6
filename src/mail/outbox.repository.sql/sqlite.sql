-- Generated from outbox.repository.ts by its spec (UPDATE_SQL_SNAPSHOTS=1 rewrites it). Do not edit.

-- An e-mail with the same dedupe key queued within the window (the quota)
SELECT
  1 AS "row_exists"
FROM
  (
    SELECT
      1 AS dummy_column
  ) "dummy_table"
WHERE
  EXISTS (
    SELECT
      1
    FROM
      "outbox_email" "o"
    WHERE
      "o"."dedupe_key" = ?
      AND "o"."created_at" > ?
      AND "o"."organization_id" = ?
  )
LIMIT
  1;

-- E-mails of the kind queued to one address within the window (the per-recipient cap)
SELECT
  "o"."id" AS "id"
FROM
  "outbox_email" "o"
WHERE
  "o"."organization_id" = ?
  AND "o"."to_address" = ?
  AND "o"."created_at" > ?
  AND "o"."kind" = ?
LIMIT
  3;

-- The slot that holds back the next one (the hourly quota)
SELECT
  "o"."scheduled_at" AS "at"
FROM
  "outbox_email" "o"
WHERE
  "o"."organization_id" = ?
  AND "o"."kind" = ?
  AND "o"."scheduled_at" > ?
ORDER BY
  "o"."scheduled_at" DESC
LIMIT
  1
OFFSET
  499;

-- E-mails not sent yet, and those a quota defers (GET /v1/status)
SELECT
  COUNT(*) AS "queued",
  COALESCE(
    SUM(
      CASE
        WHEN "o"."scheduled_at" > ? THEN 1
        ELSE 0
      END
    ),
    0
  ) AS "deferred"
FROM
  "outbox_email" "o"
WHERE
  "o"."status" = 'pending';
