import { Column, Entity, Index } from 'typeorm';
import { TenantEntity } from '../database/base.entity.js';

export const FILE_STATES = ['uploading', 'ready'] as const;
export type FileState = (typeof FILE_STATES)[number];

/**
 * An uploaded file's description. Its bytes are rows of `file_chunk` (created by the migrations, read and written by
 * files/file.repository.ts): a binary column has no type common to both dialects TypeORM knows (blob / bytea).
 */
@Entity('file')
@Index(['organizationId', 'createdAt', 'id'])
@Index(['state', 'createdAt'])
export class FileEntity extends TenantEntity {
  @Column({ type: 'varchar', length: 255 })
  name: string;

  @Column({ type: 'integer' })
  size: number;

  /** Sniffed from the bytes, never taken from the client. */
  @Column({ type: 'varchar', length: 127 })
  contentType: string;

  /** Hex SHA-256 of the bytes, computed while they stream in. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  sha256: string | null;

  /** `uploading` while chunks stream in, each in its own short transaction; `ready` once complete. */
  @Column({ type: 'varchar', length: 10 })
  state: FileState;
}
