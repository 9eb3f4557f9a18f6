import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CSV_TYPE, JSON_TYPE, Negotiated, type Representation } from '../common/http/content-negotiation.js';
import { Endpoint } from '../common/http/openapi.js';
import { ParsedQuery } from '../common/http/parsed-query.js';
import { listed } from '../common/http/routes.js';
import { type RowTarget, Target } from '../common/http/target.js';
import { ListWorkspaceFormResponsesQuery } from './dto/workspace-form.query.js';
import { WorkspaceFormResponseDoc } from './workspace-form-response.resource.js';
import { WorkspaceFormResponsesService } from './workspace-form-responses.service.js';
import { RESPONSES_CSV, RESPONSES_DESCRIPTION } from './workspace-forms.controller.js';

/** Dock's path to a form's responses, answering what GET /v1/workspace-forms/{id}/responses answers. */
@ApiTags('Workspace forms')
@ApiBearerAuth()
@Controller('v1/forms')
export class FormsController {
  constructor(private readonly responses: WorkspaceFormResponsesService) {}

  @Get(':id/responses')
  @Endpoint({
    operationId: 'listFormResponses',
    summary: 'List a form’s responses (Dock’s path)',
    description: `Dock’s path for GET /v1/workspace-forms/{id}/responses, with the same answer. ${RESPONSES_DESCRIPTION}`,
    returns: { key: 'workspaceFormResponses', type: WorkspaceFormResponseDoc, list: true },
    errors: [404],
    csv: RESPONSES_CSV,
  })
  async listFormResponses(
    @Target() t: RowTarget,
    @ParsedQuery() q: ListWorkspaceFormResponsesQuery,
    @Negotiated([JSON_TYPE, CSV_TYPE]) as: Representation,
  ) {
    if (as === CSV_TYPE) return this.responses.export(t.org, t.id, q);
    return listed('workspaceFormResponses', await this.responses.list(t.org, t.id, q));
  }
}
