-- Generated from workspace-plan.repository.ts by its spec (UPDATE_SQL_SNAPSHOTS=1 rewrites it). Do not edit.

-- Length of the order (last position + 1)
SELECT
  MAX("o"."index") AS "last"
FROM
  "workspace_plan" "o"
WHERE
  "o"."workspace_id" = $1;

-- Insert at a position: it and the plans after it move down
UPDATE "workspace_plan"
SET
  "index" = "index" + 1,
  "version" = "version" + 1
WHERE
  "workspace_id" = $1
  AND "index" >= $2;

-- Remove: the plans after it move up
UPDATE "workspace_plan"
SET
  "index" = "index" - 1,
  "version" = "version" + 1
WHERE
  "workspace_id" = $1
  AND "index" > $2;

-- Move up the order: the plans in between move down
UPDATE "workspace_plan"
SET
  "index" = "index" + 1,
  "version" = "version" + 1
WHERE
  "workspace_id" = $1
  AND "index" BETWEEN $2 AND $3;

-- Move down the order: the plans in between move up
UPDATE "workspace_plan"
SET
  "index" = "index" - 1,
  "version" = "version" + 1
WHERE
  "workspace_id" = $1
  AND "index" BETWEEN $2 AND $3;
