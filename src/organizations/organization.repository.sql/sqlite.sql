-- Generated from api-key.repository.ts and organization-count.repository.ts by its spec (UPDATE_SQL_SNAPSHOTS=1 rewrites it). Do not edit.

-- A key and its organization by hash (every authenticated request, cache aside)
SELECT
  k.id AS "id",
  k.hash AS "hash",
  k.scope AS "scope",
  k.expires_at AS "expiresAt",
  k.revoked_at AS "revokedAt",
  o.id AS "orgId",
  o.slug AS "orgSlug",
  o.name AS "orgName"
FROM
  "api_key" k
  INNER JOIN "organization" o ON o.id = k.organization_id
WHERE
  k.hash = ?;

-- Keys revoked by id or prefix (the key CLI)
UPDATE "api_key"
SET
  "revoked_at" = ?
WHERE
  (
    "id" = ?
    OR "prefix" = ?
  )
  AND "revoked_at" IS NULL;

-- An organization's count of a resource
SELECT
  "total"
FROM
  "organization_count"
WHERE
  "organization_id" = ?
  AND "resource" = ?;

-- The same as a scalar subquery of a list statement
SELECT
  "total"
FROM
  "organization_count"
WHERE
  "organization_id" = :orgId
  AND "resource" = 'workspace';
