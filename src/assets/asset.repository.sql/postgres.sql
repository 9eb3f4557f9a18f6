-- Generated from asset.repository.ts by its spec (UPDATE_SQL_SNAPSHOTS=1 rewrites it). Do not edit.

-- One asset with its tags (GET /v1/assets/{id}, the render after a write)
SELECT
  a."id" AS "id",
  a."organization_id" AS "organizationId",
  a."name" AS "name",
  a."description" AS "description",
  a."views" AS "views",
  a."shares" AS "shares",
  a."asset_type" AS "assetType",
  a."asset_url" AS "assetUrl",
  a."file_id" AS "fileId",
  a."created_at" AS "createdAt",
  a."updated_at" AS "updatedAt",
  a."version" AS "version",
  (
    SELECT
      COALESCE(
        json_agg(
          json_build_object('id', t."id", 'title', t."title", 'createdAt', t."created_at", 'updatedAt', t."updated_at")
          ORDER BY
            t.title_key,
            t.id
        ),
        '[]'::json
      )
    FROM
      "asset_tag" at
      INNER JOIN "tag" t ON t.id = at.tag_id
    WHERE
      at.asset_id = a.id
  ) AS "tags"
FROM
  "asset" a
WHERE
  a.id = $1
  AND a.organization_id = $2;

-- One asset without its tags (properties without tags)
SELECT
  a."id" AS "id",
  a."organization_id" AS "organizationId",
  a."name" AS "name",
  a."description" AS "description",
  a."views" AS "views",
  a."shares" AS "shares",
  a."asset_type" AS "assetType",
  a."asset_url" AS "assetUrl",
  a."file_id" AS "fileId",
  a."created_at" AS "createdAt",
  a."updated_at" AS "updatedAt",
  a."version" AS "version"
FROM
  "asset" a
WHERE
  a.id = $1
  AND a.organization_id = $2;

-- A page of assets with their tags (GET /v1/assets)
SELECT
  a."id" AS "id",
  a."organization_id" AS "organizationId",
  a."name" AS "name",
  a."description" AS "description",
  a."views" AS "views",
  a."shares" AS "shares",
  a."asset_type" AS "assetType",
  a."asset_url" AS "assetUrl",
  a."file_id" AS "fileId",
  a."created_at" AS "createdAt",
  a."updated_at" AS "updatedAt",
  a."version" AS "version",
  (
    SELECT
      COALESCE(
        json_agg(
          json_build_object('id', t."id", 'title', t."title", 'createdAt', t."created_at", 'updatedAt', t."updated_at")
          ORDER BY
            t.title_key,
            t.id
        ),
        '[]'::json
      )
    FROM
      "asset_tag" at
      INNER JOIN "tag" t ON t.id = at.tag_id
    WHERE
      at.asset_id = a.id
  ) AS "tags"
FROM
  "asset" a
WHERE
  a.organization_id = $1
ORDER BY
  a.created_at DESC,
  a.id DESC
LIMIT
  $2
OFFSET
  $3;

-- A page of assets without their tags
SELECT
  a."id" AS "id",
  a."organization_id" AS "organizationId",
  a."name" AS "name",
  a."description" AS "description",
  a."views" AS "views",
  a."shares" AS "shares",
  a."asset_type" AS "assetType",
  a."asset_url" AS "assetUrl",
  a."file_id" AS "fileId",
  a."created_at" AS "createdAt",
  a."updated_at" AS "updatedAt",
  a."version" AS "version"
FROM
  "asset" a
WHERE
  a.organization_id = $1
ORDER BY
  a.created_at DESC,
  a.id DESC
LIMIT
  $2
OFFSET
  $3;
