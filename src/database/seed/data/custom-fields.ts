import type { CustomFieldObject, CustomFieldType } from '../../../custom-fields/custom-field.entity.js';

export interface DemoCustomField {
  key: string;
  objectType: CustomFieldObject;
  name: string;
  type: CustomFieldType;
  /** [label, value] in display order; only for the three option types. */
  options?: [label: string, value: string][];
}

/** A value as a client would send it; the seed stores its canonical form. Select values name option values. */
export type DemoRawValue = string | number | boolean | string[];

/** [field key, object key (a workspace, account or deal key of the matching object type), value]. */
export type DemoFieldValue = [field: string, object: string, value: DemoRawValue];

const field = (
  objectType: CustomFieldObject,
  key: string,
  name: string,
  type: CustomFieldType,
  options?: [string, string][],
): DemoCustomField => ({ key: `${objectType}.${key}`, objectType, name, type, options });

/** Every one of the eight types on each object type, so clients can see every value form. */
export const DEMO_CUSTOM_FIELDS: readonly DemoCustomField[] = [
  field('workspace', 'projectCode', 'Project Code', 'singleLineText'),
  field('workspace', 'successCriteria', 'Success Criteria', 'multiLineText'),
  field('workspace', 'kickoffDate', 'Kickoff Date', 'date'),
  field('workspace', 'seatsPurchased', 'Seats Purchased', 'number'),
  field('workspace', 'sponsorEngaged', 'Executive Sponsor Engaged', 'singleCheckbox'),
  field('workspace', 'modulesInScope', 'Modules in Scope', 'multiCheckboxes', [
    ['Analytics', 'analytics'],
    ['Integrations', 'integrations'],
    ['Single sign-on', 'sso'],
    ['Reporting', 'reporting'],
  ]),
  field('workspace', 'onboardingTier', 'Onboarding Tier', 'dropdownSelect', [
    ['Self-serve', 'self_serve'],
    ['Standard', 'standard'],
    ['Premium', 'premium'],
  ]),
  field('workspace', 'health', 'Project Health', 'radioSelect', [
    ['On track', 'on_track'],
    ['At risk', 'at_risk'],
    ['Off track', 'off_track'],
  ]),
  field('account', 'legalName', 'Legal Entity Name', 'singleLineText'),
  field('account', 'notes', 'Account Notes', 'multiLineText'),
  field('account', 'customerSince', 'Customer Since', 'date'),
  field('account', 'employeeCount', 'Employee Count', 'number'),
  field('account', 'strategic', 'Strategic Account', 'singleCheckbox'),
  field('account', 'productsOwned', 'Products Owned', 'multiCheckboxes', [
    ['Core platform', 'core'],
    ['Analytics', 'analytics'],
    ['Customer portal', 'portal'],
    ['API access', 'api'],
  ]),
  field('account', 'industry', 'Industry', 'dropdownSelect', [
    ['Software', 'software'],
    ['Healthcare', 'healthcare'],
    ['Logistics', 'logistics'],
    ['Manufacturing', 'manufacturing'],
    ['Financial services', 'financial_services'],
  ]),
  field('account', 'tier', 'Customer Tier', 'radioSelect', [
    ['Gold', 'gold'],
    ['Silver', 'silver'],
    ['Bronze', 'bronze'],
  ]),
  field('deal', 'competitor', 'Main Competitor', 'singleLineText'),
  field('deal', 'nextSteps', 'Next Steps', 'multiLineText'),
  field('deal', 'contractStart', 'Contract Start Date', 'date'),
  field('deal', 'discount', 'Discount Percent', 'number'),
  field('deal', 'legalReview', 'Legal Review Required', 'singleCheckbox'),
  field('deal', 'criteria', 'Decision Criteria', 'multiCheckboxes', [
    ['Price', 'price'],
    ['Security', 'security'],
    ['Integrations', 'integrations'],
    ['Support', 'support'],
  ]),
  field('deal', 'leadSource', 'Lead Source', 'dropdownSelect', [
    ['Inbound', 'inbound'],
    ['Outbound', 'outbound'],
    ['Partner', 'partner'],
    ['Event', 'event'],
  ]),
  field('deal', 'forecast', 'Forecast Category', 'radioSelect', [
    ['Commit', 'commit'],
    ['Best case', 'best_case'],
    ['Pipeline', 'pipeline'],
  ]),
];

export const DEMO_FIELD_VALUES: readonly DemoFieldValue[] = [
  ['workspace.projectCode', 'globex-onboarding', 'GLX-2025-014'],
  ['workspace.successCriteria', 'globex-onboarding', 'All 4 regions live on the platform.\nWeekly active users above 80%.'],
  ['workspace.kickoffDate', 'globex-onboarding', '2025-09-15'],
  ['workspace.seatsPurchased', 'globex-onboarding', 250],
  ['workspace.sponsorEngaged', 'globex-onboarding', true],
  ['workspace.modulesInScope', 'globex-onboarding', ['sso', 'analytics', 'reporting']],
  ['workspace.onboardingTier', 'globex-onboarding', 'premium'],
  ['workspace.health', 'globex-onboarding', 'on_track'],
  ['workspace.projectCode', 'stark-onboarding', 'STK-2025-031'],
  ['workspace.seatsPurchased', 'stark-onboarding', '120.0'],
  ['workspace.sponsorEngaged', 'stark-onboarding', 'false'],
  ['workspace.modulesInScope', 'stark-onboarding', ['integrations']],
  ['workspace.onboardingTier', 'stark-onboarding', 'standard'],
  ['workspace.health', 'stark-onboarding', 'at_risk'],
  ['workspace.successCriteria', 'northwind-sales', 'Replace spreadsheets for the EMEA sales team.'],
  ['workspace.health', 'northwind-sales', 'on_track'],
  ['workspace.kickoffDate', 'wayne-evaluation', '2026-01-12'],
  ['account.legalName', 'globex', 'Globex Corporation Inc.'],
  ['account.notes', 'globex', 'Largest customer in the portfolio.\nRenewal negotiated by procurement.'],
  ['account.customerSince', 'globex', '2023-04-01'],
  ['account.employeeCount', 'globex', 12500],
  ['account.strategic', 'globex', true],
  ['account.productsOwned', 'globex', ['core', 'analytics', 'api']],
  ['account.industry', 'globex', 'manufacturing'],
  ['account.tier', 'globex', 'gold'],
  ['account.legalName', 'stark', 'Stark Logistics GmbH'],
  ['account.employeeCount', 'stark', 3400],
  ['account.strategic', 'stark', false],
  ['account.productsOwned', 'stark', ['core']],
  ['account.industry', 'stark', 'logistics'],
  ['account.tier', 'stark', 'silver'],
  ['account.customerSince', 'initech', '2024-11-20'],
  ['account.industry', 'initech', 'software'],
  ['account.tier', 'initech', 'bronze'],
  ['account.industry', 'umbrella', 'healthcare'],
  ['account.notes', 'northwind', 'Evaluating us against two competitors; decision expected this quarter.'],
  ['deal.competitor', 'northwind-enterprise', 'Initrode Suite'],
  ['deal.nextSteps', 'northwind-enterprise', 'Send the revised order form.\nSchedule a security call with their CISO.'],
  ['deal.contractStart', 'northwind-enterprise', '2026-03-01'],
  ['deal.discount', 'northwind-enterprise', '12.50'],
  ['deal.legalReview', 'northwind-enterprise', true],
  ['deal.criteria', 'northwind-enterprise', ['security', 'price']],
  ['deal.leadSource', 'northwind-enterprise', 'inbound'],
  ['deal.forecast', 'northwind-enterprise', 'commit'],
  ['deal.discount', 'globex-renewal', 5],
  ['deal.legalReview', 'globex-renewal', false],
  ['deal.criteria', 'globex-renewal', ['support', 'integrations']],
  ['deal.forecast', 'globex-renewal', 'best_case'],
  ['deal.leadSource', 'wayne-enterprise', 'event'],
  ['deal.forecast', 'wayne-enterprise', 'pipeline'],
  ['deal.contractStart', 'initech-renewal', '2026-04-01'],
];
