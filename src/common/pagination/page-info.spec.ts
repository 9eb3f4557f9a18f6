import { buildPageInfo } from './page-info.js';
import { pageWindow } from './page.query.js';

describe('buildPageInfo', () => {
  it('reports zero pages and no neighbours for an empty list', () => {
    expect(buildPageInfo(pageWindow({}), 0, 0)).toEqual({
      page: 1,
      pages: 0,
      total: 0,
      pageTotal: 0,
      hasNextPage: false,
      hasPrevPage: false,
    });
  });

  it('rounds pages up and flags a next page on the first of several', () => {
    expect(buildPageInfo(pageWindow({ limit: '20' }), 41, 20)).toMatchObject({
      pages: 3,
      hasNextPage: true,
      hasPrevPage: false,
    });
  });

  it('has no next page on the last page and a previous one', () => {
    expect(buildPageInfo(pageWindow({ page: '3', limit: '20' }), 41, 1)).toMatchObject({
      pages: 3,
      pageTotal: 1,
      hasNextPage: false,
      hasPrevPage: true,
    });
  });

  it('answers a page past the end with an empty page and the true totals', () => {
    expect(buildPageInfo(pageWindow({ page: '9', limit: '20' }), 41, 0)).toEqual({
      page: 9,
      pages: 3,
      total: 41,
      pageTotal: 0,
      hasNextPage: false,
      hasPrevPage: true,
    });
  });

  it('computes the offset of a page window from page and limit', () => {
    expect(pageWindow({ page: '5', limit: '7' })).toEqual({ page: 5, limit: 7, offset: 28 });
  });
});
