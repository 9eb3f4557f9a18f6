import { Module } from '@nestjs/common';
import { FilesModule } from '../files/files.module.js';
import { FormResponses } from './form-responses.service.js';

/** Forms' responses and drafts (FormResponses, used by the published workspace); the API's routes join it here. */
@Module({
  imports: [FilesModule],
  providers: [FormResponses],
  exports: [FormResponses],
})
export class WorkspaceFormsModule {}
