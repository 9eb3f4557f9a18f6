/**
 * The part of busboy 1.x (the multipart parser multer is built on) this service uses. The package ships no types and
 * @types/busboy is not installed; this declares only what files/multipart-upload.ts calls.
 */
declare module 'busboy' {
  import type { IncomingHttpHeaders } from 'node:http';
  import type { Readable, Writable } from 'node:stream';

  namespace busboy {
    interface Limits {
      fieldNameSize?: number;
      fieldSize?: number;
      fields?: number;
      fileSize?: number;
      files?: number;
      parts?: number;
      headerPairs?: number;
    }
    interface Config {
      headers: IncomingHttpHeaders;
      limits?: Limits;
      defParamCharset?: string;
      preservePath?: boolean;
    }
    interface FileInfo {
      filename: string | undefined;
      encoding: string;
      mimeType: string;
    }
    interface FieldInfo {
      nameTruncated: boolean;
      valueTruncated: boolean;
      encoding: string;
      mimeType: string;
    }
    interface FileStream extends Readable {
      /** Set once the part went past `limits.fileSize` (the stream emitted `limit`). */
      truncated: boolean;
    }
    interface Busboy extends Writable {
      on(event: 'file', listener: (name: string, stream: FileStream, info: FileInfo) => void): this;
      on(event: 'field', listener: (name: string, value: string, info: FieldInfo) => void): this;
      on(event: 'filesLimit' | 'fieldsLimit' | 'partsLimit' | 'close', listener: () => void): this;
      on(event: 'error', listener: (error: Error) => void): this;
      on(event: string | symbol, listener: (...args: unknown[]) => void): this;
    }
  }

  function busboy(config: busboy.Config): busboy.Busboy;
  export = busboy;
}
