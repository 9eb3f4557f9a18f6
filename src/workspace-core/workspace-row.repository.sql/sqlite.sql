-- Generated from workspace-row.repository.ts by its spec (UPDATE_SQL_SNAPSHOTS=1 rewrites it). Do not edit.

-- A collaborator changed: the workspace’s updatedAt moves
UPDATE "workspace"
SET
  "updated_at" = ?,
  "version" = "version" + 1
WHERE
  "id" = ?;

-- A member added: contactsCount moves with it
UPDATE "workspace"
SET
  "updated_at" = ?,
  "contacts_count" = "contacts_count" + (1),
  "version" = "version" + 1
WHERE
  "id" = ?;
