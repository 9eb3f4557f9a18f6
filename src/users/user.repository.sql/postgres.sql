-- Generated from user.repository.ts by its spec (UPDATE_SQL_SNAPSHOTS=1 rewrites it). Do not edit.

-- A person's profile given with their e-mail fills the user's empty fields (each only while still empty)
UPDATE "app_user"
SET
  "updated_at" = $1,
  "first_name" = COALESCE(NULLIF("first_name", ''), $2),
  "last_name" = COALESCE(NULLIF("last_name", ''), $3),
  "avatar" = COALESCE(NULLIF("avatar", ''), $4),
  "version" = "version" + 1
WHERE
  "id" = $5;
