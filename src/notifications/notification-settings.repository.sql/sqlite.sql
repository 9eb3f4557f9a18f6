-- Generated from notification-settings.repository.ts by its spec (UPDATE_SQL_SNAPSHOTS=1 rewrites it). Do not edit.

-- A workspace muted for a person, unless it is already (the page, an unsubscribe link)
INSERT INTO
  "notification_mute" ("user_id", "workspace_id", "organization_id", "created_at")
VALUES
  (?, ?, ?, ?)
ON CONFLICT DO NOTHING;
