import { AppError } from '../common/http/app-error.js';
import { QuotaExceeded, RefusedType } from '../files/file-store.js';

/** An upload refused for a reason the contact can act on, said in the page's words (not the API's: no curl, no env). */
export class UploadRefused extends AppError {}

/** FileStore's and the multipart parser's 4xx said to a customer; anything else (a 404, a 5xx) as it is. */
export function inPageWords(error: unknown, { maxBytesText }: { maxBytesText: string }): unknown {
  if (!(error instanceof AppError) || error instanceof UploadRefused) return error;
  if (error instanceof QuotaExceeded) {
    return new UploadRefused(413, 'There is no room for this file in this workspace right now. Ask the team for help.');
  }
  if (error instanceof RefusedType) return new UploadRefused(415, 'Files of this type cannot be uploaded here.');
  switch (error.status) {
    case 413:
      return new UploadRefused(413, `That file is too large: files can be at most ${maxBytesText} here.`);
    case 400:
    case 415:
      return new UploadRefused(400, 'The file could not be read. Choose a file and try again.');
    default:
      return error;
  }
}
