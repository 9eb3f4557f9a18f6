import type {
  DataSource,
  EntitySubscriberInterface,
  QueryRunner,
  TransactionCommitEvent,
  TransactionRollbackEvent,
} from 'typeorm';
import type { CommittedEvent } from './committed-event.js';

const PENDING = 'liveEvents';

interface Pending {
  depth: number;
  event: CommittedEvent;
}

const pendingOf = (runner: QueryRunner): Pending[] => {
  const data = runner.data as Record<string, Pending[] | undefined>;
  return (data[PENDING] ??= []);
};

/**
 * SQLite has no NOTIFY: the events a transaction emitted are kept on its query runner and published once it commits
 * (dropped when it, or the savepoint they were emitted in, rolls back). One process serves a SQLite file, so
 * in-process is every listener there is.
 */
export class SqliteCommits implements EntitySubscriberInterface {
  constructor(private readonly publish: (event: CommittedEvent) => void) {}

  static attach(dataSource: DataSource, publish: (event: CommittedEvent) => void): SqliteCommits {
    const subscriber = new SqliteCommits(publish);
    dataSource.subscribers.push(subscriber);
    return subscriber;
  }

  detach(dataSource: DataSource): void {
    const index = dataSource.subscribers.indexOf(this);
    if (index >= 0) dataSource.subscribers.splice(index, 1);
  }

  /** In the emitting transaction. */
  emitted(runner: QueryRunner | undefined, event: CommittedEvent): void {
    // Outside a transaction (no runner) the insert has committed already.
    if (!runner?.isTransactionActive) return this.publish(event);
    pendingOf(runner).push({ depth: transactionDepth(runner), event });
  }

  afterTransactionCommit({ queryRunner }: TransactionCommitEvent): void {
    if (queryRunner.isTransactionActive) return;
    const pending = pendingOf(queryRunner).splice(0);
    for (const { event } of pending) this.publish(event);
  }

  afterTransactionRollback({ queryRunner }: TransactionRollbackEvent): void {
    const depth = queryRunner.isTransactionActive ? transactionDepth(queryRunner) : 0;
    const kept = pendingOf(queryRunner).filter((entry) => entry.depth <= depth);
    (queryRunner.data as Record<string, Pending[]>)[PENDING] = kept;
  }
}

/** TypeORM's nesting level of the runner's transaction (savepoints), 1 for the outermost. */
function transactionDepth(runner: QueryRunner): number {
  return (runner as unknown as { transactionDepth: number }).transactionDepth;
}
