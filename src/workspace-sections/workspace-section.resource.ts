import type { PublicUrls } from '../common/http/public-urls.js';
import { FormDefinitionDoc } from '../form-definitions/form-definition.doc.js';
import { readModelWithContext } from '../common/read-model/read-model.js';
import { SECTION_KINDS, type SectionKind } from '../templates/section-content.js';
import { WorkspaceSectionEntity } from './workspace-section.entity.js';

const ofKind = (kind: SectionKind, more = ''): string => `For kind \`${kind}\`; null for every other kind.${more}`;

/**
 * A section of a workspace page. Its context: the ids of its assetIds that still exist (loaded when assetIds is
 * selected, null when not); the others drop out.
 */
export const WORKSPACE_SECTION = readModelWithContext<ReadonlySet<string> | null>()({
  entity: WorkspaceSectionEntity,
  object: 'workspaceSection',
  collection: 'workspace-sections',
  docName: 'WorkspaceSectionDoc',
  idExample: 's5T6u7V8w9X0',
  fields: (f) => ({
    workspaceId: f.stored('workspaceId', { example: 'k9L8m7N6o5P4', description: 'The workspace of its page.' }),
    workspacePageId: f.stored('workspacePageId', { example: 'g7H8i9J0k1L2' }),
    title: f.stored('title', { example: 'Our plan together' }),
    index: f.stored('index', {
      example: 0,
      description: '0-based place among its page’s sections (compact: 0 to n - 1).',
    }),
    isHidden: f.stored('isHidden', { example: false, description: 'Hidden from visitors.' }),
    kind: f.stored('kind', {
      enum: SECTION_KINDS,
      example: 'plan',
      description: 'Which one content field the section shows.',
    }),
    text: f.stored('text', { example: null, nullable: true, type: String, description: ofKind('text', ' Markdown.') }),
    workspacePlanId: f.stored('workspacePlanId', {
      example: 'p1Q2r3S4t5U6',
      nullable: true,
      type: String,
      description: ofKind('plan', ' A plan of the same workspace; null too once that plan is deleted.'),
    }),
    assetIds: f.computed(
      {
        reads: ['assetIds', 'organizationId'],
        js: ({ assetIds }, existingAssets) => assetIds && assetIds.filter((id) => existingAssets?.has(id) ?? true),
        // The stored list (JSON text) without the ids no asset of the organization has any more.
        sql: ({ column, w }) =>
          `(CASE WHEN ${column('assetIds')} IS NULL THEN 'null' ELSE ${w.array(
            w.value('e.value'),
            `FROM ${w.elements(column('assetIds'), 'e')} WHERE EXISTS (SELECT 1 FROM asset a ` +
              `WHERE a.id = e.value AND a.organization_id = ${column('organizationId')})`,
            'e.position',
          )} END)`,
      },
      {
        example: null,
        nullable: true,
        type: [String],
        description: ofKind('assets', ' In display order; an asset deleted since drops out.'),
      },
    ),
    linkUrl: f.stored('linkUrl', {
      example: null,
      nullable: true,
      type: String,
      description: ofKind('link', ' http or https.'),
    }),
    fileId: f.stored('fileId', {
      example: null,
      nullable: true,
      type: String,
      description: ofKind('file', ' null too once that file is deleted.'),
    }),
    form: f.computed(
      {
        reads: ['form'],
        js: ({ form }) => form,
        // A simple-json column holds JSON.stringify()'s text of the form, stored in its wire shape.
        sql: ({ column }) => `COALESCE(${column('form')}, 'null')`,
      },
      { example: null, nullable: true, type: FormDefinitionDoc, description: ofKind('form', ' Its questions.') },
    ),
    createdAt: f.stored('createdAt', { example: '2026-01-02T03:04:05.678Z' }),
    updatedAt: f.stored('updatedAt', { example: '2026-01-02T03:04:05.678Z' }),
  }),
});

export const WORKSPACE_SECTION_SHAPE = WORKSPACE_SECTION.shape;
export const WorkspaceSectionDoc = WORKSPACE_SECTION.Doc;
export type WorkspaceSectionDoc = InstanceType<typeof WorkspaceSectionDoc>;

/** `existingAssets`: the ids of assetIds that still exist (loaded when assetIds is selected); others drop out. */
export const toWorkspaceSectionResource = (
  section: WorkspaceSectionEntity,
  { urls, existingAssets }: { urls: PublicUrls; existingAssets: ReadonlySet<string> | null },
): WorkspaceSectionDoc => WORKSPACE_SECTION.toWire(section, urls, existingAssets);
