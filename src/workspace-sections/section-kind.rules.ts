import { type ErrorDetail, invalidFields } from '../common/http/app-error.js';
import type { FormDefinitionInput } from '../form-definitions/dto/form-definition.dto.js';
import type { FormDefinition } from '../form-definitions/form-definition.js';
import { formDefinition } from '../form-definitions/form-definition.rules.js';
import type { SectionKind } from '../templates/section-content.js';

/** What a section shows, one field per kind; a section has its kind's field and every other one null. */
export interface SectionContent {
  text: string | null;
  workspacePlanId: string | null;
  assetIds: string[] | null;
  linkUrl: string | null;
  fileId: string | null;
  form: FormDefinition | null;
}

export type ContentField = keyof SectionContent;

/** The field that holds a kind's content. */
export const CONTENT_FIELD: Readonly<Record<SectionKind, ContentField>> = {
  text: 'text',
  plan: 'workspacePlanId',
  assets: 'assetIds',
  link: 'linkUrl',
  file: 'fileId',
  form: 'form',
};

const CONTENT_FIELDS = Object.values(CONTENT_FIELD);

/** Content fields as a body sends them: absent (undefined), null, or a value (a form as its input, not yet made). */
export type ContentInput = { [K in Exclude<ContentField, 'form'>]?: SectionContent[K] | null } & {
  form?: FormDefinitionInput | null;
};

/** A stored section's kind and content, when a PATCH changes it. */
export type StoredContent = SectionContent & { kind: SectionKind };

/**
 * The content a section of `kind` has after a create (`stored` undefined) or a PATCH: its kind's field as sent, or as
 * stored when the kind stays and the field is not sent; every other field null. A field of another kind sent with a
 * value is a 400 (`text: not allowed for kind link`), as is the kind's own field missing where it must be given (a
 * create, a change of kind) or sent as null. Every problem is one detail.
 */
export function sectionContent(
  kind: SectionKind,
  input: ContentInput,
  { stored, maxFileBytes }: { stored?: StoredContent; maxFileBytes: number },
): SectionContent {
  const own = CONTENT_FIELD[kind];
  const keeps = stored !== undefined && stored.kind === kind;
  const details: ErrorDetail[] = [];
  for (const field of CONTENT_FIELDS) {
    const value = input[field];
    if (field !== own) {
      if (value !== undefined && value !== null) details.push({ field, message: `not allowed for kind ${kind}` });
    } else if (value === null) {
      details.push({ field, message: `must not be null for kind ${kind}` });
    } else if (value === undefined && !keeps) {
      details.push({ field, message: `is required for kind ${kind}` });
    }
  }
  if (details.length > 0) throw invalidFields(details);
  const content: SectionContent = {
    text: null,
    workspacePlanId: null,
    assetIds: null,
    linkUrl: null,
    fileId: null,
    form: null,
  };
  if (own === 'form' && input.form) {
    // The stored form's question ids may be sent back to keep them (and their answers).
    const before = keeps ? stored.form : null;
    return { ...content, form: formDefinition(input.form, { stored: before, maxFileBytes, path: 'form' }) };
  }
  const value = input[own] ?? (keeps ? stored[own] : null);
  return Object.assign(content, { [own]: value });
}
