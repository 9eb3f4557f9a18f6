import { Injectable } from '@nestjs/common';
import { nowIso } from '../common/time.js';
import { Db } from '../database/db.service.js';
import { outboxStatus } from './outbox.repository.js';

/** The outbox at a glance, over every organization: safe to show without a key (no tenant's numbers). */
export interface MailStatus {
  /** E-mails not sent yet: due, waiting for a retry, or deferred by a quota. */
  queued: number;
  /** Of those, the ones an organization's hourly quota holds back for now. */
  deferredByQuota: number;
}

/** How long one count is reused: /v1/status is public, so its cost must not grow with how often it is called. */
const TTL_MS = 5_000;

@Injectable()
export class MailStats {
  private cached: { at: number; value: Promise<MailStatus> } | null = null;

  constructor(private readonly db: Db) {}

  current(): Promise<MailStatus> {
    if (this.cached && Date.now() - this.cached.at < TTL_MS) return this.cached.value;
    const value = this.count();
    this.cached = { at: Date.now(), value };
    // A failed count is not reused: the next call asks the database again.
    value.catch(() => {
      if (this.cached?.value === value) this.cached = null;
    });
    return value;
  }

  private async count(): Promise<MailStatus> {
    const row = await this.db.read((m) => outboxStatus(m, nowIso()));
    return { queued: Number(row?.queued ?? 0), deferredByQuota: Number(row?.deferred ?? 0) };
  }
}
