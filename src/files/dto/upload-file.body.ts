import { applyDecorators } from '@nestjs/common';
import { ApiBody, ApiConsumes } from '@nestjs/swagger';
import { NAME_MAX } from '../multipart-upload.js';

/** The multipart body of `POST /v1/files`, read by the handler as a stream (no DTO: it is not JSON). */
export const UploadFileBody = (): MethodDecorator =>
  applyDecorators(
    ApiConsumes('multipart/form-data'),
    ApiBody({
      required: true,
      schema: {
        type: 'object',
        required: ['file'],
        properties: {
          file: {
            type: 'string',
            format: 'binary',
            description:
              'The bytes, as a file part (with a filename). At most FILES_MAX_BYTES (25 MiB by default). Its ' +
              'Content-Type is ignored: the type is told from the bytes.',
          },
          name: {
            type: 'string',
            minLength: 1,
            maxLength: NAME_MAX,
            example: 'Pricing 2027.pdf',
            description:
              "The file's name; without it, the uploaded filename (path, control and bidi characters removed).",
          },
        },
      },
    }),
  );
