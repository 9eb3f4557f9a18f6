import { Global, Module } from '@nestjs/common';
import { PublicUrls } from './http/public-urls.js';

@Global()
@Module({ providers: [PublicUrls], exports: [PublicUrls] })
export class CommonModule {}
