import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { resourceUrl } from '../urls.js';

/** Builds the absolute `url` of resources from PUBLIC_BASE_URL. */
@Injectable()
export class PublicUrls {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  get base(): string {
    return this.config.publicBaseUrl;
  }

  of(collection: string, id: string): string {
    return resourceUrl(this.config.publicBaseUrl, collection, id);
  }
}
