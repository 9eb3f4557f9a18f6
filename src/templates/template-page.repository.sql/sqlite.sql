-- Generated from template-page.repository.ts by its spec (UPDATE_SQL_SNAPSHOTS=1 rewrites it). Do not edit.

-- A template's new pages (POST and PATCH /v1/templates with pages; one row per page)
INSERT INTO
  "template_page" (
    "id",
    "organization_id",
    "created_at",
    "updated_at",
    "version",
    "title",
    "index",
    "is_hidden",
    "template_id"
  )
VALUES
  (?, ?, ?, ?, 1, ?, 0, 0, ?);
