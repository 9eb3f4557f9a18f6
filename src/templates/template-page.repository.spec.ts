import { fileURLToPath } from 'node:url';
import { describeSqlSnapshots } from '../common/testing/sql-snapshots.js';
import { ENTITIES } from '../database/entities.js';
import { insertTemplatePagesQuery } from './template-page.repository.js';

const page = {
  id: '',
  organizationId: '',
  templateId: '',
  title: '',
  isHidden: false,
  index: 0,
  createdAt: '',
  updatedAt: '',
};

describeSqlSnapshots(
  {
    dir: fileURLToPath(new URL('./template-page.repository.sql', import.meta.url)),
    source: 'template-page.repository.ts',
    cases: [
      {
        name: "A template's new pages (POST and PATCH /v1/templates with pages; one row per page)",
        sql: (m) => insertTemplatePagesQuery(m, [page]).getQueryAndParameters()[0],
      },
    ],
  },
  ENTITIES,
);
