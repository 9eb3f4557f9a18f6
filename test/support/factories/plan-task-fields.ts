/**
 * Fields a template's plan task and a workspace's plan task share, in the three forms the suites use: the
 * factories' default (no action), an action that is a link with every action field set, and a whole kick-off task.
 */
export const NO_ACTION = {
  actionType: null,
  actionLinkUrl: null,
  actionLinkName: null,
  actionText: null,
  showActionText: false,
} as const;

export const LINK_ACTION = {
  actionType: 'link',
  actionLinkUrl: 'https://example.com/agenda',
  actionLinkName: 'Agenda',
  actionText: 'Open the agenda',
  showActionText: true,
} as const;

export const KICK_OFF = {
  title: 'Kick-off call',
  description: 'Agree on goals',
  isInternal: true,
  ...LINK_ACTION,
} as const;
