/**
 * The framework floor for a single-resource GET: a NestJS application on the Express adapter (as the service uses)
 * with no middleware, answering
 * - `GET /v1/hello`: a small JSON document, no database (the reference of the single-resource target);
 * - `GET /v1/assets/{id}`: the raw baseline's asset handler (bench/raw-handlers.ts: the application's JSON from one
 *   hand-written statement) as a Nest route, with the key looked up once and then cached, as the application does,
 *   and nothing else: no expiry or revocation checks, rate limit, request log, security headers, ETag or validation.
 *   What this route reaches relative to `/v1/hello` is about the most a single-resource GET that reads the database
 *   can reach on this stack.
 *
 * Environment: PORT, and those of bench/raw-handlers.ts (the asset route needs a database).
 */
import 'reflect-metadata';
import { Controller, Get, Headers, Module, Param, Res } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { Response } from 'express';
import { answerAssetWithCachedKey } from './raw-handlers.js';

@Controller('v1')
class HelloController {
  @Get('hello')
  hello(): { data: { hello: string } } {
    return { data: { hello: 'world' } };
  }

  @Get('assets/:id')
  async asset(
    @Param('id') id: string,
    @Headers('authorization') authorization: string | undefined,
    @Res({ passthrough: true }) res: Response,
  ): Promise<unknown> {
    const { status, body } = await answerAssetWithCachedKey(authorization, id);
    res.status(status);
    return body;
  }
}

@Module({ controllers: [HelloController] })
class HelloModule {}

async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 3200);
  const app = await NestFactory.create(HelloModule, { logger: false });
  await app.listen(port, '127.0.0.1');
  // An orderly exit on the benchmark's SIGTERM, so that --cpu-prof writes its profile.
  process.once('SIGTERM', () => process.exit(0));
  process.stdout.write(`nest hello listening on ${port}\n`);
}

void main();
