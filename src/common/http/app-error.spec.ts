import { MAX_ERROR_DETAILS, invalidFields } from './app-error.js';

describe('invalidFields', () => {
  const details = (n: number) =>
    Array.from({ length: n }, (_, i) => ({ field: `x[${i}]`, message: 'must be a string' }));

  it('lists every detail up to the cap, the message counting the others', () => {
    expect(invalidFields(details(1)).message).toBe('x[0] must be a string');
    const error = invalidFields(details(MAX_ERROR_DETAILS));
    expect(error.message).toBe('x[0] must be a string (and 19 more)');
    expect(error.details).toHaveLength(MAX_ERROR_DETAILS);
  });

  it(`lists the first ${MAX_ERROR_DETAILS} details of many, the message saying how many are not listed`, () => {
    const error = invalidFields(details(100_100));
    expect(error.details).toEqual(details(MAX_ERROR_DETAILS));
    expect(error.message).toBe('x[0] must be a string (and 100099 more, 100080 not listed)');
  });
});
