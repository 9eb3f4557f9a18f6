import { type Api, newOrgApi } from '../support/api.js';
import type { TestApp } from '../support/app.js';
import { type PublishedWorkspace, createPublishedWorkspace } from '../support/factories/published-workspace.js';
import { insertUser } from '../support/factories/users.js';
import { bootWithSmtp } from '../support/mail-app.js';
import type { SmtpCapture } from '../support/smtp.js';
import { Visitor, csrfOf, signInByLink } from '../support/visitor.js';
import type { Json } from '../support/wire.js';

const PER_ORG = 3;

/**
 * VISITOR_WRITES_PER_ORG_PER_MINUTE: all contacts of an organization together, messages and comments alike, on any of
 * its workspaces. The per-contact rate is tested with the thread and the comments; it is set high here so that only the
 * organization's bound answers.
 */
describe('published workspace: the write rate per organization', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let n = 0;

  beforeAll(async () => {
    ({ t, smtp } = await bootWithSmtp({
      VISITOR_WRITES_PER_MINUTE: '100',
      VISITOR_WRITES_PER_ORG_PER_MINUTE: String(PER_ORG),
    }));
  });
  afterAll(() => t.close());

  /** A published workspace with one commenter, signed in. */
  async function withCommenter(api: Api): Promise<{ ws: PublishedWorkspace; contact: Visitor }> {
    n += 1;
    const email = `commenter-${n}@customer.example`;
    const ws = await createPublishedWorkspace(api, { name: `Rates ${n}`, members: [{ email, role: 'commenter' }] });
    const contact = new Visitor(t);
    await signInByLink(t, smtp, contact, ws.path, email);
    return { ws, contact };
  }

  async function message(contact: Visitor, ws: PublishedWorkspace, body: string, status = 303) {
    const page = await contact.get(`${ws.path}/messages`, 200);
    return contact.post(`${ws.path}/messages`, { csrf: csrfOf(page.text), body }, status);
  }

  async function comment(contact: Visitor, ws: PublishedWorkspace, body: string, status = 303) {
    const page = await contact.get(`${ws.path}/pages/${ws.pages.overview}`, 200);
    const form = {
      csrf: csrfOf(page.text),
      page: ws.pages.overview,
      subjectType: 'workspaceSection',
      subjectId: ws.sections.text,
      body,
    };
    return contact.post(`${ws.path}/comments`, form, status);
  }

  it('refuses, with a 429 page and Retry-After, the write past the bound of all contacts of the organization together', async () => {
    const { api, orgId } = await newOrgApi(t);
    const one = await withCommenter(api);
    const two = await withCommenter(api);
    await message(one.contact, one.ws, 'First');
    await message(one.contact, one.ws, 'Second');
    await comment(two.contact, two.ws, 'A comment counts too');

    // Another contact, on another workspace, who has written nothing yet.
    const refused = await message(two.contact, two.ws, 'One too many', 429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['content-type']).toContain('text/html');
    await comment(one.contact, one.ws, 'Nor a comment', 429);
    const thread = (await api.get(`/v1/workspace-messages?filters[workspaceId]=${two.ws.id}`).expect(200)).body.data
      .workspaceMessages as Json[];
    expect(thread).toEqual([]);

    // The team writes through the API, under the organization's request rate, not the contacts'.
    const seller = await insertUser(t, orgId, { firstName: 'Dana' });
    await api.post('/v1/workspace-messages', { workspaceId: two.ws.id, userId: seller.id, body: 'Hi' }).expect(200);
  });

  it("does not count another organization's contacts", async () => {
    const { api } = await newOrgApi(t);
    const other = await withCommenter(api);
    for (let i = 0; i < PER_ORG; i++) await message(other.contact, other.ws, `Note ${i}`);
    await message(other.contact, other.ws, 'Past its own bound', 429);
  });
});
