/**
 * The request pipeline's stages in a CPU profile. Each sample is charged to the innermost frame of its stack that
 * belongs to a stage, so a stage's time is its own code plus the libraries and Node internals it calls, and never
 * what runs after a middleware's `next()` (the next stage is deeper on the same stack). Frames are told apart by file
 * (dist/src/..., bench/..., a package's path, a Node module) and, where one file holds two stages, by function name.
 * Frames no rule names (our helpers in src/common, express's `res.setHeader`, Node's streams) belong to their caller.
 */
import type { CallFrame, ProfileView, Window } from './cpu-profile.js';

export const STAGES = {
  log: 'request logger (request-log.ts, pino)',
  scope:
    'request scope and id (request-scope.ts, request-id.ts; AsyncLocalStorage with its promise hooks; statement counting)',
  headers: 'security headers (security-headers.ts)',
  metrics: 'request metrics (request-metrics.ts, mounted with METRICS_TOKEN only)',
  auth: 'API key guard (common/auth)',
  rate: 'rate-limit guard (common/rate-limit)',
  body: 'JSON body guard (json-body.guard.ts)',
  params: "parameters: @Target, @ParsedQuery, PathIdPipe, ValidationPipe (class-validator, Nest's pipes)",
  envelope: "envelope interceptor, with Nest's interceptor chain (rxjs)",
  etag: 'ETag and conditional requests (setEtag, versioned.ts, if-match.ts)',
  handler: 'controller + service: the handler, with its row mapping',
  statement: "the statement (src/database, the driver, parsing the database's JSON)",
  routing: 'Nest/Express routing (router, guard and handler dispatch)',
  serialise: "JSON serialisation (res.json's JSON.stringify)",
  write: 'response write (status line and headers, res.end, the socket)',
  gc: 'garbage collection (on the main thread)',
  other: "Node's HTTP parsing, event loop, timers (background work)",
  threads: "the process's other threads: V8's GC and compiler threads, libuv's pool (from /proc, not sampled)",
} as const;

export type StageId = keyof typeof STAGES;

/** What a frame is matched on: the path under src/ or bench/ (no extension), under node_modules/, or `node:`. */
interface Rule {
  stage: StageId | null;
  src?: RegExp;
  bench?: RegExp;
  pkg?: RegExp;
  node?: RegExp;
  fn?: RegExp;
}

/** In order: the first rule a frame matches decides; `stage: null` leaves the frame to its caller. */
const RULES: Rule[] = [
  // The benchmark's X-Query-Count, set as the headers go out: the header write itself is the response's.
  { stage: null, src: /^common\/http\/request-scope$/, fn: /writeHead/ },
  { stage: 'log', src: /^common\/http\/request-log$/ },
  { stage: 'log', pkg: /^(pino|sonic-boom|pino-std-serializers)\// },
  { stage: 'scope', src: /^(common\/http\/request-(scope|id)|database\/(request-scope|query-counter))$/ },
  // Node runs these for every promise and async resource only because a hook is enabled: AsyncLocalStorage's.
  {
    stage: 'scope',
    node: /^internal\/async_hooks$/,
    fn: /^(promise\w*Hook|trackPromise|destroyTracking|lookupPublicResource|executionAsyncResource|emit(Init|Before|After|Destroy)\w*)$/,
  },
  { stage: 'scope', node: /^async_hooks$/, fn: /^(run|getStore|enterWith|exit|init|_propagate|_enable)$/ },
  { stage: 'headers', src: /^common\/http\/security-headers$/ },
  { stage: 'metrics', src: /^metrics\/request-metrics$/ },
  { stage: 'metrics', pkg: /^prom-client\// },
  { stage: 'auth', src: /^common\/auth\// },
  { stage: 'rate', src: /^common\/rate-limit\// },
  { stage: 'body', src: /^common\/http\/(json-body\.guard|body-reader|body-rules)$/ },
  { stage: 'etag', src: /^common\/http\/envelope\.interceptor$/, fn: /^setEtag$/ },
  { stage: 'etag', src: /^common\/http\/(versioned|if-match)$/ },
  { stage: 'envelope', src: /^common\/http\/envelope\.interceptor$/ },
  { stage: 'envelope', pkg: /^(@nestjs\/core\/interceptors|rxjs)\// },
  // Nest's interceptor chain runs the handler in an AsyncResource of its own.
  { stage: 'envelope', node: /^async_hooks$/, fn: /^(AsyncResource|runInAsyncScope|bind)$/ },
  { stage: 'params', src: /^common\/(http\/(target|parsed-query|path-id\.pipe)|validation\/.+)$/ },
  { stage: 'params', pkg: /^@nestjs\/(common|core)\/pipes\// },
  { stage: 'statement', src: /^database\// },
  { stage: 'statement', pkg: /^(better-sqlite3|pg|pg-pool|pg-protocol|pg-types|typeorm)\// },
  // The raw baseline and the Nest floor: their statements, then their handlers and the baseline's node:http routing.
  { stage: 'statement', bench: /^raw-handlers$/, fn: /^(list|asset|orgOfKey|assetOfOrg|connected|\w+Queries)$/ },
  { stage: 'handler', bench: /^(raw-handlers|hello-nest)$/ },
  { stage: 'serialise', bench: /^baseline-server$/, fn: /^send$/ },
  { stage: 'routing', bench: /^baseline-server$/ },
  // Every other file of ours outside the mechanisms is a resource's: its controller, service, query and mapping.
  { stage: 'handler', src: /^(?!(common|database|logging|metrics|config)\/)/ },
  { stage: 'serialise', pkg: /^express\/lib\/response\.js$/, fn: /^stringify$/ },
  { stage: 'write', pkg: /^express\/lib\/response\.js$/, fn: /^(json|send|end)$/ },
  { stage: 'write', pkg: /^@nestjs\/core\/router\/router-response-controller\.js$/ },
  { stage: 'write', pkg: /^@nestjs\/platform-express\/adapters\/express-adapter\.js$/, fn: /^reply$/ },
  {
    stage: 'write',
    node: /^_http_(outgoing|server)$/,
    fn: /^(end|write_?|_send|_writeRaw|_implicitHeader|writeHead|_storeHeader|_finish|resOnFinish|onFinish)$/,
  },
  // express's request and response helpers (req.header, res.status, res.set) are their callers'.
  { stage: null, pkg: /^express\/lib\/(request|response)\.js$/ },
  { stage: 'routing', pkg: /^(router|express|@nestjs\/core|@nestjs\/platform-express|path-to-regexp)\// },
];

interface Location {
  src?: string;
  bench?: string;
  pkg?: string;
  node?: string;
}

function location(frame: CallFrame): Location {
  const url = frame.url;
  if (url.startsWith('node:')) return { node: url.slice(5) };
  const pkg = url.lastIndexOf('/node_modules/');
  if (pkg !== -1) return { pkg: url.slice(pkg + '/node_modules/'.length) };
  const ours = /\/(?:dist\/)?src\/(.+)\.[cm]?[jt]s$/.exec(url);
  if (ours) return { src: ours[1] };
  const bench = /\/bench\/(.+)\.ts$/.exec(url);
  return bench ? { bench: bench[1] } : {};
}

const cache = new Map<string, StageId | null>();

/** The stage a frame belongs to, or null when it belongs to its caller. */
export function stageOf(frame: CallFrame): StageId | null {
  if (!frame.url) return frame.functionName === '(garbage collector)' ? 'gc' : null;
  const key = `${frame.functionName}\0${frame.url}`;
  const known = cache.get(key);
  if (known !== undefined) return known;
  const at = location(frame);
  const rule = RULES.find(
    (r) =>
      (r.src || r.bench || r.pkg || r.node) &&
      (!r.src || (at.src !== undefined && r.src.test(at.src))) &&
      (!r.bench || (at.bench !== undefined && r.bench.test(at.bench))) &&
      (!r.pkg || (at.pkg !== undefined && r.pkg.test(at.pkg))) &&
      (!r.node || (at.node !== undefined && r.node.test(at.node))) &&
      (!r.fn || r.fn.test(frame.functionName)),
  );
  const stage = rule?.stage ?? null;
  cache.set(key, stage);
  return stage;
}

/**
 * A sample's stage: its innermost staged frame. The statement is the handler's unless another stage runs it: the
 * key cache's freshness check (a database read from the API key guard) stays the guard's.
 */
export function sampleStage(stack: CallFrame[]): StageId {
  let found: StageId | null = null;
  for (const frame of stack) {
    const stage = stageOf(frame);
    if (stage === null) continue;
    found ??= stage;
    if (found !== 'statement') return found;
    // Past the scope's wrappers (QueryCounter.untracked, AsyncLocalStorage.run) to the stage that ran the statement.
    if (stage === 'statement' || stage === 'scope') continue;
    return stage === 'handler' || stage === 'routing' ? 'statement' : stage;
  }
  return found ?? 'other';
}

/** Native frames where the thread waits in (or returns from) a system call: the socket's writes, the log's. */
const SYSTEM_CALL = /^(writev|write\w*String|writeBuffer|read|close|shutdown|fstat|open)$/;

export interface StageTimes {
  /** Sampled busy time in the window, µs. */
  busy: number;
  byStage: Map<StageId, number>;
  /** The part of `busy` and of each stage's time whose sample stopped in a system call. */
  systemCall: number;
  systemCallByStage: Map<StageId, number>;
  /** Our own frames (dist/src) that no rule names, by self time: a file the rules may need to learn. */
  unnamed: Map<string, number>;
}

export function stageTimes(view: ProfileView, window?: Window): StageTimes {
  const byStage = new Map<StageId, number>();
  const systemCallByStage = new Map<StageId, number>();
  const unnamed = new Map<string, number>();
  let [busy, systemCall] = [0, 0];
  for (const [id, us] of view.busyNodes(window)) {
    busy += us;
    const stage = sampleStage(view.stack(id));
    byStage.set(stage, (byStage.get(stage) ?? 0) + us);
    const leaf = view.frame(id);
    if (!leaf.url && SYSTEM_CALL.test(leaf.functionName)) {
      systemCall += us;
      systemCallByStage.set(stage, (systemCallByStage.get(stage) ?? 0) + us);
    }
    const src = location(leaf).src;
    if (src !== undefined && stageOf(leaf) === null) {
      const key = `${leaf.functionName || '(anonymous)'} src/${src}`;
      unnamed.set(key, (unnamed.get(key) ?? 0) + us);
    }
  }
  return { busy, byStage, systemCall, systemCallByStage, unnamed };
}
