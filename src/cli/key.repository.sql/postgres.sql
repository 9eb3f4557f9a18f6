-- Generated from key.repository.ts by its spec (UPDATE_SQL_SNAPSHOTS=1 rewrites it). Do not edit.

-- Keys by id or prefix, revoked ones included (key revoke)
SELECT
  "k"."id" AS "k_id",
  "k"."organization_id" AS "k_organization_id",
  "k"."name" AS "k_name",
  "k"."prefix" AS "k_prefix",
  "k"."hash" AS "k_hash",
  "k"."scope" AS "k_scope",
  "k"."last_used_at" AS "k_last_used_at",
  "k"."expires_at" AS "k_expires_at",
  "k"."revoked_at" AS "k_revoked_at",
  "k"."created_at" AS "k_created_at"
FROM
  "api_key" "k"
WHERE
  (
    "k"."id" = $1
    OR "k"."prefix" = $1
  )
ORDER BY
  "k"."created_at" ASC;
