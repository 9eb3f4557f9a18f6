import type { EntityManager } from 'typeorm';
import { AppError } from '../common/http/app-error.js';
import { countTaskFiles } from './task-file.repository.js';

/** Most files one task holds: a file request is answered by a few documents, not used as a file share. */
export const TASK_FILES_MAX = 20;

/** 409 when the task already holds TASK_FILES_MAX files. */
export async function requireRoomForFile(m: EntityManager, taskId: string): Promise<void> {
  const count = await countTaskFiles(m, taskId);
  if (count >= TASK_FILES_MAX) {
    throw new AppError(409, `This task already holds ${TASK_FILES_MAX} files, the most one task takes`, [
      { field: 'file', message: `the task holds ${count} of ${TASK_FILES_MAX} files` },
    ]);
  }
}
