-- Generated from workspace-user.repository.ts by its spec (UPDATE_SQL_SNAPSHOTS=1 rewrites it). Do not edit.

-- A member’s user created, unless the organization has the e-mail already (the row that won is kept)
INSERT INTO
  "app_user" (
    "id",
    "organization_id",
    "created_at",
    "updated_at",
    "version",
    "email",
    "first_name",
    "last_name",
    "name",
    "avatar"
  )
VALUES
  ($1, $2, $3, $4, 1, $5, $6, $7, $8, $9)
ON CONFLICT DO NOTHING;

-- A workspace’s memberships with their users, oldest first (POST /workspaces/{id}/access)
SELECT
  "wu"."id" AS "wu_id",
  "wu"."organization_id" AS "wu_organization_id",
  "wu"."created_at" AS "wu_created_at",
  "wu"."updated_at" AS "wu_updated_at",
  "wu"."version" AS "wu_version",
  "wu"."workspace_id" AS "wu_workspace_id",
  "wu"."user_id" AS "wu_user_id",
  "wu"."role" AS "wu_role",
  "wu"."notified_at" AS "wu_notified_at",
  "u"."id" AS "u_id",
  "u"."organization_id" AS "u_organization_id",
  "u"."created_at" AS "u_created_at",
  "u"."updated_at" AS "u_updated_at",
  "u"."version" AS "u_version",
  "u"."email" AS "u_email",
  "u"."first_name" AS "u_first_name",
  "u"."last_name" AS "u_last_name",
  "u"."name" AS "u_name",
  "u"."avatar" AS "u_avatar"
FROM
  "workspace_user" "wu"
  INNER JOIN "app_user" "u" ON "u"."id" = "wu"."user_id"
WHERE
  "wu"."workspace_id" = $1
ORDER BY
  "wu"."created_at" ASC,
  "wu"."id" ASC;

-- Who holds which role, with their e-mail (template tasks assigned by role)
SELECT
  "wu"."role" AS "role",
  "u"."email" AS "email",
  "wu"."user_id" AS "userId"
FROM
  "workspace_user" "wu"
  INNER JOIN "app_user" "u" ON "u"."id" = "wu"."user_id"
WHERE
  "wu"."workspace_id" = $1;
