-- Generated from webhook-delivery.repository.ts and webhook-endpoint.repository.ts by its spec (UPDATE_SQL_SNAPSHOTS=1 rewrites it). Do not edit.

-- Endpoints with a delivery due (the worker, each round)
SELECT
  e.id AS "endpointId",
  e.organization_id AS "organizationId"
FROM
  webhook_endpoint e
WHERE
  EXISTS (
    SELECT
      1
    FROM
      webhook_delivery d
    WHERE
      d.endpoint_id = e.id
      AND d.status = 'pending'
      AND d.next_attempt_at <= $1
      AND (
        d.locked_until IS NULL
        OR d.locked_until < $1
      )
  );

-- An event's deliveries queued (one row per subscribed endpoint)
INSERT INTO
  "webhook_delivery" (
    "id",
    "organization_id",
    "created_at",
    "updated_at",
    "version",
    "status",
    "attempts",
    "next_attempt_at",
    "locked_until",
    "endpoint_id",
    "event_id",
    "event_type",
    "body",
    "attempt_log"
  )
VALUES
  ($1, $2, $3, $4, 1, $5, $6, $7, $8, $9, $10, $11, $12, $13);

-- A failed attempt counted on the address tried
UPDATE "webhook_endpoint"
SET
  "consecutive_failures" = "consecutive_failures" + 1,
  "version" = "version"
WHERE
  "id" = $1
  AND "url" = $2;

-- A success resets the count
UPDATE "webhook_endpoint"
SET
  "consecutive_failures" = $1,
  "version" = "version"
WHERE
  "id" = $2
  AND "url" = $3;

-- The endpoint disabled after too many failures in a row
UPDATE "webhook_endpoint"
SET
  "enabled" = $1,
  "disabled_reason" = $2,
  "updated_at" = $3,
  "version" = "version" + 1
WHERE
  "id" = $4
  AND "url" = $5
  AND "enabled" = $6
  AND "consecutive_failures" >= $7;
