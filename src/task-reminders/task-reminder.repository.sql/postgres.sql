-- Generated from task-reminder.repository.ts by its spec (UPDATE_SQL_SNAPSHOTS=1 rewrites it). Do not edit.

-- Owners of tasks that may be owed a reminder (the poll)
SELECT
  "t"."id" AS "taskId",
  "t"."title" AS "title",
  "w"."id" AS "workspaceId",
  "w"."name" AS "workspaceName",
  "o"."slug" AS "orgSlug",
  "o"."name" AS "orgName",
  "t"."due_date" AS "dueDate",
  "t"."is_internal" AS "isInternal",
  "a"."user_id" AS "userId",
  "a"."organization_id" AS "organizationId",
  EXISTS (
    SELECT
      1
    FROM
      workspace_user wu
    WHERE
      wu.workspace_id = "t"."workspace_id"
      AND wu.user_id = "a"."user_id"
  ) AS "member",
  (
    SELECT
      p.id
    FROM
      workspace_section s
      INNER JOIN workspace_page p ON p.id = s.workspace_page_id
    WHERE
      s.workspace_id = "t"."workspace_id"
      AND s.workspace_plan_id = "t"."workspace_plan_id"
      AND s.kind = 'plan'
      AND s.is_hidden = $1
      AND p.is_hidden = $1
    ORDER BY
      p."index" ASC
    LIMIT
      1
  ) AS "pageId",
  EXISTS (
    SELECT
      1
    FROM
      workspace_section s
    WHERE
      s.workspace_id = "t"."workspace_id"
      AND s.kind = 'plan'
  ) AS "placed"
FROM
  "workspace_plan_task_assignee" "a"
  INNER JOIN "workspace_plan_task" "t" ON "t"."id" = "a"."task_id"
  INNER JOIN "workspace" "w" ON "w"."id" = "t"."workspace_id"
  INNER JOIN "organization" "o" ON "o"."id" = "a"."organization_id"
WHERE
  "w"."published" = $2
  AND "t"."status" <> 'Completed'
  AND "t"."due_date" >= $3
  AND "t"."due_date" <= $4
  AND NOT EXISTS (
    SELECT
      1
    FROM
      task_reminder r
    WHERE
      r.task_id = "t"."id"
      AND r.user_id = a.user_id
      AND r.due_date = "t"."due_date"
      AND r.stage = 'overdue'
  )
  AND NOT EXISTS (
    SELECT
      1
    FROM
      notification_mute nm
    WHERE
      nm.user_id = "a"."user_id"
      AND nm.workspace_id = "t"."workspace_id"
  )
ORDER BY
  "t"."due_date" ASC,
  "t"."id" ASC;

-- One person's, in the transaction that e-mails them
SELECT
  "t"."id" AS "taskId",
  "t"."title" AS "title",
  "w"."id" AS "workspaceId",
  "w"."name" AS "workspaceName",
  "o"."slug" AS "orgSlug",
  "o"."name" AS "orgName",
  "t"."due_date" AS "dueDate",
  "t"."is_internal" AS "isInternal",
  "a"."user_id" AS "userId",
  "a"."organization_id" AS "organizationId",
  EXISTS (
    SELECT
      1
    FROM
      workspace_user wu
    WHERE
      wu.workspace_id = "t"."workspace_id"
      AND wu.user_id = "a"."user_id"
  ) AS "member",
  (
    SELECT
      p.id
    FROM
      workspace_section s
      INNER JOIN workspace_page p ON p.id = s.workspace_page_id
    WHERE
      s.workspace_id = "t"."workspace_id"
      AND s.workspace_plan_id = "t"."workspace_plan_id"
      AND s.kind = 'plan'
      AND s.is_hidden = $1
      AND p.is_hidden = $1
    ORDER BY
      p."index" ASC
    LIMIT
      1
  ) AS "pageId",
  EXISTS (
    SELECT
      1
    FROM
      workspace_section s
    WHERE
      s.workspace_id = "t"."workspace_id"
      AND s.kind = 'plan'
  ) AS "placed"
FROM
  "workspace_plan_task_assignee" "a"
  INNER JOIN "workspace_plan_task" "t" ON "t"."id" = "a"."task_id"
  INNER JOIN "workspace" "w" ON "w"."id" = "t"."workspace_id"
  INNER JOIN "organization" "o" ON "o"."id" = "a"."organization_id"
WHERE
  "w"."published" = $2
  AND "t"."status" <> 'Completed'
  AND "t"."due_date" >= $3
  AND "t"."due_date" <= $4
  AND NOT EXISTS (
    SELECT
      1
    FROM
      task_reminder r
    WHERE
      r.task_id = "t"."id"
      AND r.user_id = a.user_id
      AND r.due_date = "t"."due_date"
      AND r.stage = 'overdue'
  )
  AND NOT EXISTS (
    SELECT
      1
    FROM
      notification_mute nm
    WHERE
      nm.user_id = "a"."user_id"
      AND nm.workspace_id = "t"."workspace_id"
  )
  AND "a"."user_id" = $5
ORDER BY
  "t"."due_date" ASC,
  "t"."id" ASC;
