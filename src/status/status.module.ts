import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module.js';
import { StatusController } from './status.controller.js';

@Module({ imports: [MailModule], controllers: [StatusController] })
export class StatusModule {}
