import { AppError } from '../common/http/app-error.js';
import { QuotaExceeded, RefusedType } from '../files/file-store.js';

/**
 * A failure of an upload from the page (a file request's, a form question's) the contact can act on, said in the
 * page's words (the API's mention settings and curl).
 */
export class UploadRefused extends AppError {}

/** A size limit in words, never rounded up (a limit said as more than it is would refuse what it promised). */
export function limitText(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.floor(bytes / 1024)} KB`;
  return `${Math.floor((bytes / 1024 / 1024) * 10) / 10} MB`;
}

/**
 * FileStore's and the multipart parser's 4xx, said to a customer (`full`: what a 409 means where the upload goes);
 * anything else (a 404, a 5xx) as it is.
 */
export function inPageWords(error: unknown, { maxBytes, full }: { maxBytes: number; full?: () => UploadRefused }) {
  if (!(error instanceof AppError) || error instanceof UploadRefused) return error;
  if (error instanceof QuotaExceeded) {
    return new UploadRefused(413, 'There is no room for this file in this workspace right now. Ask the team for help.');
  }
  if (error instanceof RefusedType) return new UploadRefused(415, 'Files of this type cannot be uploaded here.');
  switch (error.status) {
    case 413:
      return new UploadRefused(413, `That file is too large: files can be at most ${limitText(maxBytes)}.`);
    case 409:
      return full ? full() : error;
    case 400:
    case 415:
      return new UploadRefused(400, 'The file could not be read. Choose a file and try again.');
    default:
      return error;
  }
}
