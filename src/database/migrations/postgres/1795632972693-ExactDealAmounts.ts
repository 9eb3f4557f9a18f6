import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ExactDealAmounts1795632972693 implements MigrationInterface {
  name = 'ExactDealAmounts1795632972693';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // Edited from the generated DROP and ADD, which would lose every amount: widening keeps the values.
    await queryRunner.query(`ALTER TABLE "deal" ALTER COLUMN "amount" TYPE character varying(64)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "deal" ALTER COLUMN "amount" TYPE character varying(40)`);
  }
}
