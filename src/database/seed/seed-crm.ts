import { initialsLogoPath } from '../../status/initials-logo.js';
import { AccountEntity } from '../../accounts/account.entity.js';
import { DealEntity } from '../../deals/deal.entity.js';
import { UserEntity } from '../../users/user.entity.js';
import { DEMO_ACCOUNTS, DEMO_DEALS, DEMO_USERS } from './data/people.js';
import { insertRows, type SeedContext, stamps } from './seed-context.js';

export async function seedUsers(ctx: SeedContext): Promise<number> {
  const rows = DEMO_USERS.map((user, i) =>
    ctx.m.create(UserEntity, {
      id: ctx.ids.add('user', user.key),
      organizationId: ctx.orgId,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      name: null,
      // Served by the service itself, as the accounts' logos are: the demo works offline.
      avatar: user.hasAvatar
        ? `${ctx.publicBaseUrl}${initialsLogoPath(`${user.firstName} ${user.lastName}`, i)}`
        : null,
      ...stamps(ctx, user.daysAgo, i),
    }),
  );
  await insertRows(ctx, UserEntity, rows);
  return rows.length;
}

export async function seedAccounts(ctx: SeedContext): Promise<number> {
  const rows = DEMO_ACCOUNTS.map((account, i) =>
    ctx.m.create(AccountEntity, {
      id: ctx.ids.add('account', account.key),
      organizationId: ctx.orgId,
      name: account.name,
      website: `https://www.${account.domain}`,
      ownerId: ctx.ids.of('user', account.owner),
      logo: `${ctx.publicBaseUrl}${initialsLogoPath(account.name, i)}`,
      crmAAccountId: account.crmAAccountId,
      crmBCompanyId: account.crmBCompanyId,
      ...stamps(ctx, account.daysAgo, i),
    }),
  );
  await insertRows(ctx, AccountEntity, rows);
  return rows.length;
}

export async function seedDeals(ctx: SeedContext): Promise<number> {
  const rows = DEMO_DEALS.map((deal, i) => {
    const { createdAt } = stamps(ctx, deal.daysAgo, i);
    const closed = deal.closeInDays < 0;
    return ctx.m.create(DealEntity, {
      id: ctx.ids.add('deal', deal.key),
      organizationId: ctx.orgId,
      name: deal.name,
      amount: deal.amount,
      stage: deal.stage,
      type: deal.type,
      createdDate: createdAt,
      closeDate: ctx.clock.midnight(deal.closeInDays),
      crmBDealId: deal.crmBDealId,
      crmAOpportunityId: deal.crmAOpportunityId,
      createdAt,
      // A closed deal was last touched when it closed; an open one recently.
      updatedAt: closed ? ctx.clock.ago(-deal.closeInDays, i) : ctx.clock.ago(Math.min(deal.daysAgo, 2), i),
    });
  });
  await insertRows(ctx, DealEntity, rows);
  return rows.length;
}
