-- Generated from board.repository.ts by its spec (UPDATE_SQL_SNAPSHOTS=1 rewrites it). Do not edit.

-- Length of the order (last position + 1)
SELECT
  MAX("o"."position") AS "last"
FROM
  "board" "o"
WHERE
  "o"."organization_id" = ?;

-- Insert at a position: it and the boards after it move down
UPDATE "board"
SET
  "position" = "position" + 1,
  "version" = "version" + 1
WHERE
  "organization_id" = ?
  AND "position" >= 0;

-- Remove: the boards after it move up
UPDATE "board"
SET
  "position" = "position" - 1,
  "version" = "version" + 1
WHERE
  "organization_id" = ?
  AND "position" > 0;

-- Move up the order: the boards in between move down
UPDATE "board"
SET
  "position" = "position" + 1,
  "version" = "version" + 1
WHERE
  "organization_id" = ?
  AND "position" BETWEEN 0 AND 1;

-- Move down the order: the boards in between move up
UPDATE "board"
SET
  "position" = "position" - 1,
  "version" = "version" + 1
WHERE
  "organization_id" = ?
  AND "position" BETWEEN 0 AND 1;
