import { ACTIVITY_TYPES, EVENT_TYPES } from '../events/event-types.js';
import {
  dockEventName,
  dockEventNameOf,
  dockPropertyChange,
  dockSubscribes,
  dockSubscriptionId,
} from './dock-names.js';

describe('dockEventNameOf', () => {
  it('names a message of the thread workspace.message.created and a reply workspace.message.commented', () => {
    expect(dockEventNameOf('workspaceMessage.created', { parentId: null })).toBe('workspace.message.created');
    expect(dockEventNameOf('workspaceMessage.created', { parentId: 'a1B2c3D4e5F6' })).toBe(
      'workspace.message.commented',
    );
    expect(dockEventNameOf('workspaceMessage.updated', { parentId: 'a1B2c3D4e5F6' })).toBe('workspace.message.updated');
    expect(dockEventNameOf('workspacePlanTask.completed', {})).toBe('workspace.plan.task.updated');
  });

  it('names a comment on a task workspace.plan.task.comment.* and one on a section or file workspace.comment.*', () => {
    const task = { subject: { type: 'workspacePlanTask', id: 'a1B2c3D4e5F6' } };
    expect(dockEventNameOf('workspaceComment.created', task)).toBe('workspace.plan.task.comment.created');
    expect(dockEventNameOf('workspaceComment.deleted', task)).toBe('workspace.plan.task.comment.deleted');
    for (const type of ['workspaceSection', 'file']) {
      const other = { subject: { type, id: 'a1B2c3D4e5F6' } };
      expect(dockEventNameOf('workspaceComment.created', other)).toBe('workspace.comment.created');
      expect(dockEventNameOf('workspaceComment.updated', other)).toBe('workspace.comment.updated');
    }
    // A truncated event carries no subject: named by its type alone.
    expect(dockEventNameOf('workspaceComment.created', { truncated: true })).toBe('workspace.comment.created');
  });
});

describe('dockEventName', () => {
  it('keeps dotted lower-case types, the contacts’ activity among them, as they are', () => {
    for (const type of [
      ...ACTIVITY_TYPES,
      'workspace.published',
      'workspace.updated',
      'account.created',
      'webhook.test',
    ]) {
      expect(dockEventName(type)).toBe(type);
    }
  });

  it('splits camelCase resources into dotted words', () => {
    expect(dockEventName('workspacePlanTask.updated')).toBe('workspace.plan.task.updated');
    expect(dockEventName('workspacePlanTask.created')).toBe('workspace.plan.task.created');
    expect(dockEventName('workspaceUser.created')).toBe('workspace.user.created');
    expect(dockEventName('workspacePage.deleted')).toBe('workspace.page.deleted');
    expect(dockEventName('customField.updated')).toBe('custom.field.updated');
    expect(dockEventName('workspacePlanTask.assigneeAdded')).toBe('workspace.plan.task.assignee.added');
    expect(dockEventName('workspacePlanTask.assigneeRemoved')).toBe('workspace.plan.task.assignee.removed');
  });

  it('tells a task completed or reopened through the API as a task update, never as the contact’s completion', () => {
    expect(dockEventName('workspacePlanTask.completed')).toBe('workspace.plan.task.updated');
    expect(dockEventName('workspacePlanTask.reopened')).toBe('workspace.plan.task.updated');
    expect(dockEventName('workspace.plan.task.completed')).toBe('workspace.plan.task.completed');
  });

  it('gives every event type a dotted lower-case name, and two types one name only for the task status changes', () => {
    const byName = new Map<string, string[]>();
    for (const type of EVENT_TYPES) {
      const name = dockEventName(type);
      expect(name).toMatch(/^[a-z]+(\.[a-z]+)+$/);
      byName.set(name, [...(byName.get(name) ?? []), type]);
    }
    const shared = [...byName.entries()].filter(([, types]) => types.length > 1);
    expect(shared).toEqual([
      [
        'workspace.plan.task.updated',
        ['workspacePlanTask.updated', 'workspacePlanTask.completed', 'workspacePlanTask.reopened'],
      ],
    ]);
  });
});

describe('dockPropertyChange', () => {
  it('states the status before and after a completion or a reopening', () => {
    expect(dockPropertyChange('workspacePlanTask.completed', { status: 'Completed' })).toEqual({
      propertyName: 'status',
      propertyPreviousValue: 'In Progress',
      propertyValue: 'Completed',
    });
    expect(dockPropertyChange('workspacePlanTask.reopened', { status: 'Not Started' })).toEqual({
      propertyName: 'status',
      propertyPreviousValue: 'Completed',
      propertyValue: 'Not Started',
    });
  });

  it('falls back to the status the change implies when the task was truncated out of the event', () => {
    const truncated = { id: 'a1B2c3D4e5F6', object: 'workspacePlanTask', truncated: true };
    expect(dockPropertyChange('workspacePlanTask.reopened', truncated).propertyValue).toBe('In Progress');
  });

  it('is null for every other event', () => {
    const none = { propertyName: null, propertyPreviousValue: null, propertyValue: null };
    expect(dockPropertyChange('workspacePlanTask.updated', { status: 'In Progress' })).toEqual(none);
    expect(dockPropertyChange('workspace.plan.task.completed', { status: 'Completed' })).toEqual(none);
  });
});

describe('dockSubscribes', () => {
  it('sends completions and reopenings to a subscription to task updates, and nothing else beyond the plain rule', () => {
    expect(dockSubscribes(['workspacePlanTask.updated'], 'workspacePlanTask.completed')).toBe(true);
    expect(dockSubscribes(['workspacePlanTask.updated'], 'workspacePlanTask.reopened')).toBe(true);
    expect(dockSubscribes(['workspacePlanTask.completed'], 'workspacePlanTask.updated')).toBe(false);
    expect(dockSubscribes(['workspacePlanTask.updated'], 'workspace.plan.task.completed')).toBe(false);
  });
});

describe('dockSubscriptionId', () => {
  it('is an id-shaped string, the same for one endpoint and name, and different across either', () => {
    const id = dockSubscriptionId('MTmjIOBDZAI9', 'workspace.viewed');
    expect(id).toMatch(/^[0-9A-Za-z]{12}$/);
    expect(dockSubscriptionId('MTmjIOBDZAI9', 'workspace.viewed')).toBe(id);
    expect(dockSubscriptionId('MTmjIOBDZAI9', 'workspace.page.viewed')).not.toBe(id);
    expect(dockSubscriptionId('NTmjIOBDZAI9', 'workspace.viewed')).not.toBe(id);
  });
});
