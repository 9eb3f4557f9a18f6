import type { PublicUrls } from '../common/http/public-urls.js';
import { readModel } from '../common/read-model/read-model.js';
import { DISPLAY_NAME } from './display-name.computed.js';
import { UserEntity } from './user.entity.js';

/** A user as served, embedded in members, assignees and authors alike. */
export const USER = readModel({
  entity: UserEntity,
  object: 'user',
  collection: 'users',
  docName: 'UserDoc',
  fields: (f) => ({
    firstName: f.stored('firstName', { example: 'Jane', nullable: true, type: String }),
    lastName: f.stored('lastName', { example: 'Doe', nullable: true, type: String }),
    avatar: f.stored('avatar', { example: 'https://example.com/jane.png', nullable: true, type: String }),
    email: f.stored('email', { example: 'jane@example.com' }),
    name: f.rule(
      DISPLAY_NAME,
      { name: 'name', firstName: 'firstName', lastName: 'lastName', email: 'email' },
      { example: 'Jane Doe', description: 'Full name; defaults to first and last name, else the e-mail local part.' },
    ),
    createdAt: f.stored('createdAt', { example: '2026-01-02T03:04:05.678Z' }),
    updatedAt: f.stored('updatedAt', { example: '2026-01-02T03:04:05.678Z' }),
  }),
});

export const USER_SHAPE = USER.shape;
export const UserDoc = USER.Doc;
export type UserDoc = InstanceType<typeof UserDoc>;
/** The columns a query loads to serve a user. */
export const USER_COLUMNS = USER.columns;
export type UserFields = Parameters<typeof USER.toWire>[0];
export const toUserResource = (user: UserFields, urls: PublicUrls): UserDoc => USER.toWire(user, urls, undefined);
