import 'reflect-metadata';
import { jest } from '@jest/globals';
import { type ArgumentMetadata, ValidationPipe } from '@nestjs/common';
import { IsInt, IsOptional, IsString } from 'class-validator';
import { AppError } from '../http/app-error.js';
import { createValidationPipe } from './validation.pipe.js';

class OptionalQuery {
  @IsOptional() @IsString() properties?: string;
  @IsOptional() @IsInt() limit: number = 20;
}

class RequiredBody {
  @IsString() name!: string;
}

const as = (metatype: ArgumentMetadata['metatype'], type: ArgumentMetadata['type'] = 'query'): ArgumentMetadata => ({
  type,
  metatype,
});

describe('validation pipe', () => {
  it('turns {} into a fresh instance with its defaults, every time a new object', async () => {
    const pipe = createValidationPipe();
    const first = await pipe.transform({}, as(OptionalQuery));
    const second = await pipe.transform({}, as(OptionalQuery));
    expect(first).toBeInstanceOf(OptionalQuery);
    expect(first).toEqual({ limit: 20 });
    expect(second).not.toBe(first);
  });

  it('still rejects {} for a class with a required field, every time', async () => {
    const pipe = createValidationPipe();
    for (let i = 0; i < 2; i++) {
      await expect(pipe.transform({}, as(RequiredBody, 'body'))).rejects.toBeInstanceOf(AppError);
    }
  });

  it('validates and whitelists anything that is not an empty object', async () => {
    const pipe = createValidationPipe();
    await pipe.transform({}, as(OptionalQuery));
    await expect(pipe.transform({ limit: 5 }, as(OptionalQuery))).resolves.toEqual({ limit: 5 });
    await expect(pipe.transform({ nope: 1 }, as(OptionalQuery))).rejects.toBeInstanceOf(AppError);
    await expect(pipe.transform({ limit: 'x' }, as(OptionalQuery))).rejects.toBeInstanceOf(AppError);
  });

  it('validates a query once, then answers the same query with an equal, separate DTO', async () => {
    const pipe = createValidationPipe();
    const validations = jest.spyOn(ValidationPipe.prototype, 'transform');
    try {
      const first = (await pipe.transform({ limit: 5 }, as(OptionalQuery))) as OptionalQuery;
      first.limit = 99;
      const second = await pipe.transform({ limit: 5 }, as(OptionalQuery));
      expect(second).toBeInstanceOf(OptionalQuery);
      expect(second).toEqual({ limit: 5 });
      expect(validations).toHaveBeenCalledTimes(1);
      // Another parameter (metadata.data) or another place is another key.
      await pipe.transform({ limit: 5 }, { ...as(OptionalQuery), data: 'other' });
      await pipe.transform({ limit: 5 }, as(OptionalQuery, 'param'));
      expect(validations).toHaveBeenCalledTimes(3);
    } finally {
      validations.mockRestore();
    }
  });

  it('validates a refused query and a non-empty body every time', async () => {
    const pipe = createValidationPipe();
    const validations = jest.spyOn(ValidationPipe.prototype, 'transform');
    try {
      for (let i = 0; i < 2; i++) {
        await expect(pipe.transform({ limit: 'x' }, as(OptionalQuery))).rejects.toBeInstanceOf(AppError);
        await expect(pipe.transform({ name: 'a' }, as(RequiredBody, 'body'))).resolves.toEqual({ name: 'a' });
      }
      expect(validations).toHaveBeenCalledTimes(4);
    } finally {
      validations.mockRestore();
    }
  });
});
