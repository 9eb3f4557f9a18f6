import { storedEmail } from '../common/validation/fields.js';
import { Injectable } from '@nestjs/common';
import { findInOrg } from '../common/repository/find-in-org.js';
import { type AppError, conflict } from '../common/http/app-error.js';
import { isUniqueViolation } from '../common/http/db-errors.js';
import { PublicUrls } from '../common/http/public-urls.js';
import type { OrgContext } from '../common/http/request.js';
import { newId } from '../common/ids.js';
import { type Page, buildPageInfo } from '../common/pagination/page-info.js';
import { findPage } from '../common/repository/find-page.js';
import { type PageQuery, pageWindow } from '../common/pagination/page.query.js';
import { Selection } from '../common/properties/selection.js';
import { nowIso } from '../common/time.js';
import { Db } from '../database/db.service.js';
import { emitChange } from '../events/emit-event.js';
import type { CreateUserDto, UpdateUserDto } from './dto/user.dto.js';
import { UserEntity } from './user.entity.js';
import { emailInUse, insertUser, updateUser } from './user.repository.js';
import { USER_SHAPE, type UserDoc, toUserResource } from './user.resource.js';
import { requireVersion, versioned, writeVersioned } from '../common/repository/row-version.js';
import type { Precondition } from '../common/http/if-match.js';
import type { Versioned } from '../common/http/versioned.js';

type UserOut = Partial<UserDoc>;

const emailTaken = (email: string): AppError =>
  conflict(`A user with e-mail ${email} already exists`, [
    { field: 'email', message: 'is already used by another user' },
  ]);

/** Users of the organization; the (organization, email) unique index settles concurrent duplicates with a 409. */
@Injectable()
export class UsersService {
  constructor(
    private readonly db: Db,
    private readonly urls: PublicUrls,
  ) {}

  list(org: OrgContext, query: PageQuery & { properties?: string[] }): Promise<Page<UserOut>> {
    const sel = Selection.parse(USER_SHAPE, query.properties);
    const window = pageWindow(query);
    return this.db.read(async (m) => {
      const { rows, total } = await findPage(m, { entity: UserEntity, where: { organizationId: org.id }, window });
      const items = rows.map((user) => sel.project(toUserResource(user, this.urls)));
      return { items, pageInfo: buildPageInfo(window, total, items.length) };
    });
  }

  get(org: OrgContext, id: string, properties?: string[]): Promise<Versioned<UserOut>> {
    const sel = Selection.parse(USER_SHAPE, properties);
    return this.db.read(async (m) => {
      const user = await findInOrg(m, UserEntity, { orgId: org.id, id, resource: 'user' });
      return versioned(sel.project(toUserResource(user, this.urls)), user);
    });
  }

  async create(org: OrgContext, dto: CreateUserDto, properties?: string[]): Promise<UserOut> {
    const sel = Selection.parse(USER_SHAPE, properties);
    const email = storedEmail(dto.email);
    try {
      return await this.db.write(async (m) => {
        if (await emailInUse(m, { orgId: org.id, email })) throw emailTaken(email);
        const now = nowIso();
        const user = m.create(UserEntity, {
          id: newId(),
          organizationId: org.id,
          email,
          firstName: dto.firstName ?? null,
          lastName: dto.lastName ?? null,
          name: null,
          avatar: dto.avatar ?? null,
          createdAt: now,
          updatedAt: now,
        });
        await insertUser(m, user);
        const render = () => toUserResource(user, this.urls);
        return emitChange(m, { organizationId: org.id, type: 'user.created', sel, render });
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw emailTaken(email);
      throw error;
    }
  }

  async update(
    org: OrgContext,
    id: string,
    dto: UpdateUserDto,
    properties: string[] | undefined,
    { ifMatch }: Precondition,
  ): Promise<Versioned<UserOut>> {
    const sel = Selection.parse(USER_SHAPE, properties);
    const email = dto.email === undefined ? undefined : storedEmail(dto.email);
    try {
      return await writeVersioned(this.db, { entity: UserEntity, id }, async (m) => {
        const user = await findInOrg(m, UserEntity, { orgId: org.id, id, resource: 'user' });
        await requireVersion(m, { entity: UserEntity, row: user, ifMatch });
        if (email && (await emailInUse(m, { orgId: org.id, email, exceptId: user.id }))) {
          throw emailTaken(email);
        }
        const changes: Partial<UserEntity> = {};
        if (email !== undefined) changes.email = email;
        for (const key of ['firstName', 'lastName', 'avatar'] as const) {
          if (dto[key] !== undefined) changes[key] = dto[key];
        }
        if (Object.keys(changes).length === 0) return sel.project(toUserResource(user, this.urls));
        changes.updatedAt = nowIso();
        await updateUser(m, { id: user.id, changes });
        Object.assign(user, changes);
        const render = () => toUserResource(user, this.urls);
        return emitChange(m, { organizationId: org.id, type: 'user.updated', sel, render });
      });
    } catch (error) {
      if (email && isUniqueViolation(error)) throw emailTaken(email);
      throw error;
    }
  }
}
