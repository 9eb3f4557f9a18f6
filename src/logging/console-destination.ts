import { type DestinationStream, pino } from 'pino';
import { prettyFactory } from 'pino-pretty';
import type { TerminalRows } from './terminal-rows.js';

/** Fields a readable line shows in its message; everything else of a request line is for log pipelines. */
const REQUEST_FIELDS = 'pid,hostname,context,req,res,responseTime,orgId';

interface RequestLine {
  req?: { method?: string; path?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  context?: string;
}

/**
 * One line a person reads: `GET /v1/workspaces 200 4 ms` for a request, `[Context] message` otherwise. The request id,
 * query names and addresses stay in the JSON form (for log pipelines); on a terminal they are noise.
 */
export function readableMessage(log: Record<string, unknown>, messageKey: string): string {
  const line = log as RequestLine;
  const message = String(log[messageKey] ?? '');
  if (line.req?.method && line.res?.statusCode !== undefined) {
    const aborted = message === 'request aborted' ? ' (aborted)' : '';
    return `${line.req.method} ${line.req.path ?? ''} ${line.res.statusCode} ${line.responseTime ?? 0} ms${aborted}`;
  }
  return line.context ? `[${line.context}] ${message}` : message;
}

/**
 * Where the process's log lines go: JSON lines on stdout, unchanged, unless stdout is a terminal, where a person reads
 * them, and pino-pretty turns each into one short line (a time, the level, the message). Both write synchronously so
 * lines keep their order with what main.ts writes to stdout itself (the demo key box); on a terminal `rows` counts
 * what was written, for main.ts to point at the key box once request lines have pushed it off the screen.
 */
export function consoleDestination(
  stdout: { isTTY?: boolean } = process.stdout,
  rows?: TerminalRows,
): DestinationStream {
  const out = pino.destination({ dest: 1, sync: true });
  return stdout.isTTY ? readableDestination(out, rows) : out;
}

/** pino-pretty's formatter on each line, written at once to `out` (colours unless NO_COLOR or the like says not). */
export function readableDestination(out: { write(text: string): unknown }, rows?: TerminalRows): DestinationStream {
  const pretty = prettyFactory({
    singleLine: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: REQUEST_FIELDS,
    messageFormat: readableMessage,
  });
  return {
    write(line: string): void {
      const text = pretty(line);
      out.write(text);
      rows?.wrote(text);
    },
  };
}
