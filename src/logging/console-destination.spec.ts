import { pino } from 'pino';
import { consoleDestination, readableDestination, readableMessage } from './console-destination.js';
import { TerminalRows } from './terminal-rows.js';

describe('readableMessage', () => {
  it('reads a request line as method, path, status and time', () => {
    const line = {
      msg: 'request completed',
      req: { id: 'r1', method: 'GET', path: '/v1/workspaces', queryNames: ['filters'] },
      res: { statusCode: 200 },
      responseTime: 4,
      orgId: 'o1',
    };
    expect(readableMessage(line, 'msg')).toBe('GET /v1/workspaces 200 4 ms');
  });

  it('marks a request the client abandoned', () => {
    const line = { msg: 'request aborted', req: { method: 'POST', path: '/v1/files' }, res: { statusCode: 200 } };
    expect(readableMessage(line, 'msg')).toBe('POST /v1/files 200 0 ms (aborted)');
  });

  it('prefixes any other message with its context when it has one', () => {
    expect(readableMessage({ msg: 'Seeded', context: 'DemoSeed' }, 'msg')).toBe('[DemoSeed] Seeded');
    expect(readableMessage({ msg: 'Database: SQLite' }, 'msg')).toBe('Database: SQLite');
  });
});

describe('consoleDestination', () => {
  it('keeps JSON lines when stdout is not a terminal (pipes, files, CI)', () => {
    const destination = consoleDestination({ isTTY: false });
    expect(destination).toBeInstanceOf(pino.destination({ dest: 1, sync: true }).constructor);
  });

  it('prints readable lines when stdout is a terminal', () => {
    expect(consoleDestination({ isTTY: true }).constructor.name).not.toBe('SonicBoom');
  });

  it('writes each line at once as one readable line, and counts its rows for the terminal', () => {
    const written: string[] = [];
    const rows = new TerminalRows(() => 80);
    const offScreen: string[] = [];
    rows.afterRows(2, () => offScreen.push('off'));
    const logger = pino({ base: undefined }, readableDestination({ write: (text) => written.push(text) }, rows));
    logger.info({ req: { method: 'GET', path: '/v1/boards' }, res: { statusCode: 200 }, responseTime: 3 }, 'done');
    expect(written).toHaveLength(1);
    expect(written[0]).toMatch(/^\[\d\d:\d\d:\d\d\] .*INFO.*: .*GET \/v1\/boards 200 3 ms.*\n$/);
    expect(offScreen).toEqual([]);
    logger.info('second line');
    expect(offScreen).toEqual(['off']);
  });
});
