import { retentionSweeper } from '../database/retention.js';
import { FileEntity } from './file.entity.js';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Deletes uploads whose process died before they completed (their rows stay `uploading`), with their chunks. An
 * upload in progress is never that old: the whole request must arrive within HTTP_REQUEST_TIMEOUT_MS, and an upload
 * is only taken for dead after twice that, and at least an hour.
 */
export const StaleUploadSweeper = retentionSweeper((config) => ({
  name: 'Stale uploads',
  retentionMs: Math.max(HOUR_MS, 2 * config.http.requestTimeoutMs),
  entity: FileEntity,
  agedBy: 'r.created_at',
  only: { where: 'r.state = :state', parameters: { state: 'uploading' } },
}));
