import { Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { notFound } from '../common/http/app-error.js';
import { Db } from '../database/db.service.js';
import { contentDisposition, servedAs } from './download-headers.js';
import { FileLinks, type LinkQuery } from './file-links.js';
import { findLinkedFile, readChunks } from './file.repository.js';
import type { FileEntity } from './file.entity.js';

/** Resolves once the response can take more, or is gone. */
function drained(res: Response): Promise<void> {
  return new Promise((resolve) => {
    const done = (): void => {
      res.off('drain', done).off('close', done);
      resolve();
    };
    res.on('drain', done).on('close', done);
  });
}

/**
 * `GET /v1/files/{id}/content`: the bytes of a file to whoever holds a valid link, streamed from its chunks a few at a
 * time (one statement per CHUNKS_PER_READ chunks, no lock held in between, waiting for the client between writes),
 * so serving a 25 MiB file holds about a megabyte. Headers keep a browser from doing anything with the bytes but
 * showing an image or saving them: the sniffed type (never text/html, SVG or script), `nosniff`, a sandboxing CSP.
 */
@Injectable()
export class FileContent {
  constructor(
    private readonly db: Db,
    private readonly links: FileLinks,
  ) {}

  async send(id: string, link: LinkQuery, req: Request, res: Response): Promise<void> {
    await this.links.verify(id, link);
    const file = await this.db.read((m) => findLinkedFile(m, id));
    if (!file) throw notFound('file', id);
    const served = servedAs(file.contentType);
    const secondsLeft = Math.max(0, Number(link.expires) - Math.floor(Date.now() / 1000));
    res.status(200);
    res.setHeader('Content-Type', served.type);
    res.setHeader('Content-Length', String(file.size));
    res.setHeader('Content-Disposition', contentDisposition(file.name, served.inline));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    // The link is the permission: a page of another origin that was given it may show the image it points to.
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    res.setHeader('Cache-Control', `private, max-age=${secondsLeft}`);
    res.setHeader('Accept-Ranges', 'none');
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    try {
      await this.stream(file, res);
    } catch (error) {
      // The headers are gone: a client can only learn of the failure from a body cut short.
      res.destroy();
      throw error;
    }
  }

  private async stream(file: FileEntity, res: Response): Promise<void> {
    let sent = 0;
    for (let next = 0; sent < file.size && !res.destroyed;) {
      const chunks = await readChunks(this.db, { fileId: file.id, from: next });
      // Deleted while being served: the chunks are gone. The client sees a body shorter than Content-Length.
      if (chunks.length === 0 || chunks[0].seq !== next) break;
      for (const { seq, parts } of chunks) {
        if (seq !== next || res.destroyed) break;
        next++;
        for (const part of parts) {
          sent += part.length;
          if (!res.write(part)) await drained(res);
        }
      }
    }
    if (sent === file.size) res.end();
    else res.destroy();
  }
}
