import type { EntityManager } from 'typeorm';
import { AppError, type ErrorDetail, invalidFields } from '../common/http/app-error.js';
import type { FormDefinition } from '../form-definitions/form-definition.js';
import { formDefinition } from '../form-definitions/form-definition.rules.js';
import type { TemplateSectionInput } from './dto/template-structure.dto.js';
import type { SectionKind } from './section-content.js';
import {
  type ContentRef,
  TEMPLATE_CONTENT_FIELDS,
  misplacedContent,
  missingAssets,
  repeatedAssets,
  unreadyFiles,
} from './section-content.rules.js';
import type { TemplateSectionEntity } from './template-section.entity.js';
import { findSectionsPastPlans } from './template-section.repository.js';

/** A section of the new list: what was sent for it (only its id when its page's sections were not sent), its row. */
export interface PlacedSection {
  input: Partial<TemplateSectionInput>;
  existing: TemplateSectionEntity | undefined;
  /** Whether its page's `sections` were sent; if not, the section stays exactly as it is. */
  sent: boolean;
  pageIndex: number;
  index: number;
  /** For a form sent: the form it makes (checkSections), its questions' ids given. */
  form?: FormDefinition;
}

type SectionRow = Pick<
  TemplateSectionEntity,
  'title' | 'kind' | 'isHidden' | 'index' | 'text' | 'planIndex' | 'assetIds' | 'linkUrl' | 'fileId' | 'form'
>;

/**
 * The section's columns after the write. Fields not sent keep their values; the content is the one field of its
 * kind (sent, else kept when the kind did not change, else empty) and the other kinds' fields are cleared, so a
 * section never carries content its kind does not show.
 */
export function sectionRow({ input, existing, index, form }: PlacedSection): SectionRow {
  const kind = (input.kind ?? existing?.kind) as SectionKind;
  const content: Record<string, unknown> = {
    text: null,
    planIndex: null,
    assetIds: null,
    linkUrl: null,
    fileId: null,
    form: null,
  };
  const own = TEMPLATE_CONTENT_FIELDS[kind] as keyof TemplateSectionInput & keyof TemplateSectionEntity;
  const sent = own === 'form' ? form : input[own];
  content[own] = sent !== undefined ? sent : existing?.kind === kind ? existing[own] : null;
  return {
    title: (input.title ?? existing?.title) as string,
    kind,
    isHidden: input.isHidden ?? existing?.isHidden ?? false,
    index,
    ...(content as Pick<SectionRow, 'text' | 'planIndex' | 'assetIds' | 'linkUrl' | 'fileId' | 'form'>),
  };
}

/**
 * Every sent section's content fits its kind, its assets are distinct and the organization's, its file the
 * organization's and ready (one query each, only when some are named), and every `plan` section's planIndex
 * names one of the `planCount` plans. All problems together in one 400.
 */
export async function checkSections(
  m: EntityManager,
  orgId: string,
  { placed, planCount, maxFileBytes }: { placed: readonly PlacedSection[]; planCount: number; maxFileBytes: number },
): Promise<void> {
  const details: ErrorDetail[] = [];
  const assets: ContentRef[] = [];
  const files: ContentRef[] = [];
  for (const section of placed) {
    const path = `pages[${section.pageIndex}].sections[${section.index}]`;
    const { input } = section;
    if (section.sent && input.kind) {
      details.push(...misplacedContent(input, { kind: input.kind, fields: TEMPLATE_CONTENT_FIELDS, path }));
      if (input.kind === 'assets' && input.assetIds) {
        details.push(...repeatedAssets(input.assetIds, path));
        input.assetIds.forEach((id, i) => assets.push({ id, field: `${path}.assetIds[${i}]` }));
      }
      if (input.kind === 'file' && input.fileId) files.push({ id: input.fileId, field: `${path}.fileId` });
      if (input.kind === 'form' && input.form) details.push(...madeForm(section, { path, maxFileBytes }));
    }
    const { kind, planIndex } = sectionRow(section);
    if (kind !== 'plan' || planIndex === null || planIndex < planCount) continue;
    const plans = `the template has ${planCount} plan${planCount === 1 ? '' : 's'} after this write`;
    if (!section.sent) {
      details.push({
        field: `pages[${section.pageIndex}].sections`,
        message: `(not sent) would keep section ${section.index} with planIndex ${planIndex}, but ${plans}`,
      });
    } else {
      const kept = input.planIndex === undefined ? ` (kept: send planIndex)` : '';
      details.push({ field: `${path}.planIndex`, message: `is ${planIndex}${kept}, but ${plans}` });
    }
  }
  if (details.length > 0) throw invalidFields(details);
  details.push(...(await missingAssets(m, orgId, assets)), ...(await unreadyFiles(m, orgId, files)));
  if (details.length > 0) throw invalidFields(details);
}

/** Makes a sent form (kept on the section for sectionRow) and answers its problems, one detail each. */
function madeForm(
  section: PlacedSection,
  { path, maxFileBytes }: { path: string; maxFileBytes: number },
): ErrorDetail[] {
  const { input, existing } = section;
  const stored = existing?.kind === 'form' ? existing.form : null;
  try {
    section.form = formDefinition(input.form!, { stored, maxFileBytes, path: `${path}.form` });
    return [];
  } catch (error) {
    if (error instanceof AppError) return error.details;
    throw error;
  }
}

/**
 * For a write that changes the plans but not the pages: no `plan` section may be left pointing past the last plan
 * (400 naming `plans`, one detail per such section). One query, through the template's pages (sections are indexed
 * by page).
 */
export async function requireSectionsWithinPlans(
  m: EntityManager,
  { templateId, planCount }: { templateId: string; planCount: number },
): Promise<void> {
  const stranded = await findSectionsPastPlans(m, { templateId, planCount });
  if (stranded.length === 0) return;
  throw invalidFields(
    stranded.map((section) => ({
      field: 'plans',
      message:
        `would leave pages[${section.page?.index}].sections[${section.index}].planIndex (${section.planIndex}) ` +
        `past the last plan: send pages too, pointing that section elsewhere`,
    })),
  );
}
