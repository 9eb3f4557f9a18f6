-- Generated from section-order.query.ts by its spec (UPDATE_SQL_SNAPSHOTS=1 rewrites it). Do not edit.

-- Length of the order (last position + 1)
SELECT
  MAX("o"."index") AS "last"
FROM
  "workspace_section" "o"
WHERE
  "o"."workspace_page_id" = ?;

-- Insert at a position: it and the sections after it move down
UPDATE "workspace_section"
SET
  "index" = "index" + 1,
  "version" = "version" + 1
WHERE
  "workspace_page_id" = ?
  AND "index" >= 0;

-- Remove: the sections after it move up
UPDATE "workspace_section"
SET
  "index" = "index" - 1,
  "version" = "version" + 1
WHERE
  "workspace_page_id" = ?
  AND "index" > 0;

-- Move up the order: the sections in between move down
UPDATE "workspace_section"
SET
  "index" = "index" + 1,
  "version" = "version" + 1
WHERE
  "workspace_page_id" = ?
  AND "index" BETWEEN 0 AND 1;

-- Move down the order: the sections in between move up
UPDATE "workspace_section"
SET
  "index" = "index" - 1,
  "version" = "version" + 1
WHERE
  "workspace_page_id" = ?
  AND "index" BETWEEN 0 AND 1;
