-- Generated from template-plan.repository.ts by its spec (UPDATE_SQL_SNAPSHOTS=1 rewrites it). Do not edit.

-- A template's new plans (POST and PATCH /v1/templates with plans; one row per plan)
INSERT INTO
  "template_plan" (
    "id",
    "organization_id",
    "created_at",
    "updated_at",
    "version",
    "title",
    "is_collapsed",
    "view_type",
    "index",
    "template_id"
  )
VALUES
  ($1, $2, $3, $4, 1, $5, $6, $7, $8, $9);
