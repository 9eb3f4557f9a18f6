-- Generated from notification-recipients.repository.ts by its spec (UPDATE_SQL_SNAPSHOTS=1 rewrites it). Do not edit.

-- A workspace's team: its owners and its account's owner
SELECT
  "u"."id" AS "userId",
  "u"."email" AS "email"
FROM
  "app_user" "u"
WHERE
  "u"."id" IN (
    SELECT
      "wu"."user_id"
    FROM
      "workspace_user" "wu"
    WHERE
      "wu"."workspace_id" = $1
      AND "wu"."role" = 'owner'
  )
  OR "u"."id" IN (
    SELECT
      "a"."owner_id"
    FROM
      "workspace" "w"
      INNER JOIN "account" "a" ON "a"."id" = "w"."account_id"
    WHERE
      "w"."id" = $1
  );

-- The contacts of a published workspace
SELECT
  "u"."id" AS "userId",
  "u"."email" AS "email"
FROM
  "workspace_user" "wu"
  INNER JOIN "app_user" "u" ON "u"."id" = "wu"."user_id"
  INNER JOIN "workspace" "w" ON "w"."id" = "wu"."workspace_id"
WHERE
  "wu"."workspace_id" = $1
  AND "wu"."role" <> 'owner'
  AND "w"."published" = $2;

-- One contact of a published workspace (a task assigned to them)
SELECT
  "u"."id" AS "userId",
  "u"."email" AS "email"
FROM
  "workspace_user" "wu"
  INNER JOIN "app_user" "u" ON "u"."id" = "wu"."user_id"
  INNER JOIN "workspace" "w" ON "w"."id" = "wu"."workspace_id"
WHERE
  "wu"."workspace_id" = $1
  AND "wu"."role" <> 'owner'
  AND "w"."published" = $2
  AND "wu"."user_id" = $3;

-- Where a person stands in the workspaces of their due items (as their e-mail is sent)
SELECT
  "w"."id" AS "workspaceId",
  "w"."published" AS "published",
  "wu"."role" AS "role",
  "a"."owner_id" AS "accountOwnerId"
FROM
  "workspace" "w"
  LEFT JOIN "workspace_user" "wu" ON "wu"."workspace_id" = "w"."id"
  AND "wu"."user_id" = $1
  LEFT JOIN "account" "a" ON "a"."id" = "w"."account_id"
WHERE
  "w"."id" IN ($2, $3);

-- A workspace's name, whether it is published, and its organization's slug (its address)
SELECT
  "w"."name" AS "name",
  "w"."published" AS "published",
  "o"."slug" AS "orgSlug"
FROM
  "workspace" "w"
  INNER JOIN "organization" "o" ON "o"."id" = "w"."organization_id"
WHERE
  "w"."id" = $1;
