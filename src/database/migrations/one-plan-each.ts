import type { QueryRunner } from 'typeorm';
import { newId } from '../../common/ids.js';

interface Owner {
  id: string;
  organization_id: string;
}

const BATCH = 200;

/**
 * Plans arrived after tasks: every existing workspace gets one plan, "Plan", and so does every template that has
 * tasks, so each task can belong to one. Ids come from the service's own generator (a CSPRNG, as every id), in JS
 * for both dialects; rows are inserted in batches so a large database needs few statements. `placeholder(n)` is the
 * dialect's n-th bound parameter (`?` or `$n`). The tasks' new plan column is filled by the caller, which knows how
 * its dialect adds a NOT NULL column.
 */
export async function addOnePlanEach(queryRunner: QueryRunner, placeholder: (n: number) => string): Promise<void> {
  const now = new Date().toISOString();
  const workspaces: Owner[] = await queryRunner.query(`SELECT "id", "organization_id" FROM "workspace"`);
  await insertPlans(queryRunner, {
    table: 'workspace_plan',
    ownerColumn: 'workspace_id',
    owners: workspaces,
    placeholder,
    now,
  });
  const templates: Owner[] = await queryRunner.query(
    `SELECT "id", "organization_id" FROM "template" t WHERE EXISTS (SELECT 1 FROM "template_plan_task" x WHERE x."template_id" = t."id")`,
  );
  await insertPlans(queryRunner, {
    table: 'template_plan',
    ownerColumn: 'template_id',
    owners: templates,
    placeholder,
    now,
  });
  // A workspace made from a template: its plan is the copy of the template's.
  await queryRunner.query(
    `UPDATE "workspace_plan" SET "template_plan_id" = (SELECT tp."id" FROM "template_plan" tp JOIN "workspace" w ON w."template_id" = tp."template_id" WHERE w."id" = "workspace_plan"."workspace_id")`,
  );
}

/** The SQL that names a task's plan, for `UPDATE … SET` or the SQLite table rebuild's `INSERT … SELECT`. */
export const PLAN_OF_WORKSPACE_TASK = `(SELECT p."id" FROM "workspace_plan" p WHERE p."workspace_id" = "workspace_plan_task"."workspace_id")`;
export const PLAN_OF_TEMPLATE_TASK = `(SELECT p."id" FROM "template_plan" p WHERE p."template_id" = "template_plan_task"."template_id")`;

async function insertPlans(
  queryRunner: QueryRunner,
  {
    table,
    ownerColumn,
    owners,
    placeholder,
    now,
  }: { table: string; ownerColumn: string; owners: Owner[]; placeholder: (n: number) => string; now: string },
): Promise<void> {
  const columns = `"id", "organization_id", "created_at", "updated_at", "${ownerColumn}", "title", "index"`;
  for (let start = 0; start < owners.length; start += BATCH) {
    const batch = owners.slice(start, start + BATCH);
    const values = batch.map(
      (_, row) => `(${[1, 2, 3, 4, 5].map((n) => placeholder(row * 5 + n)).join(', ')}, 'Plan', 0)`,
    );
    const params = batch.flatMap((owner) => [newId(), owner.organization_id, now, now, owner.id]);
    await queryRunner.query(`INSERT INTO "${table}" (${columns}) VALUES ${values.join(', ')}`, params);
  }
}
