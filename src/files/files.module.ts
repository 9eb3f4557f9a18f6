import { Module } from '@nestjs/common';
import { FileContentController } from './file-content.controller.js';
import { FileContent } from './file-content.js';
import { FileLinks } from './file-links.js';
import { FileStore } from './file-store.js';
import { FileUploads } from './file-uploads.js';
import { FilesController } from './files.controller.js';
import { FilesService } from './files.service.js';
import { StaleUploadSweeper } from './stale-uploads.js';

@Module({
  controllers: [FilesController, FileContentController],
  providers: [FilesService, FileStore, FileUploads, FileContent, FileLinks, StaleUploadSweeper],
  // FileStore: every route that takes files (file requests and forms on the published workspace) stores them so.
  exports: [FileLinks, FileStore],
})
export class FilesModule {}
