import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ExactDealAmounts1795632971615 implements MigrationInterface {
  name = 'ExactDealAmounts1795632971615';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_315e86c14d52ef418a1210e380"`);
    await queryRunner.query(`DROP INDEX "IDX_27b66bc59e238e6f3b22b5bf74"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_deal" ("id" varchar(12) PRIMARY KEY NOT NULL, "organization_id" varchar(12) NOT NULL, "created_at" varchar(24) NOT NULL, "updated_at" varchar(24) NOT NULL, "name" varchar(255) NOT NULL, "amount" varchar(64), "stage" varchar(100), "type" varchar(100), "created_date" varchar(24), "close_date" varchar(24), "crm_b_deal_id" varchar(255), "crm_a_opportunity_id" varchar(255), "version" integer NOT NULL DEFAULT (1))`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_deal"("id", "organization_id", "created_at", "updated_at", "name", "amount", "stage", "type", "created_date", "close_date", "crm_b_deal_id", "crm_a_opportunity_id", "version") SELECT "id", "organization_id", "created_at", "updated_at", "name", "amount", "stage", "type", "created_date", "close_date", "crm_b_deal_id", "crm_a_opportunity_id", "version" FROM "deal"`,
    );
    await queryRunner.query(`DROP TABLE "deal"`);
    await queryRunner.query(`ALTER TABLE "temporary_deal" RENAME TO "deal"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_315e86c14d52ef418a1210e380" ON "deal" ("organization_id", "created_at", "id") `,
    );
    await queryRunner.query(`CREATE INDEX "IDX_27b66bc59e238e6f3b22b5bf74" ON "deal" ("organization_id") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_27b66bc59e238e6f3b22b5bf74"`);
    await queryRunner.query(`DROP INDEX "IDX_315e86c14d52ef418a1210e380"`);
    await queryRunner.query(`ALTER TABLE "deal" RENAME TO "temporary_deal"`);
    await queryRunner.query(
      `CREATE TABLE "deal" ("id" varchar(12) PRIMARY KEY NOT NULL, "organization_id" varchar(12) NOT NULL, "created_at" varchar(24) NOT NULL, "updated_at" varchar(24) NOT NULL, "name" varchar(255) NOT NULL, "amount" varchar(40), "stage" varchar(100), "type" varchar(100), "created_date" varchar(24), "close_date" varchar(24), "crm_b_deal_id" varchar(255), "crm_a_opportunity_id" varchar(255), "version" integer NOT NULL DEFAULT (1))`,
    );
    await queryRunner.query(
      `INSERT INTO "deal"("id", "organization_id", "created_at", "updated_at", "name", "amount", "stage", "type", "created_date", "close_date", "crm_b_deal_id", "crm_a_opportunity_id", "version") SELECT "id", "organization_id", "created_at", "updated_at", "name", "amount", "stage", "type", "created_date", "close_date", "crm_b_deal_id", "crm_a_opportunity_id", "version" FROM "temporary_deal"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_deal"`);
    await queryRunner.query(`CREATE INDEX "IDX_27b66bc59e238e6f3b22b5bf74" ON "deal" ("organization_id") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_315e86c14d52ef418a1210e380" ON "deal" ("organization_id", "created_at", "id") `,
    );
  }
}
