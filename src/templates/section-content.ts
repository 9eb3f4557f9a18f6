import { Column } from 'typeorm';
import { TenantEntity } from '../database/base.entity.js';
import type { FormDefinition } from '../form-definitions/form-definition.js';

export const SECTION_KINDS = ['text', 'plan', 'assets', 'link', 'file', 'form'] as const;
export type SectionKind = (typeof SECTION_KINDS)[number];

/** Longest Markdown a `text` section holds. */
export const SECTION_TEXT_MAX = 100_000;

/** Most assets one `assets` section shows. */
export const SECTION_ASSETS_MAX = 100;

/**
 * A section's content as a template defines it and a workspace copies it: its kind and the one field that kind uses
 * (a plan section's plan is named differently on each side: a template's by planIndex, a workspace's by id). Written
 * once here for both tables, as PlanTaskColumns is for tasks.
 */
export abstract class SectionContentColumns extends TenantEntity {
  @Column({ type: 'varchar', length: 255 })
  title: string;

  @Column({ type: 'varchar', length: 10 })
  kind: SectionKind;

  /** 0-based place among its page's sections; kept compact. */
  @Column({ type: 'integer' })
  index: number;

  @Column({ type: 'boolean', default: false })
  isHidden: boolean;

  /** Markdown, for kind `text`. */
  @Column({ type: 'text', nullable: true })
  text: string | null;

  /** Asset ids in display order, for kind `assets`. */
  @Column({ type: 'simple-json', nullable: true })
  assetIds: string[] | null;

  /** http(s) address, for kind `link`. */
  @Column({ type: 'varchar', length: 2048, nullable: true })
  linkUrl: string | null;

  /** For kind `file`; cleared when the file is deleted. */
  @Column({ type: 'varchar', length: 12, nullable: true })
  fileId: string | null;

  /** Questions and response rules, for kind `form` (JSON in its wire shape: form-definition.ts). */
  @Column({ type: 'simple-json', nullable: true })
  form: FormDefinition | null;
}
