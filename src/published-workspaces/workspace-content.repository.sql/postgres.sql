-- Generated from workspace-content.repository.ts by its spec (UPDATE_SQL_SNAPSHOTS=1 rewrites it). Do not edit.

-- The navigation: the workspace's visible pages in order, each saying whether it shows a plan
SELECT
  "p"."id" AS "id",
  "p"."title" AS "title",
  EXISTS (
    SELECT
      1
    FROM
      workspace_section s
    WHERE
      s.workspace_page_id = "p"."id"
      AND s.kind = 'plan'
      AND s.is_hidden = $1
      AND "p"."is_hidden" = $1
  ) AS "showsPlan"
FROM
  "workspace_page" "p"
WHERE
  "p"."workspace_id" = $2
  AND "p"."is_hidden" = $1
ORDER BY
  "p"."index" ASC;

-- Whether the workspace gets the default plan page (a plan, and no plan section placed anywhere)
SELECT
  "w"."id" AS "id"
FROM
  "workspace_plan" "w"
WHERE
  "w"."workspace_id" = $1
  AND NOT EXISTS (
    SELECT
      1
    FROM
      workspace_section s
    WHERE
      s.workspace_id = $1
      AND s.kind = 'plan'
  )
LIMIT
  1;

-- The tasks a visitor may act on among those named (a tick, a task link, a comment on a task)
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
WHERE
  "t"."workspace_id" = $1
  AND "t"."id" IN ($2, $3)
  AND "t"."is_internal" = $4
  AND (
    EXISTS (
      SELECT
        1
      FROM
        workspace_section s
        INNER JOIN workspace_page p ON p.id = s.workspace_page_id
      WHERE
        s.workspace_id = t.workspace_id
        AND s.workspace_plan_id = "t"."workspace_plan_id"
        AND s.kind = 'plan'
        AND s.is_hidden = $4
        AND p.is_hidden = $4
    )
    OR NOT EXISTS (
      SELECT
        1
      FROM
        workspace_section s
      WHERE
        s.workspace_id = $1
        AND s.kind = 'plan'
    )
  );
