import { taskProgress } from '../../src/workspace-plan-tasks/task-completion.js';
import type { Json } from './wire.js';

/** Helpers of the fault suites (test/e2e/faults-*.e2e-spec.ts): group writes sent over real HTTP, then audited. */

export interface Answer {
  status: number;
  headers: Headers;
  body: Json;
  /** Time from sending the request to the answer. */
  ms: number;
}

export interface Client {
  base: string;
  /** One request over HTTP; rejects when no answer comes (connection refused, reset, or killed server). */
  send(method: string, path: string, body?: object): Promise<Answer>;
  /** `send`, expecting `status`, returning `data`. */
  expect(status: number, method: string, path: string, body?: object): Promise<Json>;
}

/** A fetch-based client of one server and one key: unlike supertest it can talk to a spawned process. */
export function apiClient(base: string, key: string): Client {
  const send = async (method: string, path: string, body?: object): Promise<Answer> => {
    const started = Date.now();
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${key}`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return {
      status: res.status,
      headers: res.headers,
      body: text ? (JSON.parse(text) as Json) : {},
      ms: Date.now() - started,
    };
  };
  return {
    base,
    send,
    async expect(status, method, path, body) {
      const answer = await send(method, path, body);
      if (answer.status !== status) {
        throw new Error(`${method} ${path}: expected ${status}, got ${answer.status} ${JSON.stringify(answer.body)}`);
      }
      return answer.body.data as Json;
    },
  };
}

/** Workspaces made from one template, with the ids of their plan tasks. */
export interface Plan {
  workspaces: { id: string; taskIds: string[] }[];
}

/** A template with `tasks` plan tasks and `workspaces` workspaces made from it, through the API. */
export async function createPlan(client: Client, opts: { workspaces: number; tasks: number }): Promise<Plan> {
  const planTasks = Array.from({ length: opts.tasks }, (_, i) => ({ title: `Step ${i + 1}` }));
  const template = (await client.expect(201, 'POST', '/v1/templates', { name: 'Faults', planTasks })).template as Json;
  const workspaces: Plan['workspaces'] = [];
  for (let i = 0; i < opts.workspaces; i++) {
    const workspace = (
      await client.expect(201, 'POST', '/v1/workspaces', { name: `Faults ${i}`, templateId: template.id })
    ).workspace as Json;
    const id = workspace.id as string;
    workspaces.push({ id, taskIds: (await tasksOf(client, id)).map((task) => task.id as string) });
  }
  return { workspaces };
}

/**
 * A write whose rows must all commit or none: a board with new tags and their join rows, or a completed task with
 * its workspace's taskProgress.
 */
export type GroupWrite =
  { kind: 'board'; title: string; tagNames: string[] } | { kind: 'task'; taskId: string; workspaceId: string };

/**
 * `boards` board creates (each naming `tagsPerBoard` tags of its own) interleaved with completing every task of
 * `plan`, tasks of different workspaces side by side so concurrent writes touch every workspace at once.
 */
export function groupWrites(plan: Plan, opts: { boards: number; tagsPerBoard: number; prefix: string }): GroupWrite[] {
  const tasks: GroupWrite[] = [];
  const longest = Math.max(0, ...plan.workspaces.map((w) => w.taskIds.length));
  for (let i = 0; i < longest; i++) {
    for (const w of plan.workspaces) {
      if (i < w.taskIds.length) tasks.push({ kind: 'task', taskId: w.taskIds[i], workspaceId: w.id });
    }
  }
  const boards: GroupWrite[] = Array.from({ length: opts.boards }, (_, i) => ({
    kind: 'board',
    title: `${opts.prefix} board ${i}`,
    tagNames: Array.from({ length: opts.tagsPerBoard }, (_, k) => `${opts.prefix} ${i}.${k}`),
  }));
  const writes: GroupWrite[] = [];
  while (tasks.length > 0 || boards.length > 0) {
    if (boards.length > 0) writes.push(boards.shift()!);
    if (tasks.length > 0) writes.push(tasks.shift()!);
  }
  return writes;
}

export function sendWrite(client: Client, write: GroupWrite): Promise<Answer> {
  if (write.kind === 'board') {
    return client.send('POST', '/v1/boards', { title: write.title, tagNames: write.tagNames });
  }
  return client.send('PATCH', `/v1/workspace-plan-tasks/${write.taskId}`, { completed: true });
}

/** What became of one write: an answer, or an error when the connection failed before one came. */
export interface Outcome {
  write: GroupWrite;
  answer?: Answer;
  error?: string;
}

export const acknowledged = (outcome: Outcome): boolean =>
  outcome.answer !== undefined && outcome.answer.status >= 200 && outcome.answer.status < 300;

/**
 * Sends `writes` with `concurrency` requests in flight until they are all answered or `stopped()` turns true
 * (writes not yet sent then stay unsent). `onOutcome` sees every outcome as it arrives.
 */
export async function runWrites(
  client: Client,
  writes: GroupWrite[],
  opts: { concurrency: number; stopped?: () => boolean; onOutcome?: (outcome: Outcome) => void },
): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  let next = 0;
  const worker = async () => {
    while (next < writes.length && !opts.stopped?.()) {
      const write = writes[next++];
      let outcome: Outcome;
      try {
        outcome = { write, answer: await sendWrite(client, write) };
      } catch (error) {
        outcome = { write, error: String((error as { cause?: unknown }).cause ?? error) };
      }
      outcomes.push(outcome);
      opts.onOutcome?.(outcome);
    }
  };
  await Promise.all(Array.from({ length: opts.concurrency }, worker));
  return outcomes;
}

export interface Audit {
  /** Acknowledged writes checked. */
  acknowledged: number;
  /** Acknowledged writes whose rows are missing. */
  lost: string[];
  /** Groups found partly written: a board without some of its tags, tags without their board, a stale progress. */
  halfWritten: string[];
}

/**
 * Reads everything back over HTTP and checks that every acknowledged write is there and that no group is half
 * written, whether its request was acknowledged, failed or cut off: a board has exactly the tags its request named
 * (and those tags exist only with it), and every workspace's taskProgress is round(100 × completed ÷ tasks).
 */
export async function auditWrites(client: Client, plan: Plan, outcomes: Outcome[]): Promise<Audit> {
  const boards = new Map<string, string[]>();
  for (const board of await listAll(client, '/v1/boards', 'boards', 'title,tags.title')) {
    boards.set(board.title as string, (board.tags as Json[]).map((tag) => tag.title as string).sort());
  }
  const tags = new Set((await listAll(client, '/v1/tags', 'tags', 'title')).map((tag) => tag.title as string));
  const completed = new Set<string>();
  const halfWritten: string[] = [];
  for (const workspace of plan.workspaces) {
    const tasks = await tasksOf(client, workspace.id);
    const done = tasks.filter((task) => task.completed === true);
    done.forEach((task) => completed.add(task.id as string));
    const data = await client.expect(200, 'GET', `/v1/workspaces/${workspace.id}?properties=taskProgress`);
    const expected = String(taskProgress(done.length, tasks.length));
    const actual = (data.workspace as Json).taskProgress;
    if (actual !== expected)
      halfWritten.push(`workspace ${workspace.id}: taskProgress ${actual}, tasks say ${expected}`);
  }
  const lost: string[] = [];
  for (const outcome of outcomes) {
    const { write } = outcome;
    if (write.kind === 'task') {
      if (acknowledged(outcome) && !completed.has(write.taskId)) lost.push(`task ${write.taskId} not completed`);
      continue;
    }
    const found = boards.get(write.title);
    if (found === undefined) {
      if (acknowledged(outcome)) lost.push(`board "${write.title}" missing`);
      const orphans = write.tagNames.filter((name) => tags.has(name));
      if (orphans.length > 0) halfWritten.push(`tags ${orphans.join(', ')} exist without board "${write.title}"`);
    } else if (found.join('|') !== [...write.tagNames].sort().join('|')) {
      halfWritten.push(
        `board "${write.title}" has tags [${found.join(', ')}], asked for [${write.tagNames.join(', ')}]`,
      );
    }
  }
  return { acknowledged: outcomes.filter(acknowledged).length, lost, halfWritten };
}

async function listAll(client: Client, path: string, name: string, properties: string): Promise<Json[]> {
  const items: Json[] = [];
  for (let page = 1; ; page++) {
    const data = await client.expect(200, 'GET', `${path}?limit=100&page=${page}&properties=${properties}`);
    items.push(...(data[name] as Json[]));
    if (!(data.pageInfo as Json).hasNextPage) return items;
  }
}

async function tasksOf(client: Client, workspaceId: string): Promise<Json[]> {
  const data = await client.expect(
    200,
    'GET',
    `/v1/workspace-plan-tasks?filters[workspaceId]=${workspaceId}&limit=100&properties=completed`,
  );
  return data.workspacePlanTasks as Json[];
}
