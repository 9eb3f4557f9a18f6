import type { LoggerService } from '@nestjs/common';
import { type DestinationStream, type Level, type Logger, pino } from 'pino';
import { redactCredentials, serializeError } from './log-safety.js';
import { consoleDestination } from './console-destination.js';

export type LogLevel = Level | 'silent';

/**
 * Nest's own start-up contexts: a line per module, controller and route (over a hundred), which buried the lines an
 * operator needs (where it listens, the database, the demo key). Useful when debugging the wiring, so kept at debug.
 */
const FRAMEWORK_CONTEXTS = new Set([
  'NestFactory',
  'InstanceLoader',
  'RoutesResolver',
  'RouterExplorer',
  'NestApplication',
]);

/**
 * The process's one pino logger: JSON lines on stdout (readable lines on a terminal, see consoleDestination), written
 * synchronously. Errors keep class, code, message and frames only, never SQL
 * parameters, driver details or bodies (see log-safety.ts); the last hook redacts whatever key-shaped text reached a
 * line another way.
 */
export function createRootLogger(level: LogLevel, destination?: DestinationStream): Logger {
  const options = { level, serializers: { err: serializeError }, hooks: { streamWrite: redactCredentials } };
  // Synchronous writes: lines keep their order with what main.ts writes to stdout itself (the demo key box comes
  // last), and nothing logged just before an exit is lost.
  return pino(options, destination ?? consoleDestination());
}

/**
 * Nest's logger interface on the root pino logger, so Nest's messages and `new Logger(context)` in our services write
 * the same JSON lines: `context` is a field, an object first argument is merged into the line (`{ err }` is
 * serialized by the `err` serializer), a string is the message.
 */
export class AppLogger implements LoggerService {
  constructor(readonly root: Logger) {}

  log(message: unknown, ...params: unknown[]): void {
    this.write('info', message, params);
  }
  error(message: unknown, ...params: unknown[]): void {
    this.write('error', message, params);
  }
  warn(message: unknown, ...params: unknown[]): void {
    this.write('warn', message, params);
  }
  debug(message: unknown, ...params: unknown[]): void {
    this.write('debug', message, params);
  }
  verbose(message: unknown, ...params: unknown[]): void {
    this.write('trace', message, params);
  }
  fatal(message: unknown, ...params: unknown[]): void {
    this.write('fatal', message, params);
  }

  /** Nest passes the context last; `error(message, stack, context)` from Nest's own handlers carries a stack too. */
  private write(level: Level, message: unknown, params: unknown[]): void {
    const context = typeof params.at(-1) === 'string' ? (params.at(-1) as string) : undefined;
    const rest = context === undefined ? params : params.slice(0, -1);
    const effective = level === 'info' && context !== undefined && FRAMEWORK_CONTEXTS.has(context) ? 'debug' : level;
    if (!this.root.isLevelEnabled(effective)) return;
    const fields: Record<string, unknown> = context === undefined ? {} : { context };
    if (message instanceof Error) {
      this.root[effective]({ ...fields, err: message }, message.message);
    } else if (typeof message === 'object' && message !== null) {
      const text = typeof rest[0] === 'string' ? rest[0] : undefined;
      this.root[effective]({ ...fields, ...(message as Record<string, unknown>) }, text);
    } else if (level === 'error' && typeof rest[0] === 'string' && rest[0].includes('\n    at ')) {
      // Nest's exception handlers call error(message, stack): keep the frames as an error, not a second message.
      const err = new Error(String(message));
      err.stack = rest[0];
      this.root.error({ ...fields, err }, String(message));
    } else {
      this.root[effective](fields, String(message));
    }
  }
}
