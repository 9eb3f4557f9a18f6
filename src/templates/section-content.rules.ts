import type { EntityManager } from 'typeorm';
import { assetIdsInOrg } from '../assets/asset.repository.js';
import type { ErrorDetail } from '../common/http/app-error.js';
import { fileStates } from '../files/file.repository.js';
import type { SectionKind } from './section-content.js';

/**
 * The field holding each kind's content. Only a plan section's differs between the two sides: a template names its
 * plan by place (`planIndex`), a workspace by id (`workspacePlanId`).
 */
export type ContentFields = Readonly<Record<SectionKind, string>>;

export const TEMPLATE_CONTENT_FIELDS: ContentFields = {
  text: 'text',
  plan: 'planIndex',
  assets: 'assetIds',
  link: 'linkUrl',
  file: 'fileId',
  form: 'form',
};

/**
 * The content fields sent with a value (null and absent are no value) that a section of `kind` does not use: one
 * 400 detail each, named `<path>.<field>`. The field rules themselves (lengths, URL schemes) are the DTO's.
 */
export function misplacedContent(
  sent: object,
  { kind, fields, path }: { kind: SectionKind; fields: ContentFields; path: string },
): ErrorDetail[] {
  const values = sent as Record<string, unknown>;
  return Object.entries(fields)
    .filter(([other, field]) => other !== kind && values[field] !== undefined && values[field] !== null)
    .map(([other, field]) => ({ field: `${path}.${field}`, message: `is for ${other} sections, not ${kind}` }));
}

/** An asset named twice in one section's ordered list: one detail per repeat (`<path>.assetIds[2]`). */
export function repeatedAssets(ids: readonly string[], path: string): ErrorDetail[] {
  const first = new Map<string, number>();
  const details: ErrorDetail[] = [];
  ids.forEach((id, i) => {
    const earlier = first.get(id);
    if (earlier === undefined) first.set(id, i);
    else details.push({ field: `${path}.assetIds[${i}]`, message: `repeats ${path}.assetIds[${earlier}]` });
  });
  return details;
}

/** An id a section's content refers to, and the field that sent it. */
export interface ContentRef {
  id: string;
  field: string;
}

/** The referenced assets that are not the organization's, in one query: one detail each. */
export async function missingAssets(
  m: EntityManager,
  orgId: string,
  refs: readonly ContentRef[],
): Promise<ErrorDetail[]> {
  if (refs.length === 0) return [];
  const ids = [...new Set(refs.map((ref) => ref.id))];
  const known = new Set(await assetIdsInOrg(m, { orgId, ids }));
  return refs
    .filter((ref) => !known.has(ref.id))
    .map((ref) => ({ field: ref.field, message: `asset ${ref.id} does not exist` }));
}

/**
 * The referenced files that are not the organization's or not completely uploaded (state `ready`), in one query:
 * one detail each. A file still uploading has no bytes to show yet.
 */
export async function unreadyFiles(
  m: EntityManager,
  orgId: string,
  refs: readonly ContentRef[],
): Promise<ErrorDetail[]> {
  if (refs.length === 0) return [];
  const ids = [...new Set(refs.map((ref) => ref.id))];
  const states = await fileStates(m, { orgId, ids });
  return refs.flatMap((ref) => {
    const state = states.get(ref.id);
    if (state === 'ready') return [];
    const message = state === undefined ? `file ${ref.id} does not exist` : `file ${ref.id} is still uploading`;
    return [{ field: ref.field, message }];
  });
}
