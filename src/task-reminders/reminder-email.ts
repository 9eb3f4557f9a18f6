import { Eta } from 'eta';
import { shortened } from '../common/text-bounds.js';
import { workspaceUrl } from '../workspace-core/workspace-url.computed.js';
import type { OwedReminder } from './task-reminder.repository.js';
import { daysBetween } from './reminder-schedule.js';

/** Tasks listed in one e-mail; the rest are counted ("and 3 more"): an owner of hundreds still gets a readable mail. */
export const LISTED_TASKS_MAX = 50;

const eta = new Eta({ autoEscape: true });

/** Escaped by Eta (`<%= %>`) everywhere: titles and workspace names are anyone's text. */
const HTML = `<!doctype html>
<html><body style="font-family: system-ui, sans-serif; color: #1d2330">
<p><%= it.intro %></p>
<ul>
<% for (const task of it.tasks) { %>
<li style="margin-bottom:8px"><strong><%= task.title %></strong>, <%= task.workspaceName %>: <%= task.when %>
<% if (task.link) { %><br><a href="<%= task.link %>">Open it in <%= task.workspaceName %></a><% } %></li>
<% } %>
</ul>
<% if (it.more > 0) { %><p>And <%= it.more %> more.</p><% } %>
<p style="color:#5b6475;font-size:13px">Sent by <%= it.orgName %> for tasks you own. One e-mail a day at most.</p>
</body></html>
`;

interface ListedTask {
  title: string;
  workspaceName: string;
  when: string;
  link: string | null;
}

/** When the task is due, said from the person's day: "due tomorrow", "was due on 2026-12-10". */
function when(reminder: OwedReminder): string {
  const ahead = daysBetween(reminder.day, reminder.dueDate);
  if (ahead < 0) return `overdue, was due on ${reminder.dueDate}`;
  if (ahead === 0) return `due today (${reminder.dueDate})`;
  return ahead === 1 ? `due tomorrow (${reminder.dueDate})` : `due in ${ahead} days (${reminder.dueDate})`;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** "2 tasks due soon", "1 task overdue", "1 task overdue, 2 due soon". */
export function reminderSubject(reminders: readonly OwedReminder[]): string {
  const overdue = reminders.filter((r) => r.stage === 'overdue').length;
  const soon = reminders.length - overdue;
  if (overdue === 0) return `${plural(soon, 'task')} due soon`;
  return soon === 0 ? `${plural(overdue, 'task')} overdue` : `${plural(overdue, 'task')} overdue, ${soon} due soon`;
}

/**
 * One person's reminder e-mail: their tasks only (nothing of anyone else: no other owner, no e-mail address), each
 * with its workspace, its due date and, when the published page shows it, a link to the page where it is.
 */
export function reminderEmail(
  reminders: readonly OwedReminder[],
  appBaseUrl: string,
): { subject: string; text: string; html: string } {
  const tasks: ListedTask[] = reminders.slice(0, LISTED_TASKS_MAX).map((r) => {
    const url = workspaceUrl(appBaseUrl, r.orgSlug, { id: r.workspaceId, name: r.workspaceName, published: true });
    return {
      title: shortened(r.title, 200),
      workspaceName: r.workspaceName,
      when: when(r),
      link: r.pagePath === null ? null : `${url}/${r.pagePath}`,
    };
  });
  const more = reminders.length - tasks.length;
  const orgName = reminders[0]?.orgName ?? '';
  const intro = `You own ${plural(reminders.length, 'task')} that ${reminders.length === 1 ? 'needs' : 'need'} you:`;
  const text = [
    intro,
    '',
    ...tasks.flatMap((t) => [`- ${t.title}, ${t.workspaceName}: ${t.when}`, ...(t.link ? [`  ${t.link}`] : [])]),
    ...(more > 0 ? ['', `And ${more} more.`] : []),
    '',
    `Sent by ${orgName} for tasks you own. One e-mail a day at most.`,
    '',
  ].join('\n');
  return { subject: reminderSubject(reminders), text, html: eta.renderString(HTML, { intro, tasks, more, orgName }) };
}
