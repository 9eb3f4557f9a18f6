-- Generated from template-copy.repository.ts by its spec (UPDATE_SQL_SNAPSHOTS=1 rewrites it). Do not edit.

-- The template’s plans copied (one row per plan)
INSERT INTO
  "workspace_plan" (
    "id",
    "organization_id",
    "created_at",
    "updated_at",
    "version",
    "title",
    "is_collapsed",
    "view_type",
    "index",
    "workspace_id",
    "template_plan_id"
  )
VALUES
  (?, ?, ?, ?, 1, ?, 0, ?, 0, ?, ?);

-- Their tasks copied (one row per task)
INSERT INTO
  "workspace_plan_task" (
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
    "workspace_id",
    "workspace_plan_id",
    "template_plan_task_id",
    "index",
    "status",
    "completed_at",
    "start_date",
    "due_date"
  )
VALUES
  (?, ?, ?, ?, 1, ?, ?, 0, ?, ?, ?, ?, 0, ?, ?, ?, 0, ?, ?, ?, ?);

-- The template’s pages copied (one row per page)
INSERT INTO
  "workspace_page" (
    "id",
    "organization_id",
    "created_at",
    "updated_at",
    "version",
    "title",
    "index",
    "is_hidden",
    "workspace_id",
    "total_views",
    "unique_viewers"
  )
VALUES
  (?, ?, ?, ?, 1, ?, 0, 0, ?, 0, 0);

-- Their sections copied (one row per section)
INSERT INTO
  "workspace_section" (
    "id",
    "organization_id",
    "created_at",
    "updated_at",
    "version",
    "title",
    "kind",
    "index",
    "is_hidden",
    "text",
    "asset_ids",
    "link_url",
    "file_id",
    "form",
    "workspace_id",
    "workspace_page_id",
    "workspace_plan_id"
  )
VALUES
  (?, ?, ?, ?, 1, ?, ?, 0, 0, ?, ?, ?, ?, NULL, ?, ?, ?);
