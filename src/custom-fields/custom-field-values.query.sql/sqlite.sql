-- Generated from custom-field-values.query.ts by its spec (UPDATE_SQL_SNAPSHOTS=1 rewrites it). Do not edit.

-- Values of one object stored (one row per value; an existing value of the field is replaced)
INSERT INTO
  "custom_field_value" ("id", "organization_id", "custom_field_id", "object_type", "object_id", "value", "updated_at")
VALUES
  (?, ?, ?, ?, ?, ?, ?)
ON CONFLICT ("custom_field_id", "object_id") DO UPDATE
SET
  "value" = EXCLUDED."value",
  "updated_at" = EXCLUDED."updated_at";
