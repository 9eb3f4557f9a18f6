-- Generated from file.repository.ts by its spec (UPDATE_SQL_SNAPSHOTS=1 rewrites it). Do not edit.

-- One chunk of an upload, in its own transaction (POST /v1/files)
INSERT INTO
  "file_chunk" ("file_id", "seq", "data")
VALUES
  (?, ?, ?);

-- The next chunks of a download (GET /v1/files/{id}/content)
SELECT
  "seq",
  substr("data", 1, 32768) AS "p0",
  substr("data", 32769, 32768) AS "p1",
  substr("data", 65537, 32768) AS "p2",
  substr("data", 98305, 32768) AS "p3",
  substr("data", 131073, 32768) AS "p4",
  substr("data", 163841, 32768) AS "p5",
  substr("data", 196609, 32768) AS "p6",
  substr("data", 229377, 32768) AS "p7"
FROM
  "file_chunk"
WHERE
  "file_id" = ?
  AND "seq" >= ?
ORDER BY
  "seq"
LIMIT
  ?;

-- The organization's stored bytes, for the quota (POST /v1/files)
SELECT
  COALESCE(SUM("size"), 0) AS "used"
FROM
  "file"
WHERE
  "organization_id" = ?;
