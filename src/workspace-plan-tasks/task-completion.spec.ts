import { planTaskChanges, taskEventType, taskProgress } from './task-completion.js';
import type { TaskStatus, WorkspacePlanTaskEntity } from './workspace-plan-task.entity.js';

const NOW = '2026-06-01T12:00:00.000Z';
const EARLIER = '2026-05-01T08:00:00.000Z';

const task = (status: TaskStatus, extra: Partial<WorkspacePlanTaskEntity> = {}) =>
  ({
    status,
    completedAt: status === 'Completed' ? EARLIER : null,
    title: 'Kick-off',
    description: null,
    dueDate: null,
    ...extra,
  }) as WorkspacePlanTaskEntity;

describe('planTaskChanges', () => {
  it.each([
    ['Not Started', { completed: true }, { status: 'Completed', completedAt: NOW }],
    ['In Progress', { completed: true }, { status: 'Completed', completedAt: NOW }],
    ['Completed', { completed: true }, {}],
    ['Completed', { completed: false }, { status: 'In Progress', completedAt: null }],
    ['Not Started', { completed: false }, {}],
    ['In Progress', { completed: false }, {}],
    ['Not Started', { status: 'In Progress' }, { status: 'In Progress', completedAt: null }],
    ['In Progress', { status: 'Completed' }, { status: 'Completed', completedAt: NOW }],
    ['Completed', { status: 'Completed' }, {}],
    ['Completed', { status: 'Not Started' }, { status: 'Not Started', completedAt: null }],
    ['Completed', { completed: false, status: 'Not Started' }, { status: 'Not Started', completedAt: null }],
  ] as [TaskStatus, object, object][])('%s with %j changes %j', (status, patch, expected) => {
    expect(planTaskChanges(task(status), patch, NOW)).toEqual(expected);
  });

  it('keeps an earlier completedAt when a completed task gets status Completed again', () => {
    expect(planTaskChanges(task('Completed'), { status: 'Completed', title: 'Done' }, NOW)).toEqual({ title: 'Done' });
  });

  it('changes only the fields whose values differ, null included', () => {
    const stored = task('Not Started', { title: 'Same', description: 'Old', dueDate: '2026-01-01' });
    expect(planTaskChanges(stored, { title: 'Same', description: null, dueDate: '2026-01-01' }, NOW)).toEqual({
      description: null,
    });
  });
});

describe('taskEventType', () => {
  it.each([
    [false, 'Completed', 'workspacePlanTask.completed'],
    [true, 'In Progress', 'workspacePlanTask.reopened'],
    [true, 'Not Started', 'workspacePlanTask.reopened'],
    [true, 'Completed', 'workspacePlanTask.updated'],
    [false, 'In Progress', 'workspacePlanTask.updated'],
  ] as [boolean, TaskStatus, string][])('was completed %s, now %s → %s', (was, now, type) => {
    expect(taskEventType(was, now)).toBe(type);
  });
});

describe('taskProgress', () => {
  it.each([
    [0, 0, 0],
    [1, 3, 33],
    [2, 3, 67],
    [1, 8, 13],
    [3, 3, 100],
  ])('%i of %i → %i', (done, total, expected) => {
    expect(taskProgress(done, total)).toBe(expected);
  });
});
