import { fileURLToPath } from 'node:url';
import { describeSqlSnapshots } from '../common/testing/sql-snapshots.js';
import { ENTITIES } from '../database/entities.js';
import { insertTemplateSectionsQuery } from './template-section.repository.js';

/** A new section as writeSectionRows adds it: every content column given (sectionRow). */
const section = {
  id: '',
  organizationId: '',
  templateId: '',
  templatePageId: '',
  title: '',
  kind: 'text' as const,
  isHidden: false,
  index: 0,
  text: '',
  planIndex: null,
  assetIds: null,
  linkUrl: null,
  fileId: null,
  createdAt: '',
  updatedAt: '',
};

describeSqlSnapshots(
  {
    dir: fileURLToPath(new URL('./template-section.repository.sql', import.meta.url)),
    source: 'template-section.repository.ts',
    cases: [
      {
        name: "New sections of a template's pages (POST and PATCH /v1/templates with pages; one row per section)",
        sql: (m) => insertTemplateSectionsQuery(m, [section]).getQueryAndParameters()[0],
      },
    ],
  },
  ENTITIES,
);
