-- Generated from workspace-plan-task.repository.ts by its spec (UPDATE_SQL_SNAPSHOTS=1 rewrites it). Do not edit.

-- Length of the order (last position + 1)
SELECT
  MAX("o"."index") AS "last"
FROM
  "workspace_plan_task" "o"
WHERE
  "o"."workspace_plan_id" = ?;

-- Insert at a position: it and the tasks after it move down
UPDATE "workspace_plan_task"
SET
  "index" = "index" + 1,
  "version" = "version" + 1
WHERE
  "workspace_plan_id" = ?
  AND "index" >= 0;

-- Remove: the tasks after it move up
UPDATE "workspace_plan_task"
SET
  "index" = "index" - 1,
  "version" = "version" + 1
WHERE
  "workspace_plan_id" = ?
  AND "index" > 0;

-- Move up the order: the tasks in between move down
UPDATE "workspace_plan_task"
SET
  "index" = "index" + 1,
  "version" = "version" + 1
WHERE
  "workspace_plan_id" = ?
  AND "index" BETWEEN 0 AND 1;

-- Move down the order: the tasks in between move up
UPDATE "workspace_plan_task"
SET
  "index" = "index" - 1,
  "version" = "version" + 1
WHERE
  "workspace_plan_id" = ?
  AND "index" BETWEEN 0 AND 1;
