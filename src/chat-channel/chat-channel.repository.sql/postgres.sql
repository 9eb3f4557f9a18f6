-- Generated from chat-channel.repository.ts by its spec (UPDATE_SQL_SNAPSHOTS=1 rewrites it). Do not edit.

-- The channel a workspace's news is posted to (in the event's transaction)
SELECT
  "e"."id" AS "id"
FROM
  "webhook_endpoint" "e"
  INNER JOIN "workspace" "w" ON "w"."id" = $1
  AND "w"."chat_channel_enabled" = $2
WHERE
  "e"."organization_id" = $3
  AND "e"."format" = $4
  AND "e"."enabled" = $2;
