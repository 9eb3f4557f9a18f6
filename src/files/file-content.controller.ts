import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { ApiExtraModels, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../common/auth/public.decorator.js';
import { ErrorBody } from '../common/http/openapi.js';
import { ParsedQuery } from '../common/http/parsed-query.js';
import { FileContentQuery } from './dto/list-files.query.js';
import { FileContent } from './file-content.js';

const header = (description: string) => ({ description, schema: { type: 'string' } });

/** The signed download link: public (the link is the permission), so it is a controller of its own. */
@ApiTags('Files')
@Controller('v1/files')
export class FileContentController {
  constructor(private readonly content: FileContent) {}

  @Public()
  @Get(':id/content')
  @ApiOperation({
    operationId: 'downloadFile',
    summary: 'Download a file (signed link, no key)',
    description:
      "The address a file's `url` gives, with its `expires` and `signature`: no key needed until it expires. " +
      'Raster images (PNG, JPEG, GIF, WebP) are served inline, everything else as an attachment; never as HTML, ' +
      'SVG or script (those are text/plain), with `X-Content-Type-Options: nosniff` and a sandboxing CSP.',
  })
  @ApiExtraModels(ErrorBody)
  @ApiResponse({
    status: 200,
    description: 'The bytes, byte for byte as uploaded.',
    content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
    headers: {
      'Content-Type': header('The type told from the bytes when it is safe to show; else application/octet-stream.'),
      'Content-Length': { description: 'The file size in bytes.', schema: { type: 'integer' } },
      'Content-Disposition': header('`inline` for raster images, else `attachment`, with the file name.'),
      'Content-Security-Policy': header("`default-src 'none'; sandbox`"),
      'X-Content-Type-Options': header('`nosniff`'),
    },
  })
  @ApiResponse({
    status: 400,
    type: ErrorBody,
    description: '`expires` or `signature` missing, or unknown parameters.',
  })
  @ApiResponse({ status: 403, type: ErrorBody, description: 'The link was altered, or has expired.' })
  @ApiResponse({ status: 404, type: ErrorBody, description: 'The file was deleted.' })
  @ApiResponse({ status: 503, type: ErrorBody, description: 'Database unavailable; retry after Retry-After seconds.' })
  async downloadFile(
    @Param('id') id: string,
    @ParsedQuery() q: FileContentQuery,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    await this.content.send(id, q, req, res);
  }
}
