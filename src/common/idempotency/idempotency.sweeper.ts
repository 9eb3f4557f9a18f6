import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { Poller } from '../../database/poller.js';
import { IdempotencyStore } from './idempotency.repository.js';

const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

/** Removes keys past their 24 hours, so the table holds about one day of POSTs; expired keys are never replayed anyway. */
@Injectable()
export class IdempotencySweeper implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly poller: Poller;

  constructor(store: IdempotencyStore) {
    this.poller = new Poller('Idempotency sweep', SWEEP_INTERVAL_MS, new Logger('Idempotency'), async () => {
      await store.purgeExpired();
    });
  }

  onApplicationBootstrap(): void {
    this.poller.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.poller.stop();
  }
}
