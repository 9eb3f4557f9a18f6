-- Generated from template-plan-task.repository.ts by its spec (UPDATE_SQL_SNAPSHOTS=1 rewrites it). Do not edit.

-- A template's new tasks (POST and PATCH /v1/templates with planTasks or plans; one row per task)
INSERT INTO
  "template_plan_task" (
    "id",
    "organization_id",
    "created_at",
    "updated_at",
    "version",
    "title",
    "description",
    "is_internal",
    "action_type",
    "action_link_url",
    "action_link_name",
    "action_text",
    "show_action_text",
    "template_id",
    "template_plan_id",
    "index",
    "start_offset_days",
    "due_offset_days",
    "assignee_role"
  )
VALUES
  ($1, $2, $3, $4, 1, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18);
