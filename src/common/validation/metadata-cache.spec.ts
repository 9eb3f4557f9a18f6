import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { jest } from '@jest/globals';
import {
  IsInt,
  IsOptional,
  IsString,
  ValidateNested,
  getMetadataStorage,
  registerDecorator,
  validate,
  validateSync,
} from 'class-validator';
import { CHECKED_VERSION, cacheValidationMetadata } from './metadata-cache.js';

const SEAM =
  'cacheValidationMetadata (src/common/validation/metadata-cache.ts, "Framework seams" in docs/architecture.md)';

const parts = (version: string): number[] => version.split(/[.+-]/).slice(0, 3).map(Number);
const compare = (a: string, b: string): number =>
  parts(a).reduce((order, part, i) => order || part - (parts(b)[i] ?? 0), 0);

class Parent {
  @IsString() name!: unknown;
}

class Child extends Parent {
  @IsInt() size!: unknown;
}

const failed = (value: object): string[] =>
  validateSync(value)
    .map((error) => error.property)
    .sort();

const child = (fields: object): Child => Object.assign(new Child(), fields);

describe('cacheValidationMetadata', () => {
  beforeAll(() => cacheValidationMetadata());

  it('answers the same rules as class-validator, inherited ones included, from the second call on', () => {
    const storage = getMetadataStorage();
    const first = storage.getTargetValidationMetadatas(Child, '', false, false);
    expect(storage.getTargetValidationMetadatas(Child, '', false, false)).toBe(first);
    expect(first.map((rule) => rule.propertyName).sort()).toEqual(['name', 'size']);
    expect(failed(child({ name: 1, size: 'x' }))).toEqual(['name', 'size']);
    expect(failed(child({ name: 'a', size: 1 }))).toEqual([]);
  });

  it('keeps answers apart by arguments: groups select other rules', () => {
    class Grouped {
      @IsString({ groups: ['strict'] }) code!: unknown;
    }
    const storage = getMetadataStorage();
    expect(storage.getTargetValidationMetadatas(Grouped, '', false, false, ['strict'])).toHaveLength(1);
    expect(storage.getTargetValidationMetadatas(Grouped, '', false, false, ['other'])).toHaveLength(0);
    expect(storage.getTargetValidationMetadatas(Grouped, '', false, false, ['strict'])).toHaveLength(1);
  });

  it('sees a rule added after an answer was kept (a class defined later extending a validated one)', () => {
    expect(failed(child({ name: 'a', size: 1 }))).toEqual([]);
    class Grandchild extends Child {
      @IsOptional() @IsString() note?: unknown;
    }
    // Grandchild's rules were added after Child's answer was kept: both classes still answer their own rules.
    expect(failed(Object.assign(new Grandchild(), { name: 'a', size: 1, note: 5 }))).toEqual(['note']);
    expect(failed(child({ name: 'a', size: 1, note: 5 }))).toEqual([]);
  });

  it('sees a rule added to a class whose answer was kept', () => {
    class Late {
      @IsString() first!: unknown;
    }
    expect(failed(Object.assign(new Late(), { first: 'a', second: 'b' }))).toEqual([]);
    IsInt()(Late.prototype, 'second');
    expect(failed(Object.assign(new Late(), { first: 'a', second: 'b' }))).toEqual(['second']);
  });

  it('installs once, however often it is called', () => {
    const storage = getMetadataStorage();
    const lookup = storage.getTargetValidationMetadatas;
    cacheValidationMetadata();
    expect(storage.getTargetValidationMetadatas).toBe(lookup);
  });

  it('shares frozen answers, so no caller can change another one’s rules', () => {
    const answer = getMetadataStorage().getTargetValidationMetadatas(Child, '', false, false);
    expect(Object.isFrozen(answer)).toBe(true);
  });
});

describe('the seam: what cacheValidationMetadata relies on, which an upgrade may break', () => {
  beforeAll(() => cacheValidationMetadata());

  it('class-validator is installed in a version the cache was checked with', () => {
    const require = createRequire(import.meta.url);
    // The package's main file is in cjs/, its package.json beside that folder.
    const file = require.resolve('class-validator').replace(/cjs[\\/]index\.js$/, 'package.json');
    const { version } = JSON.parse(readFileSync(file, 'utf8')) as { version: string };
    const checked = compare(version, CHECKED_VERSION[0]) >= 0 && compare(version, CHECKED_VERSION[1]) < 0;
    expect(checked ? 'checked' : `${SEAM} was checked with ${CHECKED_VERSION.join(' up to ')}, not ${version}`).toBe(
      'checked',
    );
  });

  it('validate() finds the rules of a class, and of its nested classes, through the cache', async () => {
    class Inner {
      @IsString() label!: unknown;
    }
    class Outer {
      @ValidateNested() inner!: Inner;
    }
    const lookup = jest.spyOn(getMetadataStorage(), 'getTargetValidationMetadatas');
    try {
      await validate(Object.assign(new Outer(), { inner: Object.assign(new Inner(), { label: 'a' }) }));
      const asked = lookup.mock.calls.map(([target]) => target);
      expect(asked.length === 2 ? 'through the cache' : `${SEAM}: validate() asked it for ${asked.length}`).toBe(
        'through the cache',
      );
      expect(asked).toEqual([Outer, Inner]);
    } finally {
      lookup.mockRestore();
    }
  });

  it('sees a rule registered by registerDecorator, as a custom decorator does', () => {
    class Custom {
      @IsString() first!: unknown;
    }
    expect(failed(Object.assign(new Custom(), { first: 'a', second: 'b' }))).toEqual([]);
    registerDecorator({
      name: 'isNever',
      target: Custom,
      propertyName: 'second',
      validator: { validate: () => false },
    });
    expect(failed(Object.assign(new Custom(), { first: 'a', second: 'b' }))).toEqual(['second']);
  });
});
