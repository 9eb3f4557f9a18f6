import { AppError } from '../common/http/app-error.js';
import type { SectionKind } from '../templates/section-content.js';
import { type ContentInput, type StoredContent, sectionContent } from './section-kind.rules.js';

const NONE = { text: null, workspacePlanId: null, assetIds: null, linkUrl: null, fileId: null, form: null };
const LIMITS = { maxFileBytes: 1_000_000 };

function problems(kind: SectionKind, input: ContentInput, stored?: StoredContent): unknown {
  try {
    sectionContent(kind, input, { stored, ...LIMITS });
  } catch (error) {
    if (error instanceof AppError) return error.details;
    throw error;
  }
  return [];
}

describe('sectionContent on create', () => {
  it.each([
    ['text', { text: '# Hi' }, { text: '# Hi' }],
    ['text', { text: '' }, { text: '' }],
    ['plan', { workspacePlanId: 'p1Q2r3S4t5U6' }, { workspacePlanId: 'p1Q2r3S4t5U6' }],
    ['assets', { assetIds: ['a', 'b'] }, { assetIds: ['a', 'b'] }],
    ['assets', { assetIds: [] }, { assetIds: [] }],
    ['link', { linkUrl: 'https://example.com' }, { linkUrl: 'https://example.com' }],
    ['file', { fileId: 'f1' }, { fileId: 'f1' }],
  ] as [SectionKind, ContentInput, object][])(
    '%s with %j keeps that field and nulls the others',
    (kind, input, own) => {
      expect(sectionContent(kind, input, LIMITS)).toEqual({ ...NONE, ...own });
    },
  );

  it('accepts null for the fields of other kinds', () => {
    expect(sectionContent('link', { linkUrl: 'https://example.com', text: null, assetIds: null }, LIMITS)).toEqual({
      ...NONE,
      linkUrl: 'https://example.com',
    });
  });

  it('names every field of another kind sent with a value', () => {
    expect(problems('link', { linkUrl: 'https://example.com', text: 'x', assetIds: [], fileId: 'f' })).toEqual([
      { field: 'text', message: 'not allowed for kind link' },
      { field: 'assetIds', message: 'not allowed for kind link' },
      { field: 'fileId', message: 'not allowed for kind link' },
    ]);
  });

  it.each([
    ['text', 'text'],
    ['plan', 'workspacePlanId'],
    ['assets', 'assetIds'],
    ['link', 'linkUrl'],
    ['file', 'fileId'],
  ] as [SectionKind, string][])('requires the content of kind %s (%s), and refuses it null', (kind, field) => {
    expect(problems(kind, {})).toEqual([{ field, message: `is required for kind ${kind}` }]);
    expect(problems(kind, { [field]: null })).toEqual([{ field, message: `must not be null for kind ${kind}` }]);
  });
});

describe('sectionContent on update', () => {
  const plan: StoredContent = { ...NONE, kind: 'plan', workspacePlanId: 'p1' };

  it('keeps the stored content when the kind stays and the field is not sent', () => {
    expect(sectionContent('plan', {}, { stored: plan, ...LIMITS })).toEqual({ ...NONE, workspacePlanId: 'p1' });
  });

  it('keeps a reference the database cleared (a deleted plan) when the field is not sent', () => {
    expect(sectionContent('plan', {}, { stored: { ...plan, workspacePlanId: null }, ...LIMITS })).toEqual(NONE);
  });

  it('replaces the content when the field is sent', () => {
    expect(sectionContent('plan', { workspacePlanId: 'p2' }, { stored: plan, ...LIMITS })).toEqual({
      ...NONE,
      workspacePlanId: 'p2',
    });
  });

  it('requires the new kind’s content on a change of kind, and clears the old kind’s', () => {
    expect(problems('text', {}, plan)).toEqual([{ field: 'text', message: 'is required for kind text' }]);
    expect(sectionContent('text', { text: 'Now text' }, { stored: plan, ...LIMITS })).toEqual({
      ...NONE,
      text: 'Now text',
    });
  });

  it('refuses the old kind’s field with a value once the kind changes', () => {
    expect(problems('text', { text: 'x', workspacePlanId: 'p1' }, plan)).toEqual([
      { field: 'workspacePlanId', message: 'not allowed for kind text' },
    ]);
  });
});
