import { Injectable } from '@nestjs/common';
import { ID_PATTERN } from '../common/ids.js';
import { Db } from '../database/db.service.js';
import { type FormNotice, type FormReader, type FormRetry, drawnForm, readOnlyNote, sizeText } from './form-view.js';
import { isWebUrl, markdownHtml } from './markdown.js';
import {
  type Visit,
  canComplete,
  canSeeContent,
  canSeeWelcome,
  counts,
  pageNotFound,
  returnPath,
} from './visitor-access.js';
import { subjectsOf } from './comment-threads.js';
import { VisitorComments } from './visitor-comments.service.js';
import { VisitorEngagement } from './visitor-engagement.service.js';
import { VisitorOidc } from './visitor-oidc.service.js';
import { type FormStates, formStates } from './visible-form.repository.js';
import { type VisibleSection, visibleSections } from './visible-section.repository.js';
import {
  type VisiblePage,
  type VisiblePlan,
  defaultPlans,
  hasDefaultPlanPage,
  visiblePages,
} from './workspace-content.repository.js';

/** A page to send: the template and what it shows. */
export interface Rendered {
  status: number;
  template: string;
  data: object;
}

const DATE = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** How forms are drawn on one page view: who reads them, the contact's drafts and responses, what just happened. */
interface FormsContext {
  reader: FormReader;
  states: FormStates | null;
  retry?: FormRetry;
  notice: FormNotice;
}

/** What each section kind needs drawn beyond its fields: Markdown as safe HTML, a link's host, sizes, dates, forms. */
function drawn(section: VisibleSection, forms: FormsContext) {
  return {
    ...section,
    html: section.text ? markdownHtml(section.text) : null,
    linkHost: isWebUrl(section.linkUrl) ? new URL(section.linkUrl).host : null,
    file: section.file && { ...section.file, sizeText: sizeText(section.file.size) },
    plan: section.plan && drawnPlan(section.plan),
    form: section.form && drawnForm({ id: section.id, title: section.title, form: section.form }, forms),
  };
}

/** A plan with its tasks' due dates written out. */
function drawnPlan(plan: VisiblePlan) {
  return {
    ...plan,
    tasks: plan.tasks.map((task) => ({
      ...task,
      dueText: task.dueDate ? DATE.format(new Date(`${task.dueDate}T00:00:00Z`)) : null,
      files: task.files.map((file) => ({ ...file, sizeText: sizeText(file.size) })),
    })),
  };
}

/**
 * The published workspace's pages: the welcome page, each visible page with its sections, and the sign-in page for
 * whoever may not see them yet. A page view costs the same few statements whatever the workspace holds.
 */
@Injectable()
export class VisitorPages {
  constructor(
    private readonly db: Db,
    private readonly engagement: VisitorEngagement,
    private readonly oidc: VisitorOidc,
    private readonly comments: VisitorComments,
  ) {}

  /** Frame of every page: header, navigation, who is signed in, the beat's address. */
  frame(visit: Visit, { title, pages, current }: { title: string; pages?: Navigation; current?: string }) {
    const { workspace } = visit;
    const welcome = hasWelcome(visit) ? [{ href: visit.base, title: 'Welcome', current: current === 'welcome' }] : [];
    const plan = pages?.planPage ? [{ href: `${visit.base}/plan`, title: 'Plan', current: current === 'plan' }] : [];
    const messages =
      pages && hasThread(visit)
        ? [{ href: `${visit.base}/messages`, title: 'Messages', current: current === 'messages' }]
        : [];
    const nav = pages
      ? [
          ...welcome,
          ...pages.list.map((p) => ({
            href: `${visit.base}/pages/${p.id}`,
            title: p.title,
            current: p.id === current,
          })),
          ...plan,
          ...messages,
        ]
      : [];
    return {
      title,
      base: visit.base,
      csrf: visit.csrf,
      preview: visit.preview,
      contact: visit.contact,
      canSignIn:
        !visit.contact && !visit.preview && (workspace.magicLinkVerificationEnabled || this.oidc.offered(visit)),
      workspace: {
        name: workspace.name,
        company: workspace.account?.name ?? workspace.orgName,
        logo: isWebUrl(workspace.account?.logo) ? workspace.account.logo : null,
        orgName: workspace.orgName,
      },
      nav,
      beat: counts(visit) ? { url: `${visit.base}/beacon`, csrf: visit.csrf } : null,
      // The page's live stream (live.js), for whoever may see the content it would refresh.
      live: canSeeContent(visit) ? `${visit.base}/live` : null,
    };
  }

  /** The workspace's address: its welcome page when it has one (or only that may be seen), else its first page. */
  async home(visit: Visit): Promise<Rendered> {
    if (!canSeeWelcome(visit)) return this.signIn(visit);
    const pages = await this.navigation(visit);
    if (!hasWelcome(visit) && pages.list.length > 0) return this.page(visit, pages.list[0].id, pages);
    if (!hasWelcome(visit) && pages.planPage) return this.plan(visit, pages);
    const { workspace } = visit;
    const first = pages.list[0] ? `${visit.base}/pages/${pages.list[0].id}` : pages.planPage && `${visit.base}/plan`;
    const next = canSeeContent(visit)
      ? first && { href: first, label: workspace.welcomePageCta || 'Get started' }
      : { href: `${visit.base}/sign-in`, label: workspace.welcomePageCta || 'Sign in to continue' };
    await this.engagement.pageViewed(visit, 'welcome');
    return {
      status: 200,
      template: 'welcome',
      data: {
        ...this.frame(visit, { title: 'Welcome', pages, current: 'welcome' }),
        welcomeHtml: workspace.welcomePageText ? markdownHtml(workspace.welcomePageText) : null,
        cta: next || null,
      },
    };
  }

  /**
   * One visible page with its visible sections; `forms` says what just happened to a form on it (a notice from the
   * address), or sends one back with what to correct (a 400).
   */
  async page(
    visit: Visit,
    pageId: string,
    known?: Navigation,
    forms: { retry?: FormRetry; notice?: FormNotice } = {},
  ): Promise<Rendered> {
    if (!canSeeContent(visit)) return this.signIn(visit);
    if (!ID_PATTERN.test(pageId)) throw pageNotFound();
    const { workspace } = visit;
    const pages = known ?? (await this.navigation(visit));
    const page = pages.list.find((p) => p.id === pageId);
    if (!page) throw pageNotFound();
    const sections = await this.db.read((m) =>
      visibleSections(m, {
        workspaceId: workspace.id,
        organizationId: workspace.organizationId,
        pageId,
        viewerId: visit.contact?.userId ?? null,
      }),
    );
    const comments = await this.comments.forPage(visit, subjectsOf({ sections }));
    const reader = {
      base: visit.base,
      csrf: visit.csrf,
      pageId,
      mayAnswer: canComplete(visit),
      readOnlyNote: readOnlyNote(visit),
    };
    const context = {
      reader,
      states: await this.formStates(visit, sections),
      notice: forms.notice ?? {},
      retry: forms.retry,
    };
    if (!forms.retry) await this.engagement.pageViewed(visit, { id: page.id, title: page.title });
    return {
      status: forms.retry ? 400 : 200,
      template: 'page',
      data: {
        ...this.frame(visit, { title: page.title, pages, current: page.id }),
        page,
        sections: sections.map((section) => drawn(section, context)),
        // The forms' script (autosave, uploads), only where a form takes answers.
        hasForms: reader.mayAnswer && sections.some((section) => section.form && !section.form.isLocked),
        canComplete: canComplete(visit),
        comments,
      },
    };
  }

  /** The signed-in contact's drafts and own responses of the page's forms (none read for anyone else). */
  private async formStates(visit: Visit, sections: readonly VisibleSection[]): Promise<FormStates | null> {
    const forms = sections.filter((section) => section.form !== null);
    if (!visit.contact || forms.length === 0) return null;
    const userId = visit.contact.userId;
    return this.db.read((m) =>
      formStates(m, {
        organizationId: visit.workspace.organizationId,
        formIds: forms.map((section) => section.id),
        onceFormIds: forms.filter((section) => !section.form!.allowsMultipleResponses).map((section) => section.id),
        userId,
      }),
    );
  }

  /** The default plan page: every plan, when no section places one (see hasDefaultPlanPage). */
  async plan(visit: Visit, known?: Navigation): Promise<Rendered> {
    if (!canSeeContent(visit)) return this.signIn(visit);
    const pages = known ?? (await this.navigation(visit));
    if (!pages.planPage) throw pageNotFound();
    const plans = await this.db.read((m) => defaultPlans(m, visit.workspace.id, visit.contact?.userId ?? null));
    const comments = await this.comments.forPage(visit, subjectsOf({ plans }));
    await this.engagement.pageViewed(visit, 'plan');
    return {
      status: 200,
      template: 'plans',
      data: {
        ...this.frame(visit, { title: 'Plan', pages, current: 'plan' }),
        plans: plans.map(drawnPlan),
        canComplete: canComplete(visit),
        comments,
      },
    };
  }

  /**
   * The visible pages, and whether the default plan page is one of them (hasDefaultPlanPage: one statement more, only
   * when no visible page shows a plan).
   */
  async navigation(visit: Visit): Promise<Navigation> {
    if (!canSeeContent(visit)) return { list: [], planPage: false };
    const workspaceId = visit.workspace.id;
    return this.db.read(async (m) => {
      const list = await visiblePages(m, workspaceId);
      const planPage = !list.some((p) => p.showsPlan) && (await hasDefaultPlanPage(m, workspaceId));
      return { list, planPage };
    });
  }

  /** The sign-in form, optionally with the address typed and what is wrong with it. */
  async signIn(
    visit: Visit,
    form: { status?: number; email?: string; error?: string; next?: string } = {},
  ): Promise<Rendered> {
    return {
      status: form.status ?? 200,
      template: 'sign-in',
      data: {
        ...this.frame(visit, { title: 'Sign in' }),
        // The form is the page: no "Sign in" link to itself in the header.
        canSignIn: false,
        magicLinks: visit.workspace.magicLinkVerificationEnabled,
        providers: await this.oidc.buttons(visit),
        email: form.email,
        error: form.error,
        // Shown in place of a page (a link from an e-mail): signing in leads back to it.
        next: returnPath(form.next ?? visit.rest),
      },
    };
  }
}

/** The navigation's pages: the workspace's visible ones, and the default plan page when it has one. */
export interface Navigation {
  list: VisiblePage[];
  planPage: boolean;
}

/** The messages page: the thread is on, and the visitor may see the workspace's content. */
export function hasThread(visit: Visit): boolean {
  return visit.workspace.messagesEnabled && canSeeContent(visit);
}

function hasWelcome(visit: Visit): boolean {
  return Boolean(visit.workspace.welcomePageText || visit.workspace.welcomePageCta);
}
