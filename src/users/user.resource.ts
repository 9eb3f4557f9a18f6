import { ApiProperty } from '@nestjs/swagger';
import type { PublicUrls } from '../common/http/public-urls.js';
import type { Shape } from '../common/properties/selection.js';
import { displayName } from './display-name.computed.js';
import type { UserEntity } from './user.entity.js';

export const USER_SHAPE: Shape = {
  name: 'user',
  always: ['id', 'object', 'url'],
  fields: ['firstName', 'lastName', 'avatar', 'email', 'name', 'createdAt', 'updatedAt'],
};

export class UserDoc {
  @ApiProperty({ example: 'a1B2c3D4e5F6' }) id: string;
  @ApiProperty({ example: 'user', enum: ['user'] }) object: 'user';
  @ApiProperty({ example: 'http://localhost:3000/v1/users/a1B2c3D4e5F6' }) url: string;
  @ApiProperty({ example: 'Jane', nullable: true, type: String }) firstName: string | null;
  @ApiProperty({ example: 'Doe', nullable: true, type: String }) lastName: string | null;
  @ApiProperty({ example: 'https://example.com/jane.png', nullable: true, type: String }) avatar: string | null;
  @ApiProperty({ example: 'jane@example.com' }) email: string;
  @ApiProperty({
    example: 'Jane Doe',
    description: 'Full name; defaults to first and last name, else the e-mail local part.',
  })
  name: string;
  @ApiProperty({ example: '2026-01-02T03:04:05.678Z' }) createdAt: string;
  @ApiProperty({ example: '2026-01-02T03:04:05.678Z' }) updatedAt: string;
}

/** The columns toUserResource() reads: what a query must load to serve a user. */
export const USER_COLUMNS = [
  'id',
  'firstName',
  'lastName',
  'avatar',
  'email',
  'name',
  'createdAt',
  'updatedAt',
] as const;
export type UserFields = Pick<UserEntity, (typeof USER_COLUMNS)[number]>;

export function toUserResource(user: UserFields, urls: PublicUrls): UserDoc {
  return {
    id: user.id,
    object: 'user',
    url: urls.of('users', user.id),
    firstName: user.firstName,
    lastName: user.lastName,
    avatar: user.avatar,
    email: user.email,
    name: displayName(user),
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
  };
}
