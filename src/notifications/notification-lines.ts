import { shortened } from '../common/text-bounds.js';

/** What a notification says, from an event's object: plain text, one line, bounded. */
export interface Told {
  kind: 'visits' | 'tasks' | 'messages' | 'comments' | 'assignments';
  line: string;
  link: string;
  seenOn: string | null;
  /** A message's thread: the e-mail's reply address posts there. */
  threadId?: string;
}

type Person = { email?: string; firstName?: string | null; lastName?: string | null; name?: string } | null;

/** A person as the e-mail names them: their name, else their address. */
export function personName(person: Person): string {
  if (!person) return 'Someone';
  if (person.name) return person.name;
  const full = [person.firstName, person.lastName].filter((part) => part && part.trim()).join(' ');
  return full || person.email || 'Someone';
}

/** A quote of what someone wrote: one line, at most 140 characters. */
export function excerpt(text: string): string {
  return shortened(text.replace(/\s+/g, ' ').trim(), 140);
}

export const LINE_MAX = 600;
export const line = (text: string): string => shortened(text, LINE_MAX);
