import { AppError } from '../common/http/app-error.js';
import { StreamSlots } from './stream-slots.js';

describe('StreamSlots', () => {
  const bound = (key: string, max: number, status: 429 | 503 = 429) => ({ what: key, key, max, status });

  it('takes a slot of every bound, refuses past the first full one with its status and Retry-After', () => {
    const slots = new StreamSlots();
    const release = slots.take([bound('instance', 2, 503), bound('contact', 1)]);
    let refusal: unknown;
    try {
      slots.take([bound('instance', 2, 503), bound('contact', 1)]);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).status).toBe(429);
    expect((refusal as AppError).headers['Retry-After']).toBeDefined();
    // The refused take took nothing.
    expect(slots.count('instance')).toBe(1);
    release();
    release();
    expect([slots.count('instance'), slots.count('contact')]).toEqual([0, 0]);
  });
});
