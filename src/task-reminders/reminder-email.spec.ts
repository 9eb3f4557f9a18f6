import type { OwedReminder } from './task-reminder.repository.js';
import { LISTED_TASKS_MAX, reminderEmail, reminderSubject } from './reminder-email.js';

const reminder = (overrides: Partial<OwedReminder> = {}): OwedReminder => ({
  taskId: 't1',
  title: 'Sign the order',
  dueDate: '2026-12-10',
  stage: 'before-1',
  userId: 'u1',
  organizationId: 'o1',
  orgSlug: 'acme',
  orgName: 'Acme',
  workspaceId: 'w1AAAAAAAAAA',
  workspaceName: 'Globex rollout',
  day: '2026-12-09',
  pagePath: 'plan',
  ...overrides,
});

describe('reminderSubject', () => {
  it('counts the tasks due soon and overdue, and nothing else', () => {
    expect(reminderSubject([reminder()])).toBe('1 task due soon');
    expect(reminderSubject([reminder(), reminder()])).toBe('2 tasks due soon');
    expect(reminderSubject([reminder({ stage: 'overdue' })])).toBe('1 task overdue');
    expect(reminderSubject([reminder({ stage: 'overdue' }), reminder(), reminder()])).toBe(
      '1 task overdue, 2 due soon',
    );
  });
});

describe('reminderEmail', () => {
  it('says when each task is due from the reader’s day, and links the page where it is', () => {
    const email = reminderEmail(
      [
        reminder({ dueDate: '2026-12-09' }),
        reminder({ dueDate: '2026-12-12', pagePath: null }),
        reminder({ dueDate: '2026-12-01', stage: 'overdue' }),
      ],
      'https://app.example/app',
    );
    expect(email.text).toContain('- Sign the order, Globex rollout: due today (2026-12-09)\n');
    expect(email.text).toContain('  https://app.example/app/acme/globex-rollout-w1AAAAAAAAAA/plan\n');
    expect(email.text).toContain('due in 3 days (2026-12-12)\n-');
    expect(email.text).toContain('overdue, was due on 2026-12-01');
  });

  it('escapes every title and name in the HTML part', () => {
    const email = reminderEmail(
      [reminder({ title: '<img src=x onerror=alert(1)>', workspaceName: 'A & "B"', orgName: '<Acme>' })],
      'https://app.example/app',
    );
    expect(email.html).not.toMatch(/<img|<Acme>/);
    expect(email.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(email.html).toContain('A &amp; &quot;B&quot;');
  });

  it(`lists at most ${LISTED_TASKS_MAX} tasks and counts the rest`, () => {
    const many = Array.from({ length: LISTED_TASKS_MAX + 3 }, (_, i) => reminder({ taskId: `t${i}` }));
    const email = reminderEmail(many, 'https://app.example/app');
    expect(email.subject).toBe(`${LISTED_TASKS_MAX + 3} tasks due soon`);
    expect(email.text.match(/^- /gm)).toHaveLength(LISTED_TASKS_MAX);
    expect(email.text).toContain('And 3 more.');
    expect(email.html).toContain('And 3 more.');
  });
});
