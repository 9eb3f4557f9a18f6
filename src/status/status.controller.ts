import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOperation, ApiProperty, ApiResponse, ApiTags } from '@nestjs/swagger';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { Public } from '../common/auth/public.decorator.js';
import { AppError } from '../common/http/app-error.js';
import { ErrorBody } from '../common/http/openapi.js';
import { ParsedQuery } from '../common/http/parsed-query.js';
import { EmptyQuery } from '../common/http/empty.query.js';
import { Db } from '../database/db.service.js';
import { MailStats } from '../mail/mail-stats.js';

class MailStatusDoc {
  @ApiProperty({
    example: 3,
    description: 'E-mails not sent yet (due, waiting for a retry, or deferred), all organizations.',
  })
  queued: number;
  @ApiProperty({
    example: 0,
    description:
      "Of those, the ones held back by an organization's hourly invitation quota (INVITATIONS_PER_ORG_PER_HOUR).",
  })
  deferredByQuota: number;
}

class StatusDoc {
  @ApiProperty({ example: 'ok' }) status: string;
  @ApiProperty({ example: 'ok' }) database: string;
  @ApiProperty({ example: '1.0.0' }) version: string;
  @ApiProperty({ type: MailStatusDoc, description: 'The e-mail outbox, totals only (counted at most every 5 s).' })
  mail: MailStatusDoc;
}

class StatusEnvelope {
  @ApiProperty({ type: StatusDoc }) data: StatusDoc;
}

@ApiTags('Status')
@Controller('v1/status')
export class StatusController {
  constructor(
    private readonly db: Db,
    private readonly mail: MailStats,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Public()
  @Get()
  @ApiOperation({
    operationId: 'getStatus',
    summary: 'Check service health',
    description:
      'No key needed: for load balancers and uptime checks. 200 while the database answers, with the version and ' +
      "the e-mail outbox's totals; 503 (with Retry-After) while it does not.",
  })
  @ApiResponse({ status: 200, type: StatusEnvelope, description: 'The service and its database answer.' })
  @ApiResponse({ status: 400, type: ErrorBody, description: 'A query parameter was sent; the route takes none.' })
  @ApiResponse({ status: 503, type: ErrorBody, description: 'The database cannot be reached.' })
  async getStatus(@ParsedQuery() _query: EmptyQuery): Promise<StatusDoc> {
    let mail: MailStatusDoc;
    try {
      await this.db.ping();
      mail = await this.mail.current();
    } catch {
      throw new AppError(503, 'The database is unavailable', [{ field: 'database', message: 'unavailable' }], {
        'Retry-After': '5',
      });
    }
    return { status: 'ok', database: 'ok', version: this.config.version, mail };
  }
}
