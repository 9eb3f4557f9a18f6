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
  json(
    (
      SELECT
        json_group_array(
          json_object('id', t."id", 'title', t."title", 'createdAt', t."created_at", 'updatedAt', t."updated_at")
          ORDER BY
            t.title_key,
            t.id
        )
      FROM
        "asset_tag" at
        INNER JOIN "tag" t ON t.id = at.tag_id
      WHERE
        at.asset_id = a.id
    )
  ) AS "tags"
FROM
  "asset" a
WHERE
  a.id = ?
  AND a.organization_id = ?;

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
  a.id = ?
  AND a.organization_id = ?;

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
  json(
    (
      SELECT
        json_group_array(
          json_object('id', t."id", 'title', t."title", 'createdAt', t."created_at", 'updatedAt', t."updated_at")
          ORDER BY
            t.title_key,
            t.id
        )
      FROM
        "asset_tag" at
        INNER JOIN "tag" t ON t.id = at.tag_id
      WHERE
        at.asset_id = a.id
    )
  ) AS "tags"
FROM
  "asset" a
WHERE
  a.organization_id = ?
ORDER BY
  a.created_at DESC,
  a.id DESC
LIMIT
  ?
OFFSET
  ?;

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
  a.organization_id = ?
ORDER BY
  a.created_at DESC,
  a.id DESC
LIMIT
  ?
OFFSET
  ?;
