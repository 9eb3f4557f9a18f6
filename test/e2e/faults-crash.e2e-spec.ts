import { type FreshDatabase, freshDatabase } from '../support/app.js';
import {
  type Client,
  type GroupWrite,
  type Outcome,
  type Plan,
  acknowledged,
  apiClient,
  auditWrites,
  createPlan,
  groupWrites,
  runWrites,
} from '../support/faults.js';
import { recordReliability } from '../support/reliability-report.js';
import { type ServerProcess, mintKey, startServer } from '../support/server-process.js';

const KILLS = 2;
const CONCURRENCY = 12;
/** Acknowledged writes per round before the SIGKILL, so the kill lands with a full set of requests in flight. */
const ACKS_BEFORE_KILL = 40;

/**
 * The built server is SIGKILLed while concurrent group writes are in flight, then restarted on the same database:
 * what it acknowledged must be there, and no write may be left half done.
 */
describe('SIGKILL during concurrent writes', () => {
  let db: FreshDatabase;
  let key: string;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    db = await freshDatabase();
  });

  afterAll(async () => {
    await server?.stop();
    await db.drop();
  });

  async function restart(): Promise<Client> {
    server = await startServer(db.env);
    key ??= await mintKey(db.env);
    return apiClient(server.base, key);
  }

  /** Sends writes until ACKS_BEFORE_KILL of them are acknowledged, then SIGKILLs the server mid-flight. */
  async function killDuringWrites(client: Client, writes: GroupWrite[]): Promise<Outcome[]> {
    const victim = server!;
    let acks = 0;
    let killed = false;
    const outcomes = await runWrites(client, writes, {
      concurrency: CONCURRENCY,
      stopped: () => killed,
      onOutcome: (outcome) => {
        if (acknowledged(outcome) && ++acks === ACKS_BEFORE_KILL) {
          killed = true;
          victim.child.kill('SIGKILL');
        }
      },
    });
    expect(await victim.exited).toEqual({ code: null, signal: 'SIGKILL' });
    return outcomes;
  }

  it('keeps every acknowledged board and task completion, and leaves no group half written', async () => {
    let client = await restart();
    const plan: Plan = await createPlan(client, { workspaces: 8, tasks: 7 });
    const writes = groupWrites(plan, { boards: 200, tagsPerBoard: 4, prefix: 'crash' });
    const outcomes: Outcome[] = [];
    let cutOff = 0;
    for (let round = 0; round < KILLS; round++) {
      const sent = await killDuringWrites(client, writes.slice(outcomes.length));
      // Before the kill every write succeeds; the ones without an answer were in flight when it landed.
      const answered = sent.filter((outcome) => outcome.answer);
      expect(answered.filter((outcome) => !acknowledged(outcome))).toEqual([]);
      cutOff += sent.length - answered.length;
      outcomes.push(...sent);
      client = await restart();
    }
    expect(cutOff).toBeGreaterThan(0);

    const audit = await auditWrites(client, plan, outcomes);
    recordReliability('faults: SIGKILL during concurrent writes', {
      inputs: outcomes.length,
      faults: KILLS,
      faultsSurvived: audit.lost.length === 0 && audit.halfWritten.length === 0 ? KILLS : 0,
      rowsLost: audit.lost.length + audit.halfWritten.length,
    });
    expect(audit.acknowledged).toBeGreaterThanOrEqual(KILLS * ACKS_BEFORE_KILL);
    expect(audit.lost).toEqual([]);
    expect(audit.halfWritten).toEqual([]);
  });
});
