import 'reflect-metadata';
import { IsInt, IsOptional, IsString, getMetadataStorage, validateSync } from 'class-validator';
import { cacheValidationMetadata } from './metadata-cache.js';

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
