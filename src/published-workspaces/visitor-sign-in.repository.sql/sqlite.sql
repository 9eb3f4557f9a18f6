-- Generated from visitor-sign-in.repository.ts by its spec (UPDATE_SQL_SNAPSHOTS=1 rewrites it). Do not edit.

-- The member with an address, and their role (a sign-in asked for or used)
SELECT
  "wu"."role" AS "role",
  "u"."id" AS "userId"
FROM
  "workspace_user" "wu"
  INNER JOIN "app_user" "u" ON "u"."id" = "wu"."user_id"
WHERE
  "wu"."workspace_id" = ?
  AND "u"."email" = ?;

-- The role a workspace domain gives the people of its address
SELECT
  "d"."role" AS "role"
FROM
  "workspace_domain" "d"
WHERE
  "d"."workspace_id" = ?
  AND "d"."domain" = ?;

-- A sign-in link spent, unless used or expired (GET /app/<org>/<workspace>/sign-in)
UPDATE "visitor_sign_in"
SET
  "used_at" = ?
WHERE
  "id" = ?
  AND "workspace_id" = ?
  AND "used_at" IS NULL
  AND "expires_at" > ?;
