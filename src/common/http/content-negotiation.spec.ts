import express, { type Request } from 'express';
import { AppError } from './app-error.js';
import { CSV_TYPE, JSON_TYPE, negotiate } from './content-negotiation.js';

/** A request as Express builds it, with only the Accept header set (or none). */
function withAccept(accept?: string): Request {
  const req = Object.create(express.request) as Request;
  Object.defineProperty(req, 'headers', { value: accept === undefined ? {} : { accept } });
  return req;
}

const offered = [JSON_TYPE, CSV_TYPE] as const;
const pick = (accept?: string) => negotiate(withAccept(accept), offered);

function refusal(accept: string): AppError {
  try {
    pick(accept);
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error(`${accept} was accepted`);
}

describe('negotiate', () => {
  it('answers the first offered type when the request states no preference', () => {
    for (const accept of [undefined, '', '   ', ';;;', ', ,', '*/*', 'application/*, text/*']) {
      expect(pick(accept)).toBe(JSON_TYPE);
    }
  });

  it('answers CSV when the request asks for it, by name, by its family or by weight', () => {
    for (const accept of [
      'text/csv',
      'text/CSV',
      'text/csv; charset=utf-8',
      'text/csv;header=present;q=1',
      'text/*',
      'application/json;q=0.5, text/csv',
      'text/html, text/csv;q=0.9',
    ]) {
      expect(pick(accept)).toBe(CSV_TYPE);
    }
  });

  it('answers JSON when JSON weighs more, or when the types tie in the order the request lists them', () => {
    for (const accept of ['application/json', 'text/csv;q=0.1, application/json', 'application/json, text/csv']) {
      expect(pick(accept)).toBe(JSON_TYPE);
    }
  });

  it('refuses with 406 naming the offered types when nothing offered is acceptable', () => {
    for (const accept of ['text/html', 'image/png, application/xml', 'text/csv;q=0', 'application/json;q=0']) {
      const error = refusal(accept);
      expect(error.status).toBe(406);
      expect(error.code).toBe('NOT_ACCEPTABLE');
      expect(error.message).toContain('application/json, text/csv');
    }
  });

  it('refuses garbage and hostile values with a 406, never an exception of its own', () => {
    for (const accept of ['text/', '/csv', 'text/csv;q=abc', '\u0000', 'x'.repeat(10_000)]) {
      expect(refusal(accept).status).toBe(406);
    }
  });

  it('reads a malformed weight as negotiator does (an offered type or a 406), never failing otherwise', () => {
    for (const accept of ['text/csv;q=', 'text/csv;q=abc;q=', 'text/csv;q=2', 'application/json;q=-1, text/csv']) {
      try {
        expect(offered).toContain(pick(accept));
      } catch (error) {
        expect(error).toBeInstanceOf(AppError);
      }
    }
  });
});
