import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module.js';
import { RootController } from './root.controller.js';
import { SiteFilesController } from './site-files.controller.js';
import { StatusController } from './status.controller.js';

@Module({ imports: [MailModule], controllers: [StatusController, RootController, SiteFilesController] })
export class StatusModule {}
