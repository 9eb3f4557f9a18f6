-- Generated from visited-workspace.repository.ts by its spec (UPDATE_SQL_SNAPSHOTS=1 rewrites it). Do not edit.

-- The workspace a visitor opens, with its organization, account and sign-in buttons (every visitor request)
SELECT
  "w"."id" AS "id",
  "w"."name" AS "name",
  "w"."published" AS "published",
  "o"."slug" AS "orgSlug",
  "o"."name" AS "orgName",
  "a"."id" AS "accountId",
  "a"."name" AS "accountName",
  "a"."logo" AS "accountLogo",
  "w"."organization_id" AS "organizationId",
  "w"."published_at" AS "publishedAt",
  "w"."share_setting" AS "shareSetting",
  "w"."magic_link_verification_enabled" AS "magicLinks",
  "w"."google_verification_enabled" AS "google",
  "w"."messages_enabled" AS "messages",
  (
    SELECT
      COUNT(*)
    FROM
      identity_provider ip
    WHERE
      ip.organization_id = "w"."organization_id"
      AND ip.enabled = TRUE
  ) AS "identityProviders",
  "w"."welcome_page_cta" AS "welcomePageCta",
  "w"."welcome_page_text" AS "welcomePageText"
FROM
  "workspace" "w"
  INNER JOIN "organization" "o" ON "o"."id" = "w"."organization_id"
  LEFT JOIN "account" "a" ON "a"."id" = "w"."account_id"
WHERE
  "w"."id" = $1;

-- The signed-in contact a session cookie names, with their role now (every visitor request that carries one)
SELECT
  "wu"."role" AS "role",
  "u"."email" AS "email",
  "s"."user_id" AS "userId",
  "u"."first_name" AS "firstName",
  "u"."last_name" AS "lastName"
FROM
  "visitor_session" "s"
  INNER JOIN "workspace_user" "wu" ON "wu"."workspace_id" = "s"."workspace_id"
  AND "wu"."user_id" = "s"."user_id"
  INNER JOIN "app_user" "u" ON "u"."id" = "s"."user_id"
WHERE
  "s"."id" = $1
  AND "s"."workspace_id" = $2
  AND "s"."expires_at" > $3
  AND "s"."published_at" = $4;
