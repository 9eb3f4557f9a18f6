import { Module } from '@nestjs/common';
import { FilesModule } from '../files/files.module.js';
import { FormResponses } from './form-responses.service.js';
import { FormsController } from './forms.controller.js';
import { WorkspaceFormResponsesService } from './workspace-form-responses.service.js';
import { WorkspaceFormsController } from './workspace-forms.controller.js';
import { WorkspaceFormsService } from './workspace-forms.service.js';

/**
 * Forms' responses and drafts (FormResponses, used by the published workspace), and the API's routes: forms, their
 * lock, and their responses (also at Dock's path).
 */
@Module({
  imports: [FilesModule],
  controllers: [WorkspaceFormsController, FormsController],
  providers: [FormResponses, WorkspaceFormsService, WorkspaceFormResponsesService],
  exports: [FormResponses],
})
export class WorkspaceFormsModule {}
