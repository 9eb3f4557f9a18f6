import type { EntityManager } from 'typeorm';
import { AppError } from '../common/http/app-error.js';
import { lockWorkspaceRow } from './workspace-row.repository.js';

/**
 * How much structure one workspace may hold: as much as a template may give it (templates/dto/template-structure),
 * per parent. Bounds what a tenant can make us store and what one published page renders.
 */
export const WORKSPACE_STRUCTURE_BOUNDS = {
  plans: 50,
  tasksPerPlan: 500,
  pages: 50,
  sectionsPerPage: 100,
} as const;

/**
 * The lock every order of a workspace's structure (plans, tasks, pages, sections) is changed under: the workspace's
 * row, which a deletion of the workspace takes before it cascades into them, so the two wait for each other instead
 * of deadlocking.
 */
export const WORKSPACE_ROW_LOCK = {
  row: (m: EntityManager, workspaceId: string) => lockWorkspaceRow(m, { id: workspaceId }),
};

/** An order's capacity: `max` rows per parent, a 409 naming both when full (`a plan holds at most 500 tasks`). */
export function capacity(max: number, { parent, rows }: { parent: string; rows: string }) {
  return { max, refusal: () => new AppError(409, `${parent} holds at most ${max} ${rows}`) };
}
