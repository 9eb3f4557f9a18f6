import type { MigrationInterface, QueryRunner } from 'typeorm';
import { lowerTagTitleKeys, rekeyTagTitles } from '../rekey-tag-titles.js';

/** Tag title keys become NFKC + case folded without invisible characters (data only; see rekey-tag-titles.ts). */
export class TagTitleKeys1795632585729 implements MigrationInterface {
  name = 'TagTitleKeys1795632585729';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await rekeyTagTitles(queryRunner, (n) => `$${n}`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await lowerTagTitleKeys(queryRunner, (n) => `$${n}`);
  }
}
