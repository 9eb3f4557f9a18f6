/**
 * The framework floor for a single-resource GET: a NestJS application on the Express adapter (as the service uses)
 * with one route returning a small JSON document, no middleware, no database.
 */
import 'reflect-metadata';
import { Controller, Get, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';

@Controller('v1/hello')
class HelloController {
  @Get()
  hello(): { data: { hello: string } } {
    return { data: { hello: 'world' } };
  }
}

@Module({ controllers: [HelloController] })
class HelloModule {}

async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 3200);
  const app = await NestFactory.create(HelloModule, { logger: false });
  await app.listen(port, '127.0.0.1');
  process.stdout.write(`nest hello listening on ${port}\n`);
}

void main();
