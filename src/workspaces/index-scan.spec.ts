import { pageWindow } from '../common/pagination/page.query.js';
import { indexScan } from './workspace.repository.js';

/** The newest-first positions a scan returns, for a list of `total` rows. */
function positionsRead(total: number, scan: ReturnType<typeof indexScan>): number[] {
  const newestFirst = Array.from({ length: total }, (_, i) => i);
  const order = scan.newestFirst ? newestFirst : [...newestFirst].reverse();
  return order.slice(scan.offset, scan.offset + scan.limit).sort((a, b) => a - b);
}

describe('indexScan', () => {
  it('reads every page of every list size exactly as a newest-first OFFSET would, skipping at most half the rows', () => {
    for (let total = 1; total <= 40; total++) {
      for (let limit = 1; limit <= 7; limit++) {
        for (let page = 1; (page - 1) * limit < total; page++) {
          const window = pageWindow({ page: String(page), limit: String(limit) });
          const scan = indexScan(window, total);
          const expected = Array.from({ length: Math.min(limit, total - window.offset) }, (_, i) => window.offset + i);
          expect(positionsRead(total, scan)).toEqual(expected);
          expect(scan.offset).toBeLessThanOrEqual(total / 2);
        }
      }
    }
  });

  it('reads the first page newest first and the last page of 100,000 from the oldest end without skipping', () => {
    expect(indexScan(pageWindow({ limit: '20' }), 100_000)).toEqual({ newestFirst: true, limit: 20, offset: 0 });
    expect(indexScan(pageWindow({ page: '5000', limit: '20' }), 100_000)).toEqual({
      newestFirst: false,
      limit: 20,
      offset: 0,
    });
  });

  it('keeps newest first when the total is not known (a lookup by id)', () => {
    expect(indexScan(pageWindow({ page: '3', limit: '10' }))).toEqual({ newestFirst: true, limit: 10, offset: 20 });
  });
});
