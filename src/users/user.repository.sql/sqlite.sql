-- Generated from user.repository.ts by its spec (UPDATE_SQL_SNAPSHOTS=1 rewrites it). Do not edit.

-- A person's profile given with their e-mail fills the user's empty fields (each only while still empty)
UPDATE "app_user"
SET
  "updated_at" = ?,
  "first_name" = COALESCE(NULLIF("first_name", ''), ?),
  "last_name" = COALESCE(NULLIF("last_name", ''), ?),
  "avatar" = COALESCE(NULLIF("avatar", ''), ?),
  "version" = "version" + 1
WHERE
  "id" = ?;
