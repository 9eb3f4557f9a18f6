import { type Api, bootWithOrg, newOrgApi } from '../support/api.js';
import { type TestApp, testDb } from '../support/app.js';
import { insertWorkspace } from '../support/factories/workspaces.js';
import { insertTag } from '../support/factories/tags.js';

describe('scratch review b', () => {
  let t: TestApp;
  let api: Api;
  let orgId: string;
  beforeAll(async () => ({ t, api, orgId } = await bootWithOrg()));
  afterAll(() => t.close());

  const shapeOk = (body: any, status: number) =>
    body && body.error && body.error.status === status && typeof body.error.code === 'string' &&
    typeof body.error.message === 'string' && Array.isArray(body.error.details) && typeof body.error.requestId === 'string';

  it('filters and tagNames probes', async () => {
    const other = await newOrgApi(t);
    const otherWs = await insertWorkspace(t, other.orgId, { name: 'Other' });
    const otherTag = await insertTag(t, other.orgId, { title: 'OtherTag' });
    const mine = await insertWorkspace(t, orgId, { name: 'STRASSE ﬃ İstanbul' });
    const enc = encodeURIComponent;
    const big = 'a'.repeat(1024 * 1024);
    const mid = 'a'.repeat(12 * 1024);
    const lists = ['/v1/workspaces', '/v1/workspace-users', '/v1/workspace-domains', '/v1/workspace-plan-tasks'];
    const gets: [string, string][] = [];
    for (const l of lists) {
      const key = l === '/v1/workspaces' ? 'name' : 'workspaceId';
      gets.push(
        [l, `filters[${key}]=%00`],
        [l, `filters[${key}]=a%01b`],
        [l, `filters[${key}]=a%7Fb`],
        [l, `filters[${key}]=a%0Ab`],
        [l, `filters[${key}]=${enc('\u202e')}`],
        
        [l, `filters[${key}]=%ED%A0%80`],
        [l, `filters[${key}]=%FF`],
        [l, `filters[${key}]=${big}`],
        [l, `filters[${key}]=${mid}`],
        [l, `filters[${key}][]=x`],
        [l, `filters[${key}][a]=x`],
        [l, `filters[${key}]=a&filters[${key}]=b`],
        [l, `filters=${enc(JSON.stringify({ [key]: ['a'] }))}`],
        [l, `filters=${enc(JSON.stringify({ [key]: { a: 1 } }))}`],
        [l, `filters=${enc(JSON.stringify({ [key]: '\u0000' }))}`],
        [l, `filters=${enc(`{"${key}":"a","${key}":"b"}`)}`],
        [l, `filters=${enc('{"a":"\\"}')}`],
        [l, `filters=${enc('[1]')}`],
        [l, `filters=x&filters=y`],
        [l, `filters=${enc('{}')}&filters[${key}]=a`],
        [l, `filters[]=a`],
        [l, `filters[__proto__]=a`],
        [l, `filters[constructor]=a`],
        [l, `filters[toString]=a`],
        [l, `filters[hasOwnProperty]=a`],
        [l, `filters=${enc('{"__proto__":"a"}')}`],
        [l, `filters=${enc('{"toString":"a"}')}`],
        [l, `filters[${key}]=${enc('ß')}`],
        [l, `filters[${key}]=${enc('ﬃ'.repeat(3000))}`],
        [l, `filters[${key}]=${enc('İ')}`],
        [l, `filters[workspaceId]=${otherWs.id}`],
        [l, `filters[workspaceId]=${mine.id}`],
        [l, `filters[role]=${enc('OWNER')}`],
      );
    }
    gets.push(
      ['/v1/workspaces', `filters[name]=${enc('ß')}`],
      ['/v1/workspaces', `filters[name]=${enc('ss')}`],
      ['/v1/workspaces', `filters[name]=${enc('ﬃ')}`],
      ['/v1/workspaces', `filters[name]=${enc('FFI')}`],
      ['/v1/workspaces', `filters[name]=${enc('i̇stanbul')}`],
      ['/v1/workspaces', `filters[name]=${enc('istanbul')}`],
      ['/v1/workspaces', `filters[name]=${enc('%')}`],
      ['/v1/workspaces', `filters[name]=${enc('\\')}`],
      ['/v1/workspaces', `filters[userEmail]=${enc('ß@example.com')}`],
      ['/v1/workspaces', `filters[userEmail]=${enc('a\u0000@example.com')}`],
      ['/v1/workspaces', `filters[userEmail]=${enc('İ'.repeat(300) + '@example.com')}`],
      ['/v1/workspaces', `filters[domain]=${enc('ﬃ.com')}`],
      ['/v1/workspaces', `filters[domain]=${enc('İ.com')}`],
      ['/v1/workspaces', `filters[domain]=${enc('ß.de')}`],
      ['/v1/workspaces', `filters[domain]=${enc('ﬃ'.repeat(2000) + '.com')}`],
      ['/v1/workspaces', `filters[domain]=${enc('a\u0000.com')}`],
      ['/v1/workspaces', `filters[accountId]=${otherWs.id}`],
      ['/v1/workspaces', `filters[createdAfter]=${enc('9999-99-99')}`],
      ['/v1/workspaces', `filters[createdAfter]=${enc('+275760-09-13T00:00:00.000Z')}`],
      ['/v1/workspaces', `filters[createdAfter]=${enc('-000001-01-01')}`],
      ['/v1/workspaces', `filters[published]=TRUE`],
      ['/v1/workspaces', `filters=${enc('{"published":true}')}`],
      ['/v1/workspaces', `filters=${enc('{"published":1}')}`],
      ['/v1/workspaces', `filters=${enc('{"name":true}')}`],
      ['/v1/workspaces', `filters=${enc('[' .repeat(5000) + ']'.repeat(5000))}`],
      ['/v1/workspaces', `filters=${enc('{"a":' + '['.repeat(2000) + ']'.repeat(2000) + '}')}`],
      ['/v1/workspaces', `filters=${enc('{' + Array.from({ length: 600 }, (_, i) => `"k${i}":"v"`).join(',') + '}')}`],
    );
    const lines: string[] = [];
    const bad: string[] = [];
    for (const [path, qs] of gets) {
      const t0 = Date.now();
      const res = await api.get(`${path}?${qs}`);
      const ms = Date.now() - t0;
      const desc = `${path}?${qs.length > 120 ? qs.slice(0, 100) + `…(${qs.length})` : qs}`;
      const detail = res.status >= 400 ? JSON.stringify(res.body?.error?.details ?? res.text).slice(0, 200) : `items=${res.body?.data?.length ?? JSON.stringify(res.body).slice(0, 80)}`;
      lines.push(`${res.status} ${ms}ms ${desc} ${res.body?.error?.code ?? ''} ${detail}`);
      if (res.status >= 500 || (res.status >= 400 && !shapeOk(res.body, res.status))) bad.push(lines.at(-1)!);
    }
    // tagNames
    const bodies: [string, object][] = [
      ['ß×255', { tagNames: ['ß'.repeat(255)] }],
      ['ß×128', { tagNames: ['ß'.repeat(128)] }],
      ['ß×127', { tagNames: ['ß'.repeat(127)] }],
      ['ﬃ×85', { tagNames: ['ﬃ'.repeat(85)] }],
      ['ﬃ×86', { tagNames: ['ﬃ'.repeat(86)] }],
      ['İ×128', { tagNames: ['İ'.repeat(128)] }],
      ['İ×127', { tagNames: ['İ'.repeat(127)] }],
      ['ΐ×85', { tagNames: ['\u0390'.repeat(85)] }],
      ['ΐ×86', { tagNames: ['\u0390'.repeat(86)] }],
      ['ﷺ×14', { tagNames: ['\ufdfa'.repeat(14)] }],
      ['ﷺ×15', { tagNames: ['\ufdfa'.repeat(15)] }],
      ['emoji×200', { tagNames: ['😀'.repeat(200)] }],
      ['NUL', { tagNames: ['a\u0000b'] }],
      ['ctrl', { tagNames: ['a\u0001b'] }],
      ['lone surrogate', { tagNames: ['a\ud800b'] }],
      ['newline', { tagNames: ['a\nb'] }],
      ['only ZWSP', { tagNames: ['\u200b'] }],
      ['1MiB', { tagNames: [big] }],
      ['string', { tagNames: 'x' }],
      ['nested', { tagNames: [['x']] }],
      ['object', { tagNames: [{ a: 1 }] }],
      ['null elt', { tagNames: [null] }],
      ['101', { tagNames: Array.from({ length: 101 }, (_, i) => `t${i}`) }],
      ['dups folded', { tagNames: ['Straße', 'STRASSE', 'strasse'] }],
      ['other org tagIds', { tagIds: [otherTag.id] }],
      ['other org tag name', { tagNames: ['OtherTag'] }],
      ['tagIds string', { tagIds: otherTag.id }],
    ];
    for (const [name, body] of bodies) {
      const res = await api.post('/v1/boards', body);
      const detail = res.status >= 400 ? JSON.stringify(res.body?.error?.details ?? res.text).slice(0, 200) : JSON.stringify(res.body?.tags ?? res.body).slice(0, 200);
      lines.push(`POST boards ${res.status} ${name} ${detail}`);
      if (res.status >= 500 || (res.status >= 400 && !shapeOk(res.body, res.status))) bad.push(lines.at(-1)!);
    }
    // tag rename/ create via /v1/tags
    for (const title of ['ß'.repeat(128), 'ﬃ'.repeat(86), 'İ'.repeat(128)]) {
      const res = await api.post('/v1/tags', { title });
      lines.push(`POST tags ${res.status} ${title[0]}×${title.length} ${JSON.stringify(res.body?.error?.details ?? '').slice(0, 200)}`);
      if (res.status >= 500) bad.push(lines.at(-1)!);
    }
    console.log(`[${testDb()}]\n` + lines.join('\n'));
    console.log(`[${testDb()}] BAD:\n` + bad.join('\n'));
    expect(bad).toEqual([]);
  });
});
