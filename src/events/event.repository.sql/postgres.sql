-- Generated from event.repository.ts by its spec (UPDATE_SQL_SNAPSHOTS=1 rewrites it). Do not edit.

-- The log's end for an organization (a new reader starts there)
SELECT
  max("e"."seq") AS "seq"
FROM
  "event" "e"
WHERE
  "e"."organization_id" = $1;

-- A workspace's events of some types after a position (a stream's catch-up)
SELECT
  "e"."id" AS "e_id",
  "e"."organization_id" AS "e_organization_id",
  "e"."created_at" AS "e_created_at",
  "e"."updated_at" AS "e_updated_at",
  "e"."version" AS "e_version",
  "e"."type" AS "e_type",
  "e"."data" AS "e_data",
  "e"."workspace_id" AS "e_workspace_id",
  "e"."seq" AS "e_seq"
FROM
  "event" "e"
WHERE
  "e"."organization_id" = $1
  AND "e"."workspace_id" = $2
  AND "e"."type" IN ($3)
  AND "e"."seq" > $4
ORDER BY
  "e"."seq" ASC
LIMIT
  1;

-- The newest event of a slice
SELECT
  "e"."id" AS "e_id",
  "e"."organization_id" AS "e_organization_id",
  "e"."created_at" AS "e_created_at",
  "e"."updated_at" AS "e_updated_at",
  "e"."version" AS "e_version",
  "e"."type" AS "e_type",
  "e"."data" AS "e_data",
  "e"."workspace_id" AS "e_workspace_id",
  "e"."seq" AS "e_seq"
FROM
  "event" "e"
WHERE
  "e"."organization_id" = $1
  AND "e"."workspace_id" = $2
  AND "e"."type" IN ($3)
ORDER BY
  "e"."seq" DESC
LIMIT
  1;

-- GET /v1/events: the total, then the page (here with a type and after a cursor)
SELECT
  "e"."id" AS "e_id",
  "e"."organization_id" AS "e_organization_id",
  "e"."created_at" AS "e_created_at",
  "e"."updated_at" AS "e_updated_at",
  "e"."version" AS "e_version",
  "e"."type" AS "e_type",
  "e"."data" AS "e_data",
  "e"."workspace_id" AS "e_workspace_id",
  "e"."seq" AS "e_seq"
FROM
  "event" "e"
WHERE
  "e"."organization_id" = $1
  AND "e"."type" = $2
  AND "e"."seq" > $3;
