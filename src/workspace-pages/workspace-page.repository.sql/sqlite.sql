-- Generated from workspace-page.repository.ts by its spec (UPDATE_SQL_SNAPSHOTS=1 rewrites it). Do not edit.

-- Length of the order (last position + 1)
SELECT
  MAX("o"."index") AS "last"
FROM
  "workspace_page" "o"
WHERE
  "o"."workspace_id" = ?;

-- Insert at a position: it and the pages after it move down
UPDATE "workspace_page"
SET
  "index" = "index" + 1,
  "version" = "version" + 1
WHERE
  "workspace_id" = ?
  AND "index" >= 0;

-- Remove: the pages after it move up
UPDATE "workspace_page"
SET
  "index" = "index" - 1,
  "version" = "version" + 1
WHERE
  "workspace_id" = ?
  AND "index" > 0;

-- Move up the order: the pages in between move down
UPDATE "workspace_page"
SET
  "index" = "index" + 1,
  "version" = "version" + 1
WHERE
  "workspace_id" = ?
  AND "index" BETWEEN 0 AND 1;

-- Move down the order: the pages in between move up
UPDATE "workspace_page"
SET
  "index" = "index" - 1,
  "version" = "version" + 1
WHERE
  "workspace_id" = ?
  AND "index" BETWEEN 0 AND 1;
