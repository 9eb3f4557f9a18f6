import { DAY_MS } from '../common/time.js';
import { retentionSweeper } from '../database/retention.js';
import { WorkspaceActivityEntity } from './workspace-activity.entity.js';

/**
 * Keeps WORKSPACE_ACTIVITY_RETENTION_DAYS of activities: every page view of every contact is a row, so without a
 * purge the table grows with the product's success. The workspace's and assets' counters are totals and stay.
 */
export const WorkspaceActivityRetentionSweeper = retentionSweeper((config) => ({
  name: 'Workspace activity retention',
  retentionMs: config.workspaceActivityRetentionDays * DAY_MS,
  entity: WorkspaceActivityEntity,
  agedBy: 'r.created_at',
}));
