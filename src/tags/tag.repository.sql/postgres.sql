-- Generated from tag.repository.ts by its spec (UPDATE_SQL_SNAPSHOTS=1 rewrites it). Do not edit.

-- Tags named by a board, missing ones inserted (one row per tag; taken title keys skipped)
INSERT INTO
  "tag" ("id", "organization_id", "created_at", "updated_at", "version", "title", "title_key")
VALUES
  ($1, $2, $3, $4, 1, $5, $6)
ON CONFLICT DO NOTHING;
