import type { Selection } from '../common/properties/selection.js';
import { readModel } from '../common/read-model/read-model.js';
import { FileEntity } from './file.entity.js';
import type { FileLink } from './file-links.js';

const TIMESTAMP = '2026-01-02T03:04:05.678Z';

/**
 * A ready file as the API shows it. Its `url` is not its API address but a download link signed for each answer, with
 * `expiresAt`: both are given by the service (FileLinks), so the head is `id` and `object` and the link follows.
 */
export const FILE = readModel({
  entity: FileEntity,
  object: 'file',
  headUrl: false,
  docName: 'FileDoc',
  always: ['url'],
  fields: (f) => ({
    url: f.given<string>({
      example: 'http://localhost:3000/v1/files/a1B2c3D4e5F6/content?expires=1767229200&signature=Qm9…',
      description:
        'A signed download link: anyone holding it can download the file, without a key, until `expiresAt` ' +
        '(FILE_URL_TTL_S after this answer). Every answer carries a fresh one. Unlike other resources, `url` is not ' +
        "the resource's API address (that is `/v1/files/{id}`, the `Location` of the create).",
    }),
    name: f.stored('name', {
      example: 'pricing.pdf',
      description: 'The `name` part, else the uploaded file name, cleaned.',
    }),
    size: f.stored('size', { example: 48213, type: 'integer', description: 'Bytes.' }),
    contentType: f.stored('contentType', {
      example: 'application/pdf',
      description:
        'Told from the bytes, never from what the client sent: a known binary format, `text/plain` for UTF-8 text ' +
        '(HTML and SVG included), else `application/octet-stream`.',
    }),
    expiresAt: f.given<string>({ example: '2026-01-02T04:04:05.000Z', description: 'When `url` stops working.' }),
    thumbnail: f.computed(
      { reads: [], js: (): string | null => null, sql: () => `'null'` },
      { example: null, nullable: true, type: String, description: 'Always null: no thumbnails are made.' },
    ),
    createdAt: f.stored('createdAt', { example: TIMESTAMP }),
    updatedAt: f.stored('updatedAt', { example: TIMESTAMP }),
  }),
});

export const FILE_SHAPE = FILE.shape;
export const FileDoc = FILE.Doc;
export type FileDoc = InstanceType<typeof FileDoc>;

/** A ready file as the API shows it, with a link issued for this answer. */
export function toFileResource(file: FileEntity, link: FileLink, sel: Selection): Partial<FileDoc> {
  return sel.project(FILE.toWire(file, undefined, undefined, { url: link.url, expiresAt: link.expiresAt }));
}
