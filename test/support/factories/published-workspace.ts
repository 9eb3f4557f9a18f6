import type { Api } from '../api.js';
import type { Json } from '../wire.js';
import { createPage, createSection } from './workspace-structure.js';

export interface PublishedWorkspace {
  id: string;
  workspaceUrl: string;
  path: string;
  planId: string;
  /** The plan's tasks a visitor sees, by title; plus the internal one. */
  tasks: { kickOff: string; security: string; internal: string };
  pages: { overview: string; hidden: string };
  sections: { text: string; plan: string; link: string; hiddenSection: string };
}

export interface PublishedWorkspaceInput {
  name?: string;
  shareSetting?: 'public' | 'landingPage' | 'private';
  members?: { email: string; role: string }[];
  domains?: { domain: string; role: string }[];
  welcomePageText?: string;
  text?: string;
}

/**
 * A published workspace built through the API as a team would: a plan with two visible tasks and an internal one,
 * an Overview page (Markdown, the plan, a link, a hidden section) and a hidden page.
 */
export async function createPublishedWorkspace(
  api: Api,
  input: PublishedWorkspaceInput = {},
): Promise<PublishedWorkspace> {
  const template = (await api.post('/v1/templates', { name: 'Visitor template' }).expect(201)).body.data.template;
  const body: Json = {
    name: input.name ?? 'Acme onboarding',
    templateId: template.id,
    workspaceUsers: input.members ?? [],
    workspaceDomains: input.domains ?? [],
    shareSetting: input.shareSetting ?? 'private',
    ...(input.welcomePageText !== undefined && { welcomePageText: input.welcomePageText }),
  };
  const workspace = (await api.post('/v1/workspaces', body).expect(201)).body.data.workspace;
  const plan = (await api.post('/v1/workspace-plans', { workspaceId: workspace.id, title: 'Launch plan' }).expect(201))
    .body.data.workspacePlan;
  const task = async (fields: Json) =>
    (await api.post('/v1/workspace-plan-tasks', { workspacePlanId: plan.id, ...fields }).expect(201)).body.data
      .workspacePlanTask.id as string;
  const tasks = {
    kickOff: await task({ title: 'Kick-off call', dueDate: '2026-12-01' }),
    security: await task({ title: 'Security review', actionLinkUrl: 'https://example.com/agenda' }),
    internal: await task({ title: 'Internal margin check', isInternal: true }),
  };
  const overview = await createPage(api, workspace.id, { title: 'Overview' });
  const hidden = await createPage(api, workspace.id, { title: 'Secret pricing', isHidden: true });
  const sections = {
    text: (
      await createSection(api, overview.id, { title: 'About', text: input.text ?? '# Hello\n\nWelcome **aboard**.' })
    ).id,
    plan: (await createSection(api, overview.id, { title: 'Our plan', kind: 'plan', workspacePlanId: plan.id })).id,
    link: (
      await createSection(api, overview.id, { title: 'Agenda', kind: 'link', linkUrl: 'https://example.com/agenda' })
    ).id,
    hiddenSection: (await createSection(api, overview.id, { title: 'Internal notes', isHidden: true })).id,
  };
  await createSection(api, hidden.id, { title: 'Discounts', text: 'Forty percent' });
  const published = (await api.patch(`/v1/workspaces/${workspace.id}`, { published: true }).expect(200)).body.data
    .workspace;
  const url = published.workspaceUrl as string;
  return {
    id: workspace.id,
    workspaceUrl: url,
    path: new URL(url).pathname,
    planId: plan.id,
    tasks,
    pages: { overview: overview.id, hidden: hidden.id },
    sections,
  };
}
