import { ApiProperty } from '@nestjs/swagger';
import type { Selection, Shape } from '../common/properties/selection.js';
import type { FileEntity } from './file.entity.js';
import type { FileLink } from './file-links.js';

export const FILE_SHAPE: Shape = {
  name: 'file',
  always: ['id', 'object', 'url'],
  fields: ['name', 'size', 'contentType', 'expiresAt', 'thumbnail', 'createdAt', 'updatedAt'],
};

export class FileDoc {
  @ApiProperty({ example: 'a1B2c3D4e5F6' }) id: string;
  @ApiProperty({ example: 'file', enum: ['file'] }) object: 'file';
  @ApiProperty({
    example: 'http://localhost:3000/v1/files/a1B2c3D4e5F6/content?expires=1767229200&signature=Qm9…',
    description:
      'A signed download link: anyone holding it can download the file, without a key, until `expiresAt` ' +
      '(FILE_URL_TTL_S after this answer). Every answer carries a fresh one. Unlike other resources, `url` is not ' +
      "the resource's API address (that is `/v1/files/{id}`, the `Location` of the create).",
  })
  url: string;
  @ApiProperty({ example: 'pricing.pdf', description: 'The `name` part, else the uploaded file name, cleaned.' })
  name: string;
  @ApiProperty({ example: 48213, type: 'integer', description: 'Bytes.' }) size: number;
  @ApiProperty({
    example: 'application/pdf',
    description:
      'Told from the bytes, never from what the client sent: a known binary format, `text/plain` for UTF-8 text ' +
      '(HTML and SVG included), else `application/octet-stream`.',
  })
  contentType: string;
  @ApiProperty({ example: '2026-01-02T04:04:05.000Z', description: 'When `url` stops working.' }) expiresAt: string;
  @ApiProperty({ example: null, nullable: true, type: String, description: 'Always null: no thumbnails are made.' })
  thumbnail: string | null;
  @ApiProperty({ example: '2026-01-02T03:04:05.678Z' }) createdAt: string;
  @ApiProperty({ example: '2026-01-02T03:04:05.678Z' }) updatedAt: string;
}

/** A ready file as the API shows it, with a link issued for this answer. */
export function toFileResource(file: FileEntity, link: FileLink, sel: Selection): Partial<FileDoc> {
  return sel.project({
    id: file.id,
    object: 'file',
    url: link.url,
    name: file.name,
    size: file.size,
    contentType: file.contentType,
    expiresAt: link.expiresAt,
    thumbnail: null,
    createdAt: file.createdAt,
    updatedAt: file.updatedAt,
  });
}
