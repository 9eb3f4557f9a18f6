import { Controller, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentOrg } from '../common/auth/public.decorator.js';
import { EmptyQuery } from '../common/http/empty.query.js';
import { ParsedQuery } from '../common/http/parsed-query.js';
import type { ApiRequest, OrgContext } from '../common/http/request.js';
import { listed, resourceRoutes } from '../common/http/routes.js';
import { type RowTarget, Target } from '../common/http/target.js';
import { etagged } from '../common/http/versioned.js';
import { FilePropertiesQuery, ListFilesQuery } from './dto/list-files.query.js';
import { UploadFileBody } from './dto/upload-file.body.js';
import { FileUploads } from './file-uploads.js';
import { FileDoc } from './file.resource.js';
import { FilesService } from './files.service.js';

const routes = resourceRoutes({ one: 'file', many: 'files', type: FileDoc, location: 'files' });

@ApiTags('Files')
@ApiBearerAuth()
@Controller('v1/files')
export class FilesController {
  constructor(
    private readonly files: FilesService,
    private readonly uploads: FileUploads,
  ) {}

  @routes.list({ summary: 'List files', description: 'Newest first, each with a fresh signed download link (`url`).' })
  async listFiles(@CurrentOrg() org: OrgContext, @ParsedQuery() q: ListFilesQuery) {
    return listed('files', await this.files.list(org, q));
  }

  @routes.get({
    summary: 'Retrieve a file',
    description:
      "With a fresh signed download link (`url`, valid until `expiresAt`). The ETag is the file's version, which " +
      'never moves (a file does not change): a 304 means the file is the same, and the link you hold works until ' +
      'its `expiresAt`; past it, retrieve without If-None-Match for a new one.',
  })
  async getFile(@Target() t: RowTarget, @ParsedQuery() q: FilePropertiesQuery) {
    return etagged('file', await this.files.get(t.org, t.id, q.properties));
  }

  @routes.upload({
    summary: 'Upload a file',
    description:
      '`multipart/form-data` with a part `file` (the bytes, with a filename) and optionally `name`. The bytes are ' +
      'streamed into the database as they arrive; `contentType` is told from them. Counts towards the ' +
      "organization's storage quota (FILES_MAX_BYTES_PER_ORG) from the first byte. With `Idempotency-Key`, a retry " +
      'with the same key and the same bytes and name gets the first answer (its bytes are read, then discarded).',
    errorText: {
      413: 'The file is larger than FILES_MAX_BYTES, or would not fit in the organization’s storage quota.',
      415: 'The body is not multipart/form-data, or has a Content-Encoding.',
    },
  })
  @UploadFileBody()
  async createFile(
    @CurrentOrg() org: OrgContext,
    @Req() req: ApiRequest,
    @Res({ passthrough: true }) res: Response,
    @ParsedQuery() q: FilePropertiesQuery,
  ) {
    return this.uploads.create(org, { req, res, properties: q.properties });
  }

  @routes.remove({
    summary: 'Delete a file',
    description:
      'Removes the file and its bytes; links already handed out answer 404. Assets and workspace sections showing ' +
      'it keep their other fields, with `fileId` null.',
  })
  async deleteFile(@Target() t: RowTarget, @ParsedQuery() _q: EmptyQuery) {
    return this.files.remove(t.org, t.id, { ifMatch: t.ifMatch });
  }
}
