import { newId } from '../../../src/common/ids.js';
import { TaskReminderScheduler } from '../../../src/task-reminders/task-reminders.scheduler.js';
import type { Api } from '../api.js';
import type { TestApp } from '../app.js';
import { drainOutbox } from '../mail-app.js';
import type { CapturedMail, SmtpCapture } from '../smtp.js';
import { type PublishedWorkspace, createPublishedWorkspace } from './published-workspace.js';

/** A published workspace (see createPublishedWorkspace) with one contact, who collaborates, and their user id. */
export async function workspaceWithContact(
  api: Api,
  name = 'Acme onboarding',
): Promise<PublishedWorkspace & { contact: { id: string; email: string } }> {
  const email = `contact-${newId().toLowerCase()}@globex.example`;
  const workspace = await createPublishedWorkspace(api, { name, members: [{ email, role: 'collaborator' }] });
  const members = (await api.get(`/v1/workspace-users?filters[workspaceId]=${workspace.id}`).expect(200)).body.data
    .workspaceUsers as { user: { id: string; email: string } }[];
  return { ...workspace, contact: members.find((member) => member.user.email === email)!.user };
}

/** Sets a task's due date and owners. */
export async function dueAndOwned(api: Api, taskId: string, dueDate: string, assigneeIds: string[]): Promise<void> {
  await api.patch(`/v1/workspace-plan-tasks/${taskId}`, { dueDate, assigneeIds }).expect(200);
}

/** What a reminder poll and then the outbox send now: the reminders `to` received so far. */
export async function remindersAfterPoll(t: TestApp, smtp: SmtpCapture, to: string): Promise<CapturedMail[]> {
  await t.app.get(TaskReminderScheduler).drain();
  await drainOutbox(t);
  return remindersTo(smtp, to);
}

/** The reminder e-mails `to` received (invitations and sign-in links left out). */
export const remindersTo = (smtp: SmtpCapture, to: string): CapturedMail[] =>
  smtp.messages.filter((m) => m.envelopeTo.includes(to) && /(due soon|overdue)$/.test(m.subject));
