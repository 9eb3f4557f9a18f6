import { QueryFailedError } from 'typeorm';
import { describeError, redactCredentials, redactText, serializeError } from './log-safety.js';

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

function failedInsert(driverError: Error): QueryFailedError {
  const sql = 'INSERT INTO "webhook_endpoint"("id", "url", "secret") VALUES ($1, $2, $3)';
  return new QueryFailedError(sql, ['abc', 'https://hooks.example.com/in?token=t0ken', SECRET], driverError);
}

describe('serializeError', () => {
  it('keeps the class, code, message and frames of a failed query, not its SQL, parameters or driver detail', () => {
    const driverError = Object.assign(new Error('duplicate key value violates unique constraint "uq_secret"'), {
      code: '23505',
      detail: `Key (secret)=(${SECRET}) already exists.`,
    });
    const logged = serializeError(failedInsert(driverError));
    expect(logged).toEqual({
      type: 'QueryFailedError',
      code: '23505',
      message: 'duplicate key value violates unique constraint "uq_secret"',
      stack: expect.stringMatching(/^QueryFailedError: duplicate key value .*\n\s+at /),
    });
    expect(JSON.stringify(logged)).not.toMatch(/whsec_|t0ken|INSERT|Key \(/);
  });

  it('redacts the value PostgreSQL quotes at the end of a message', () => {
    const driverError = Object.assign(new Error('invalid input syntax for type integer: "jane@example.com"'), {
      code: '22P02',
    });
    expect(serializeError(failedInsert(driverError)).message).toBe('invalid input syntax for type integer: "[value]"');
  });

  it('redacts credentials and e-mail addresses from any error message and from its stack', () => {
    const error = new Error(`no mailbox jane@example.com for key wsk_AbCdEfGhIjKlMnOpQrStUvWxYz012345`);
    const logged = serializeError(error);
    expect(logged.message).toBe('no mailbox [email] for key wsk_[redacted]');
    expect(logged.stack).not.toMatch(/jane|AbCd/);
  });

  it('serializes the cause, and values that are not errors', () => {
    const error = new Error('fetch failed', { cause: new Error('connect ECONNREFUSED 127.0.0.1:9') });
    expect(serializeError(error).cause).toMatchObject({ type: 'Error', message: 'connect ECONNREFUSED 127.0.0.1:9' });
    expect(serializeError('boom')).toEqual({ type: 'string', message: 'boom', stack: '' });
  });
});

describe('describeError', () => {
  it('writes one line with class, code and the safe message', () => {
    const driverError = Object.assign(new Error('UNIQUE constraint failed: tag.title'), { code: 'SQLITE_CONSTRAINT' });
    expect(describeError(failedInsert(driverError))).toBe(
      'QueryFailedError [SQLITE_CONSTRAINT]: UNIQUE constraint failed: tag.title',
    );
  });
});

describe('redaction of text', () => {
  it('replaces keys, signing secrets and e-mail addresses', () => {
    expect(redactText(`a wsk_AbC1 b ${SECRET} c <jane.doe+x@mail.example.co.uk>`)).toBe(
      'a wsk_[redacted] b whsec_[redacted] c <[email]>',
    );
  });

  it('replaces addresses the API would refuse and SMTP servers quote back (review of finding 10)', () => {
    const reply = `550 5.1.1 <leakone@example.c> <leaktwo@ex.c0m> <"le..ak4"@example.com> o'leak5@example.com`;
    expect(redactText(reply)).toBe('550 5.1.1 <[email]> <[email]> <[email]> [email]');
  });

  it('replaces only credentials in a whole log line and leaves a line without any untouched', () => {
    const line = '{"msg":"x","path":"/v1/wsk_AbC1","email":"jane@example.com"}';
    expect(redactCredentials(line)).toBe('{"msg":"x","path":"/v1/wsk_[redacted]","email":"jane@example.com"}');
    const plain = '{"msg":"request completed"}';
    expect(redactCredentials(plain)).toBe(plain);
  });
});
