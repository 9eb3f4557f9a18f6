import type { EntityManager } from 'typeorm';
import { AssetEntity } from '../tag-links/asset.entity.js';
import { invalidField } from '../common/http/app-error.js';
import { requireReferencedIds } from '../common/repository/referenced-ids.js';
import { FileEntity } from '../files/file.entity.js';
import { WorkspacePageEntity } from '../workspace-core/workspace-page.entity.js';
import { WorkspacePlanEntity } from '../workspace-core/workspace-plan.entity.js';
import type { ContentInput } from './section-kind.rules.js';
import { findOneInOrg } from '../common/repository/find-in-org.js';

/**
 * The rows a section body names, checked in the write's transaction: another organization's or an unknown id is a 400
 * naming the field (never a 404: the path's id is the section's), as is a row of another workspace.
 */

/** The page a body names in `workspacePageId`. */
export async function requireBodyPage(m: EntityManager, orgId: string, id: string): Promise<WorkspacePageEntity> {
  const page = await findOneInOrg(m, WorkspacePageEntity, { orgId, id });
  if (!page) throw invalidField('workspacePageId', `workspacePage ${id} does not exist`);
  return page;
}

/**
 * Checks the content references a body sends (only those: a reference already stored was checked when it was
 * written) and answers the asset ids without repeats, in their order.
 */
export async function checkContentReferences(
  m: EntityManager,
  { orgId, workspaceId, input }: { orgId: string; workspaceId: string; input: ContentInput },
): Promise<{ assetIds?: string[] }> {
  const { workspacePlanId, assetIds, fileId } = input;
  if (typeof workspacePlanId === 'string') {
    const plan = await findOneInOrg(m, WorkspacePlanEntity, { orgId, id: workspacePlanId });
    if (!plan) throw invalidField('workspacePlanId', `workspacePlan ${workspacePlanId} does not exist`);
    if (plan.workspaceId !== workspaceId) {
      throw invalidField('workspacePlanId', `workspacePlan ${workspacePlanId} belongs to another workspace`);
    }
  }
  if (typeof fileId === 'string') {
    const file = await findOneInOrg(m, FileEntity, { orgId, id: fileId });
    if (!file) throw invalidField('fileId', `file ${fileId} does not exist`);
    if (file.state !== 'ready') throw invalidField('fileId', `file ${fileId} is still uploading`);
  }
  if (Array.isArray(assetIds)) {
    return {
      assetIds: await requireReferencedIds(m, AssetEntity, { orgId, ids: assetIds, field: 'assetIds', what: 'asset' }),
    };
  }
  return {};
}
