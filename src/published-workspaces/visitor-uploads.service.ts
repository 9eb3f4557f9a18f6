import { Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { ID_PATTERN } from '../common/ids.js';
import { nowIso } from '../common/time.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { Db } from '../database/db.service.js';
import { FileStore } from '../files/file-store.js';
import type { FileEntity } from '../files/file.entity.js';
import { UPLOAD_ACTION } from '../templates/plan-task-action.js';
import { countTaskFiles } from '../workspace-plan-tasks/task-file.repository.js';
import { TASK_FILES_MAX } from '../workspace-plan-tasks/task-files.js';
import { WorkspacePlanTasksService } from '../workspace-plan-tasks/workspace-plan-tasks.service.js';
import { FormTokens } from './form-tokens.js';
import { type Visit, canComplete, canSeeContent, pageNotFound } from './visitor-access.js';
import { VisitorEngagement } from './visitor-engagement.service.js';
import { VisitorLimits } from './visitor-limits.js';
import { UploadRefused, inPageWords } from './visitor-upload-words.js';
import { shownTasks } from './workspace-content.repository.js';

/**
 * File requests on the published workspace: a signed-in contact who may complete tasks uploads a file on a task that
 * asks for one (`actionType` `upload`). Everything that can refuse the upload is checked before a byte of the body
 * is read: the contact's role, the form token (sent in the form's address, since it cannot come before the body),
 * the contact's write budget, the task shown on the page and asking for a file, its room for one more. Then FileStore streams the bytes in, and
 * the transaction that makes the file ready also attaches it, completes the task (its events, the workspace's
 * progress) and records the contact's act (activity, totalActions, the team's notification naming the file).
 */
@Injectable()
export class VisitorUploads {
  constructor(
    private readonly db: Db,
    private readonly store: FileStore,
    private readonly tasks: WorkspacePlanTasksService,
    private readonly engagement: VisitorEngagement,
    private readonly tokens: FormTokens,
    private readonly limits: VisitorLimits,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async upload(visit: Visit, { taskId, token, req }: { taskId: string; token: unknown; req: Request }): Promise<void> {
    if (!canSeeContent(visit) || !ID_PATTERN.test(taskId)) throw pageNotFound();
    if (!canComplete(visit)) {
      throw new UploadRefused(403, 'Only people who may complete tasks in this workspace can upload files here.');
    }
    await this.tokens.verify(req, visit.workspace.id, typeof token === 'string' ? token : undefined);
    const { workspace } = visit;
    await this.limits.write({ userId: visit.contact!.userId, organizationId: workspace.organizationId });
    const task = await this.db.read(async (m) => {
      const [shown] = await shownTasks(m, { workspaceId: workspace.id, taskIds: [taskId] });
      if (!shown || shown.actionType !== UPLOAD_ACTION) return null;
      return { ...shown, fileCount: await countTaskFiles(m, shown.id) };
    });
    if (!task) throw pageNotFound();
    if (task.fileCount >= TASK_FILES_MAX) throw tooManyFiles();
    const org = { id: workspace.organizationId, slug: workspace.orgSlug, name: workspace.orgName };
    const maxBytes = this.config.files.maxBytes;
    try {
      await this.store.store(org, req, { maxBytes }, async (m, file) => {
        if (file.size === 0) throw new UploadRefused(400, 'Choose a file to upload: the one sent was empty.');
        const done = await this.tasks.attachForContact(m, { org, workspaceId: workspace.id, taskId, file });
        if (!done) throw pageNotFound();
        await this.engagement.record(m, visit, uploaded(done.task, file), nowIso());
      });
    } catch (error) {
      throw inPageWords(error, { maxBytes, full: tooManyFiles });
    }
  }
}

/** The act of an upload: the task completed with a file (an upload to a completed task completes it again). */
function uploaded(task: { id: string; title: string; status: string }, file: FileEntity) {
  return {
    type: 'workspace.plan.task.completed' as const,
    subject: { workspacePlanTaskId: task.id, fileId: file.id },
    associated: {
      workspacePlanTask: { id: task.id, title: task.title, status: task.status },
      file: { id: file.id, name: file.name },
    },
  };
}

const tooManyFiles = (): UploadRefused =>
  new UploadRefused(409, `This task already holds ${TASK_FILES_MAX} files, the most it takes. Ask the team for help.`);
