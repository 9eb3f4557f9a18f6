import type { DataSource } from 'typeorm';
import type { AppConfig } from '../../config/config.js';

interface Log {
  log(message: string): void;
}

export async function seedDemoIfEmpty(_dataSource: DataSource, _config: AppConfig, _logger: Log): Promise<void> {
  // Filled in by the demo-data work (issue 3, step 5).
}
