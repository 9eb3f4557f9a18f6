-- Generated from workspace-activity.repository.ts by its spec (UPDATE_SQL_SNAPSHOTS=1 rewrites it). Do not edit.

-- A page view by a contact new to the workspace: the workspace's views, last view and unique viewers
UPDATE "workspace"
SET
  "total_views" = "total_views" + 1,
  "last_contact_view" = $1,
  "unique_viewers" = "unique_viewers" + 1,
  "version" = "version" + 1
WHERE
  "id" = $2;

-- A page view by a returning contact: the workspace's views and last view
UPDATE "workspace"
SET
  "total_views" = "total_views" + 1,
  "last_contact_view" = $1,
  "version" = "version" + 1
WHERE
  "id" = $2;

-- A view of a page by a contact new to it: the page's views and unique viewers
UPDATE "workspace_page"
SET
  "total_views" = "total_views" + 1,
  "unique_viewers" = "unique_viewers" + 1,
  "version" = "version" + 1
WHERE
  "id" = $1;

-- A view of a page the contact saw before: the page's views
UPDATE "workspace_page"
SET
  "total_views" = "total_views" + 1,
  "version" = "version" + 1
WHERE
  "id" = $1;

-- An action (a task completed, a link clicked, a download, a message): the workspace's actions
UPDATE "workspace"
SET
  "total_actions" = "total_actions" + 1,
  "version" = "version" + 1
WHERE
  "id" = $1;

-- An asset opened: its views
UPDATE "asset"
SET
  "views" = "views" + 1,
  "version" = "version" + 1
WHERE
  "id" = $1;

-- An asset shared: its shares
UPDATE "asset"
SET
  "shares" = "shares" + 1,
  "version" = "version" + 1
WHERE
  "id" = $1;

-- A beat's seconds added to the workspace's time spent (the seconds are part of the text)
UPDATE "workspace"
SET
  "total_time_spent" = "total_time_spent" + 15,
  "version" = "version" + 1
WHERE
  "id" = $1;
