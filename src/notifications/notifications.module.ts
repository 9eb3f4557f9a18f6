import { Inject, Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { subscribeToEvents } from '../events/event-subscribers.js';
import { NotificationSettingsController } from './notification-settings.controller.js';
import { NotificationSettingsService } from './notification-settings.service.js';
import { notificationSubscriber } from './notification-subscriber.js';
import { Unsubscriptions } from './unsubscriptions.service.js';
import { NotificationWorker } from './notification.worker.js';

/** E-mail notifications of what happens in workspaces: settings through the API, batches sent by a worker. */
@Module({
  controllers: [NotificationSettingsController],
  providers: [NotificationSettingsService, NotificationWorker, Unsubscriptions],
  exports: [NotificationSettingsService, NotificationWorker, Unsubscriptions],
})
export class NotificationsModule {
  constructor(dataSource: DataSource, @Inject(APP_CONFIG) config: AppConfig) {
    // What happens is told in its own transaction (events never import notifications).
    subscribeToEvents(dataSource, notificationSubscriber(config));
  }
}
