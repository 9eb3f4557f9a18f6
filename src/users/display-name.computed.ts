import type { ComputedField } from '../database/computed-field.js';
import { inEachDialect } from '../database/computed-field.js';
import type { UserEntity } from './user.entity.js';

/**
 * A user's `name` as served: `name` unless empty, else the first and last names that are not blank (JavaScript's
 * trim), joined by a space, else the e-mail's local part. See ComputedField.
 */
export function displayName(user: Pick<UserEntity, 'name' | 'firstName' | 'lastName' | 'email'>): string {
  if (user.name) return user.name;
  const full = [user.firstName, user.lastName].filter((part) => part && part.trim()).join(' ');
  return full || user.email.split('@')[0];
}

/** The user's columns displayName() reads, as SQL expressions. */
type NameColumns = Record<'name' | 'firstName' | 'lastName' | 'email', string>;

export const DISPLAY_NAME: ComputedField<typeof displayName, NameColumns> = {
  js: displayName,
  sql: inEachDialect(({ name, firstName, lastName, email }, w) => {
    const unlessBlank = (expr: string) => `CASE WHEN ${w.trim(expr)} <> '' THEN ${expr} END`;
    const full = `concat_ws(' ', ${unlessBlank(firstName)}, ${unlessBlank(lastName)})`;
    return `CASE WHEN ${name} <> '' THEN ${name} ELSE COALESCE(NULLIF(${full}, ''), ${w.beforeAt(email)}) END`;
  }),
};
