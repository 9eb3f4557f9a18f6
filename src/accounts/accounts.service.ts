import { Injectable } from '@nestjs/common';
import { findInOrg } from '../common/repository/find-in-org.js';
import { requireVersion, versioned, writeVersioned } from '../common/repository/row-version.js';
import type { Precondition } from '../common/http/if-match.js';
import type { Versioned } from '../common/http/versioned.js';
import type { EntityManager } from 'typeorm';
import { invalidField } from '../common/http/app-error.js';
import { PublicUrls } from '../common/http/public-urls.js';
import type { OrgContext } from '../common/http/request.js';
import { Selection } from '../common/properties/selection.js';
import { newId } from '../common/ids.js';
import { type Page, buildPageInfo } from '../common/pagination/page-info.js';
import { findPage } from '../common/repository/find-page.js';
import { type PageQuery, pageWindow } from '../common/pagination/page.query.js';
import { nowIso } from '../common/time.js';
import { applyCustomFieldValues } from '../custom-fields/custom-field-values.rules.js';
import { Db } from '../database/db.service.js';
import { emitChange } from '../events/emit-event.js';
import { userExists } from '../users/user.repository.js';
import { AccountEntity } from './account.entity.js';
import { insertAccount, updateAccount } from './account.repository.js';
import { renderAccounts } from './account.resource.js';
import { ACCOUNT_SHAPE, type AccountDoc } from './account.resource.js';
import type { CreateAccountDto } from './dto/create-account.dto.js';
import type { UpdateAccountDto } from './dto/update-account.dto.js';

type AccountOut = Partial<AccountDoc>;

const COLUMNS = ['name', 'website', 'ownerId', 'logo'] as const;

@Injectable()
export class AccountsService {
  constructor(
    private readonly db: Db,
    private readonly urls: PublicUrls,
  ) {}

  list(org: OrgContext, query: PageQuery & { properties?: string[] }): Promise<Page<AccountOut>> {
    const sel = Selection.parse(ACCOUNT_SHAPE, query.properties);
    const window = pageWindow(query);
    return this.db.read(async (m) => {
      const { rows, total } = await findPage(m, { entity: AccountEntity, where: { organizationId: org.id }, window });
      const items = await this.present(m, org, rows, sel);
      return { items, pageInfo: buildPageInfo(window, total, items.length) };
    });
  }

  create(org: OrgContext, dto: CreateAccountDto, properties?: string[]): Promise<AccountOut> {
    const sel = Selection.parse(ACCOUNT_SHAPE, properties);
    return this.db.write(async (m) => {
      if (dto.ownerId) await this.requireUser(m, org, dto.ownerId);
      const now = nowIso();
      const account = m.create(AccountEntity, {
        id: newId(),
        organizationId: org.id,
        name: dto.name,
        website: dto.website ?? null,
        ownerId: dto.ownerId ?? null,
        logo: dto.logo ?? null,
        crmAAccountId: dto.crmAAccountId ?? null,
        crmBCompanyId: dto.crmBCompanyId ?? null,
        createdAt: now,
        updatedAt: now,
      });
      await insertAccount(m, account);
      await applyCustomFieldValues(m, {
        orgId: org.id,
        objectType: 'account',
        objectId: account.id,
        updates: dto.customFields ?? [],
      });
      const render = async (all: Selection) => (await this.present(m, org, [account], all))[0];
      return emitChange(m, { organizationId: org.id, type: 'account.created', sel, render });
    });
  }

  get(org: OrgContext, id: string, properties?: string[]): Promise<Versioned<AccountOut>> {
    const sel = Selection.parse(ACCOUNT_SHAPE, properties);
    return this.db.read(async (m) => {
      const account = await this.find(m, org, id);
      return versioned((await this.present(m, org, [account], sel))[0], account);
    });
  }

  /** Every rule is checked before anything is written, and all writes share one transaction. */
  update(
    org: OrgContext,
    id: string,
    dto: UpdateAccountDto,
    properties: string[] | undefined,
    { ifMatch }: Precondition,
  ): Promise<Versioned<AccountOut>> {
    const sel = Selection.parse(ACCOUNT_SHAPE, properties);
    return writeVersioned(this.db, { entity: AccountEntity, id }, async (m) => {
      const account = await this.find(m, org, id);
      await requireVersion(m, { entity: AccountEntity, row: account, ifMatch });
      if (dto.ownerId) await this.requireUser(m, org, dto.ownerId);
      await applyCustomFieldValues(m, {
        orgId: org.id,
        objectType: 'account',
        objectId: account.id,
        updates: dto.customFields ?? [],
      });

      const changes: Partial<AccountEntity> = {};
      for (const column of COLUMNS) {
        if (dto[column] !== undefined) Object.assign(changes, { [column]: dto[column] });
      }
      if (Object.keys(changes).length > 0 || (dto.customFields?.length ?? 0) > 0) {
        changes.updatedAt = nowIso();
        await updateAccount(m, { id: account.id, changes });
        Object.assign(account, changes);
      }
      const render = async (all: Selection) => (await this.present(m, org, [account], all))[0];
      return emitChange(m, { organizationId: org.id, type: 'account.updated', sel, render });
    });
  }

  private find(m: EntityManager, org: OrgContext, id: string): Promise<AccountEntity> {
    return findInOrg(m, AccountEntity, { orgId: org.id, id, resource: 'account' });
  }

  private async requireUser(m: EntityManager, org: OrgContext, userId: string): Promise<void> {
    if (!(await userExists(m, { orgId: org.id, id: userId })))
      throw invalidField('ownerId', `user ${userId} does not exist`);
  }

  private present(m: EntityManager, org: OrgContext, accounts: AccountEntity[], sel: Selection) {
    return renderAccounts(m, accounts, { orgId: org.id, urls: this.urls, sel });
  }
}
