import { Body, Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentOrg } from '../common/auth/public.decorator.js';
import { CSV_TYPE, JSON_TYPE, Negotiated, type Representation } from '../common/http/content-negotiation.js';
import { Endpoint } from '../common/http/openapi.js';
import { ParsedQuery } from '../common/http/parsed-query.js';
import type { OrgContext } from '../common/http/request.js';
import { listed, resourceRoutes } from '../common/http/routes.js';
import { type RowTarget, Target } from '../common/http/target.js';
import { etagged } from '../common/http/versioned.js';
import { UpdateWorkspaceFormDto } from './dto/update-workspace-form.dto.js';
import {
  ListWorkspaceFormResponsesQuery,
  ListWorkspaceFormsQuery,
  WorkspaceFormPropertiesQuery,
} from './dto/workspace-form.query.js';
import { WorkspaceFormDoc } from './workspace-form.resource.js';
import { WorkspaceFormResponseDoc } from './workspace-form-response.resource.js';
import { WorkspaceFormResponsesService } from './workspace-form-responses.service.js';
import { WorkspaceFormsService } from './workspace-forms.service.js';

const routes = resourceRoutes({ one: 'workspaceForm', many: 'workspaceForms', type: WorkspaceFormDoc });

/** What the responses routes say of their CSV (the same text on Dock's route). */
export const RESPONSES_CSV =
  'With `Accept: text/csv`: a header row (Response id, Respondent, Respondent e-mail, Submitted at, Updated at, then ' +
  'each question’s title in the form’s order) and one row per response, oldest first; a file answer is its signed ' +
  'links, one a line. Every response (at most 5,000) unless `page` or `limit` asks for one page. Cells starting ' +
  "with `=`, `+`, `-`, `@`, tab or CR get a leading `'` (spreadsheet formula injection).";

export const RESPONSES_DESCRIPTION =
  'Submitted responses (drafts are the contacts’ own), oldest first: the respondent, `submittedAt` (first ' +
  'submission), `updatedAt` (last edit), and `answers`, one per question the form asks now, in its order. File ' +
  'answers carry their files with signed download links that expire (`expiresAt`); a fresh read gives fresh links.';

@ApiTags('Workspace forms')
@ApiBearerAuth()
@Controller('v1/workspace-forms')
export class WorkspaceFormsController {
  constructor(
    private readonly forms: WorkspaceFormsService,
    private readonly responses: WorkspaceFormResponsesService,
  ) {}

  @routes.list({
    summary: 'List workspace forms',
    description:
      'The `form` sections of your workspaces seen as forms (a form’s id is its section’s). With ' +
      'filters[workspaceId]: that workspace’s forms in page order; otherwise newest first.',
  })
  async listWorkspaceForms(@CurrentOrg() org: OrgContext, @ParsedQuery() q: ListWorkspaceFormsQuery) {
    return listed('workspaceForms', await this.forms.list(org, q));
  }

  @routes.get({
    summary: 'Retrieve a workspace form',
    description: 'With its questions in order, whether it is locked, and how many responses it has.',
  })
  async getWorkspaceForm(@Target() t: RowTarget, @ParsedQuery() q: WorkspaceFormPropertiesQuery) {
    return etagged('workspaceForm', await this.forms.get(t.org, t.id, q.properties));
  }

  @routes.update({
    summary: 'Lock or unlock a workspace form',
    description:
      '`isLocked: true` stops taking responses and edits (the page shows the form locked; a submission gets 409); ' +
      '`false` takes them again. Shares its ETag with the form’s section; the change is a `workspaceSection.updated` ' +
      'event. Questions are edited through PATCH /v1/workspace-sections/{id}.',
  })
  async updateWorkspaceForm(
    @Target() t: RowTarget,
    @Body() dto: UpdateWorkspaceFormDto,
    @ParsedQuery() q: WorkspaceFormPropertiesQuery,
  ) {
    return etagged('workspaceForm', await this.forms.update(t.org, t.id, dto, q.properties, { ifMatch: t.ifMatch }));
  }

  @Get(':id/responses')
  @Endpoint({
    operationId: 'listWorkspaceFormResponses',
    summary: 'List a workspace form’s responses',
    description: RESPONSES_DESCRIPTION,
    returns: { key: 'workspaceFormResponses', type: WorkspaceFormResponseDoc, list: true },
    errors: [404],
    csv: RESPONSES_CSV,
  })
  async listWorkspaceFormResponses(
    @Target() t: RowTarget,
    @ParsedQuery() q: ListWorkspaceFormResponsesQuery,
    @Negotiated([JSON_TYPE, CSV_TYPE]) as: Representation,
  ) {
    if (as === CSV_TYPE) return this.responses.export(t.org, t.id, q);
    return listed('workspaceFormResponses', await this.responses.list(t.org, t.id, q));
  }
}
