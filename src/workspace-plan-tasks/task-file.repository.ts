import { type EntityManager, In } from 'typeorm';
import type { FileEntity } from '../files/file.entity.js';
import { TaskFileEntity } from './task-file.entity.js';

/**
 * The statements of files attached to tasks (file requests): a task's files, their count, an attachment. One-call
 * entity statements: no hand-written SQL to snapshot.
 */

/** The files of each of `taskIds`, in the order they were attached, in one statement; a task without any is absent. */
export async function filesOfTasks(m: EntityManager, taskIds: readonly string[]): Promise<Map<string, FileEntity[]>> {
  const byTask = new Map<string, FileEntity[]>();
  if (taskIds.length === 0) return byTask;
  const rows = await m.find(TaskFileEntity, {
    where: { taskId: In([...new Set(taskIds)]) },
    relations: { file: true },
    order: { createdAt: 'ASC', fileId: 'ASC' },
  });
  for (const row of rows) {
    // Attached in the transaction that made the file ready: a linked file is always a ready one.
    if (!row.file || row.file.state !== 'ready') continue;
    byTask.set(row.taskId, [...(byTask.get(row.taskId) ?? []), row.file]);
  }
  return byTask;
}

/** How many files are attached to the task (what its bound counts). */
export function countTaskFiles(m: EntityManager, taskId: string): Promise<number> {
  return m.countBy(TaskFileEntity, { taskId });
}

export async function attachTaskFile(m: EntityManager, row: TaskFileEntity): Promise<void> {
  await m.insert(TaskFileEntity, row);
}
