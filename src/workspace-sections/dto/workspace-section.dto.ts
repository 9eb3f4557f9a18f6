import {
  BoolField,
  EnumField,
  IdArrayField,
  IdField,
  IntField,
  NestedField,
  TextField,
  UrlField,
} from '../../common/validation/fields.js';
import { FormDefinitionInput } from '../../form-definitions/dto/form-definition.dto.js';
import { SECTION_KINDS, SECTION_TEXT_MAX, type SectionKind } from '../../templates/section-content.js';

/** Most assets one section shows. */
export const SECTION_ASSETS_MAX = 100;

const only = (kind: SectionKind, more: string): string =>
  `Only for kind \`${kind}\` (null or absent for the others). ${more}`;

/** The content fields, one per kind; which one a section has follows from its kind (section-kind.rules.ts). */
class SectionContentDto {
  @TextField({
    nullable: true,
    multiLine: true,
    max: SECTION_TEXT_MAX,
    example: '## Welcome\n\nEverything for your rollout, in one place.',
    description: only('text', 'Markdown; may be empty.'),
  })
  text?: string | null;

  @IdField({ nullable: true, description: only('plan', 'A plan of the same workspace.') })
  workspacePlanId?: string | null;

  @IdArrayField({
    nullable: true,
    max: SECTION_ASSETS_MAX,
    description: only('assets', 'Assets of your organization in display order; repeats are collapsed; may be empty.'),
  })
  assetIds?: string[] | null;

  @UrlField({
    nullable: true,
    example: 'https://example.com/rollout-guide',
    description: only('link', 'An absolute http or https URL.'),
  })
  linkUrl?: string | null;

  @IdField({ nullable: true, description: only('file', 'An uploaded file of your organization, fully uploaded.') })
  fileId?: string | null;

  @NestedField(FormDefinitionInput, {
    nullable: true,
    description: only(
      'form',
      'Its questions and response rules. On a PATCH the form is sent whole; a question sent with its id keeps it ' +
        'and the answers given to it.',
    ),
  })
  form?: FormDefinitionInput | null;
}

export class CreateWorkspaceSectionDto extends SectionContentDto {
  @IdField({ description: 'The page the section is on; the section belongs to the page’s workspace.' })
  workspacePageId: string;

  @EnumField(SECTION_KINDS, {
    example: 'text',
    description:
      'Which content field the section has: text → text, plan → workspacePlanId, assets → assetIds, ' +
      'link → linkUrl, file → fileId, form → form. That field is required; the others must be null or absent.',
  })
  kind: SectionKind;

  @TextField({ optional: true, min: 1, example: 'Welcome', description: 'Defaults to "Untitled section".' })
  title?: string;

  @IntField({
    optional: true,
    min: 0,
    example: 0,
    description: '0-based place among the page’s sections; past the end means last. Defaults to last.',
  })
  index?: number;

  @BoolField({ optional: true, example: false, description: 'Hidden from visitors. Defaults to false.' })
  isHidden?: boolean;
}

/** Every field optional; fields not sent keep their values. */
export class UpdateWorkspaceSectionDto extends SectionContentDto {
  @IdField({
    optional: true,
    description: 'Moves the section to another page of the same workspace (at `index`, else last).',
  })
  workspacePageId?: string;

  @EnumField(SECTION_KINDS, {
    optional: true,
    description: 'A new kind needs its content field in the same body; the old kind’s content is cleared.',
  })
  kind?: SectionKind;

  @TextField({ optional: true, min: 1, example: 'Welcome' })
  title?: string;

  @IntField({
    optional: true,
    min: 0,
    example: 1,
    description:
      'Moves the section to this 0-based place in its page, shifting the sections in between; past the ' +
      'end means last.',
  })
  index?: number;

  @BoolField({ optional: true, example: true, description: 'Hides (true) or shows (false) the section.' })
  isHidden?: boolean;
}
