/**
 * Who may open a published workspace's `workspaceUrl` (Dock's `shareSetting`); the visitor side is the published
 * workspace, built on top of these stored settings:
 * - `landingPage`: anyone with the link sees the welcome page (welcomePageText and a welcomePageCta button) and signs
 *   in to see the rest;
 * - `private`: only members and people of the workspace's domains, after signing in;
 * - `public`: anyone with the link sees everything, without signing in.
 */
export const SHARE_SETTINGS = ['landingPage', 'private', 'public'] as const;
export type ShareSetting = (typeof SHARE_SETTINGS)[number];

/** Room for the welcome page's button label and text (the columns and the body rules use the same numbers). */
export const WELCOME_PAGE_CTA_MAX = 100;
export const WELCOME_PAGE_TEXT_MAX = 10_000;
