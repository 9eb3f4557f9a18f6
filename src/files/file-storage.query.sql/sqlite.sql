-- Generated from file-storage.query.ts by its spec (UPDATE_SQL_SNAPSHOTS=1 rewrites it). Do not edit.

-- One chunk of an upload, in its own transaction (POST /v1/files)
INSERT INTO "file_chunk" ("file_id", "seq", "data") VALUES (?, ?, ?);

-- The next chunks of a download (GET /v1/files/{id}/content)
SELECT "seq", "data" FROM "file_chunk" WHERE "file_id" = ? AND "seq" >= ? ORDER BY "seq" LIMIT ?;

-- The organization's stored bytes, for the quota (POST /v1/files)
SELECT COALESCE(SUM("size"), 0) AS "used" FROM "file" WHERE "organization_id" = ?;
