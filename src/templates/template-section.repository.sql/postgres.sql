-- Generated from template-section.repository.ts by its spec (UPDATE_SQL_SNAPSHOTS=1 rewrites it). Do not edit.

-- New sections of a template's pages (POST and PATCH /v1/templates with pages; one row per section)
INSERT INTO
  "template_section" (
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
    "template_id",
    "template_page_id",
    "plan_index"
  )
VALUES
  ($1, $2, $3, $4, 1, $5, $6, $7, $8, $9, $10, $11, $12, DEFAULT, $13, $14, $15);
