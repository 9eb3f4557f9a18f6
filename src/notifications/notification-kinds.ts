/** What a person may be told about, each with its own setting (docs/notifications.md). */
export const NOTIFICATION_KINDS = ['visits', 'tasks', 'messages', 'comments', 'assignments'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** At once (in the next batch), in one e-mail a day, or never. */
export const NOTIFICATION_MODES = ['instant', 'daily', 'off'] as const;
export type NotificationMode = (typeof NOTIFICATION_MODES)[number];

export type NotificationSettings = Record<NotificationKind, NotificationMode>;

export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  visits: 'instant',
  tasks: 'instant',
  messages: 'instant',
  comments: 'instant',
  assignments: 'instant',
};

/** Stored settings over the defaults: a kind added later starts at its default for everyone. */
export function settingsFrom(stored: string | null): NotificationSettings {
  if (!stored) return { ...DEFAULT_NOTIFICATION_SETTINGS };
  const parsed = JSON.parse(stored) as Partial<Record<string, unknown>>;
  const settings = { ...DEFAULT_NOTIFICATION_SETTINGS };
  for (const kind of NOTIFICATION_KINDS) {
    const mode = parsed[kind];
    if (typeof mode === 'string' && (NOTIFICATION_MODES as readonly string[]).includes(mode)) {
      settings[kind] = mode as NotificationMode;
    }
  }
  return settings;
}
