import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { PageQuery } from '../../common/pagination/page.query.js';
import { PropertiesField } from '../../common/properties/properties.field.js';
import { parseInstant } from '../../common/time.js';
import { TextField } from '../../common/validation/fields.js';
import { Rule } from '../../common/validation/rule.js';
import { CustomFieldsField, CustomFieldUpdate } from '../../custom-fields/custom-field-values.rules.js';
import {
  AMOUNT_MAX_FRACTION_DIGITS,
  AMOUNT_MAX_INTEGER_DIGITS,
  AMOUNT_MAX_NUMBER_DIGITS,
  amountProblem,
} from '../../common/decimal.js';
import { DEAL_SHAPE } from '../deal.resource.js';

/** A number or a decimal string, kept exactly as canonical decimal text (bounds in common/decimal.ts). */
function AmountField(): PropertyDecorator {
  return applyDecorators(
    Rule('amount', amountProblem, 'nullable'),
    ApiProperty({
      required: false,
      // null is allowed through the string branch: OpenAPI 3.0's `nullable` needs a `type` beside it, which a oneOf
      // has not, and on every branch null would match more than one.
      oneOf: [{ type: 'string', nullable: true }, { type: 'number' }],
      example: '12500.5',
      description:
        `A decimal string (exact; at most ${AMOUNT_MAX_INTEGER_DIGITS} integer and ${AMOUNT_MAX_FRACTION_DIGITS} ` +
        `fraction digits) or a JSON number of at most ${AMOUNT_MAX_NUMBER_DIGITS} significant digits.`,
    }),
  );
}

function InstantField(description: string): PropertyDecorator {
  return applyDecorators(
    Rule(
      'instant',
      (v) =>
        typeof v === 'string' && parseInstant(v) !== null ? null : 'must be a date (YYYY-MM-DD) or an ISO 8601 time',
      'nullable',
    ),
    ApiProperty({ required: false, nullable: true, type: String, example: '2026-03-31', description }),
  );
}

export class CreateDealDto {
  @TextField({ min: 1, example: 'Globex renewal' })
  name: string;

  @AmountField()
  amount?: number | string | null;

  @TextField({ nullable: true, max: 100, example: 'negotiation' })
  stage?: string | null;

  @TextField({ nullable: true, max: 100, example: 'renewal' })
  type?: string | null;

  @InstantField('Expected close: a date (midnight UTC) or an ISO 8601 time.')
  closeDate?: string | null;

  @TextField({ nullable: true, min: 1, example: '1234567890', description: 'Id in the second CRM.' })
  crmBDealId?: string | null;

  @TextField({
    nullable: true,
    min: 1,
    example: '0065g00000AbCdE',
    description: 'Id in the first CRM.',
  })
  crmAOpportunityId?: string | null;

  @CustomFieldsField()
  customFields?: CustomFieldUpdate[];
}

export class UpdateDealDto {
  @TextField({ optional: true, min: 1, example: 'Globex renewal' })
  name?: string;

  @AmountField()
  amount?: number | string | null;

  @TextField({ nullable: true, max: 100, example: 'closed won' })
  stage?: string | null;

  @TextField({ nullable: true, max: 100, example: 'renewal' })
  type?: string | null;

  @InstantField('Expected close: a date (midnight UTC) or an ISO 8601 time; null clears.')
  closeDate?: string | null;

  @TextField({ nullable: true, min: 1, example: '1234567890' })
  crmBDealId?: string | null;

  @TextField({ nullable: true, min: 1, example: '0065g00000AbCdE' })
  crmAOpportunityId?: string | null;

  @CustomFieldsField()
  customFields?: CustomFieldUpdate[];
}

export class DealPropertiesQuery {
  @PropertiesField(DEAL_SHAPE)
  properties?: string[];
}

export class ListDealsQuery extends PageQuery {
  @PropertiesField(DEAL_SHAPE)
  properties?: string[];
}
