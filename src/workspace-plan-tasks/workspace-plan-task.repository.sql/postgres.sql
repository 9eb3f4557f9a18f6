-- Generated from workspace-plan-task.repository.ts by its spec (UPDATE_SQL_SNAPSHOTS=1 rewrites it). Do not edit.

-- Length of the order (last position + 1)
SELECT
  MAX("o"."index") AS "last"
FROM
  "workspace_plan_task" "o"
WHERE
  "o"."workspace_plan_id" = $1;

-- Insert at a position: it and the tasks after it move down
UPDATE "workspace_plan_task"
SET
  "index" = "index" + 1,
  "version" = "version" + 1
WHERE
  "workspace_plan_id" = $1
  AND "index" >= $2;

-- Remove: the tasks after it move up
UPDATE "workspace_plan_task"
SET
  "index" = "index" - 1,
  "version" = "version" + 1
WHERE
  "workspace_plan_id" = $1
  AND "index" > $2;

-- Move up the order: the tasks in between move down
UPDATE "workspace_plan_task"
SET
  "index" = "index" + 1,
  "version" = "version" + 1
WHERE
  "workspace_plan_id" = $1
  AND "index" BETWEEN $2 AND $3;

-- Move down the order: the tasks in between move up
UPDATE "workspace_plan_task"
SET
  "index" = "index" - 1,
  "version" = "version" + 1
WHERE
  "workspace_plan_id" = $1
  AND "index" BETWEEN $2 AND $3;

-- A page of one workspace’s tasks, by plan order then their order
SELECT
  "t"."id" AS "t_id",
  "t"."organization_id" AS "t_organization_id",
  "t"."created_at" AS "t_created_at",
  "t"."updated_at" AS "t_updated_at",
  "t"."version" AS "t_version",
  "t"."title" AS "t_title",
  "t"."description" AS "t_description",
  "t"."is_internal" AS "t_is_internal",
  "t"."action_type" AS "t_action_type",
  "t"."action_link_url" AS "t_action_link_url",
  "t"."action_link_name" AS "t_action_link_name",
  "t"."action_text" AS "t_action_text",
  "t"."show_action_text" AS "t_show_action_text",
  "t"."workspace_id" AS "t_workspace_id",
  "t"."workspace_plan_id" AS "t_workspace_plan_id",
  "t"."template_plan_task_id" AS "t_template_plan_task_id",
  "t"."index" AS "t_index",
  "t"."status" AS "t_status",
  "t"."completed_at" AS "t_completed_at",
  "t"."start_date" AS "t_start_date",
  "t"."due_date" AS "t_due_date"
FROM
  "workspace_plan_task" "t"
  INNER JOIN "workspace_plan" "p" ON "p"."id" = "t"."workspace_plan_id"
WHERE
  (
    "t"."organization_id" = $1
    AND "t"."workspace_id" = $2
  )
ORDER BY
  "p"."index" ASC,
  "t"."index" ASC,
  "t"."id" DESC
LIMIT
  20
OFFSET
  20;

-- A workspace’s tasks counted, and its completed ones (taskProgress)
SELECT
  COUNT(*) AS "total",
  SUM(
    CASE
      WHEN "t"."status" = 'Completed' THEN 1
      ELSE 0
    END
  ) AS "completed"
FROM
  "workspace_plan_task" "t"
WHERE
  "t"."workspace_id" = $1;

-- The workspace’s taskProgress stored, when it changes
UPDATE "workspace"
SET
  "task_progress" = $1,
  "updated_at" = $2,
  "version" = "version" + 1
WHERE
  "id" = $3
  AND "task_progress" <> $4;
