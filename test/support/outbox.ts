import type { DataSource } from 'typeorm';
import { OutboxEmailEntity } from '../../src/mail/outbox-email.entity.js';
import type { SmtpCapture } from './smtp.js';

export const HOUR_MS = 60 * 60 * 1000;

/** Moves an organization's outbox rows `ms` into the past: what waiting that long would do, without the wait. */
export async function ageOutbox(dataSource: DataSource, orgId: string, ms: number): Promise<void> {
  const back = (iso: string) => new Date(Date.parse(iso) - ms).toISOString();
  for (const row of await dataSource.manager.find(OutboxEmailEntity, { where: { organizationId: orgId } })) {
    await dataSource.manager.update(
      OutboxEmailEntity,
      { id: row.id },
      { createdAt: back(row.createdAt), scheduledAt: back(row.scheduledAt), nextAttemptAt: back(row.nextAttemptAt) },
    );
  }
}

/** The addresses at `domain` the SMTP server received mail for. */
export const recipients = (smtp: SmtpCapture, domain: string): string[] =>
  smtp.messages.flatMap((mail) => mail.envelopeTo).filter((to) => to.endsWith(`@${domain}`));
