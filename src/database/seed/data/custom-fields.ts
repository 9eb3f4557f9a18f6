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

interface FieldSpec {
  /** Unique within its object type. */
  key: string;
  name: string;
  type: CustomFieldType;
  /** [label, value] pairs of a select field. */
  options?: [string, string][];
}

const field = (objectType: CustomFieldObject, { key, name, type, options }: FieldSpec): DemoCustomField => ({
  key: `${objectType}.${key}`,
  objectType,
  name,
  type,
  options,
});

/** Every one of the eight types on each object type, so clients can see every value form. */
export const DEMO_CUSTOM_FIELDS: readonly DemoCustomField[] = [
  field('workspace', { key: 'projectCode', name: 'Project Code', type: 'singleLineText' }),
  field('workspace', { key: 'successCriteria', name: 'Success Criteria', type: 'multiLineText' }),
  field('workspace', { key: 'kickoffDate', name: 'Kickoff Date', type: 'date' }),
  field('workspace', { key: 'seatsPurchased', name: 'Seats Purchased', type: 'number' }),
  field('workspace', { key: 'sponsorEngaged', name: 'Executive Sponsor Engaged', type: 'singleCheckbox' }),
  field('workspace', { key: 'modulesInScope', name: 'Modules in Scope', type: 'multiCheckboxes', options: [
    ['Analytics', 'analytics'],
    ['Integrations', 'integrations'],
    ['Single sign-on', 'sso'],
    ['Reporting', 'reporting'],
  ] }),
  field('workspace', { key: 'onboardingTier', name: 'Onboarding Tier', type: 'dropdownSelect', options: [
    ['Self-serve', 'self_serve'],
    ['Standard', 'standard'],
    ['Premium', 'premium'],
  ] }),
  field('workspace', { key: 'health', name: 'Project Health', type: 'radioSelect', options: [
    ['On track', 'on_track'],
    ['At risk', 'at_risk'],
    ['Off track', 'off_track'],
  ] }),
  field('account', { key: 'legalName', name: 'Legal Entity Name', type: 'singleLineText' }),
  field('account', { key: 'notes', name: 'Account Notes', type: 'multiLineText' }),
  field('account', { key: 'customerSince', name: 'Customer Since', type: 'date' }),
  field('account', { key: 'employeeCount', name: 'Employee Count', type: 'number' }),
  field('account', { key: 'strategic', name: 'Strategic Account', type: 'singleCheckbox' }),
  field('account', { key: 'productsOwned', name: 'Products Owned', type: 'multiCheckboxes', options: [
    ['Core platform', 'core'],
    ['Analytics', 'analytics'],
    ['Customer portal', 'portal'],
    ['API access', 'api'],
  ] }),
  field('account', { key: 'industry', name: 'Industry', type: 'dropdownSelect', options: [
    ['Software', 'software'],
    ['Healthcare', 'healthcare'],
    ['Logistics', 'logistics'],
    ['Manufacturing', 'manufacturing'],
    ['Financial services', 'financial_services'],
  ] }),
  field('account', { key: 'tier', name: 'Customer Tier', type: 'radioSelect', options: [
    ['Gold', 'gold'],
    ['Silver', 'silver'],
    ['Bronze', 'bronze'],
  ] }),
  field('deal', { key: 'competitor', name: 'Main Competitor', type: 'singleLineText' }),
  field('deal', { key: 'nextSteps', name: 'Next Steps', type: 'multiLineText' }),
  field('deal', { key: 'contractStart', name: 'Contract Start Date', type: 'date' }),
  field('deal', { key: 'discount', name: 'Discount Percent', type: 'number' }),
  field('deal', { key: 'legalReview', name: 'Legal Review Required', type: 'singleCheckbox' }),
  field('deal', { key: 'criteria', name: 'Decision Criteria', type: 'multiCheckboxes', options: [
    ['Price', 'price'],
    ['Security', 'security'],
    ['Integrations', 'integrations'],
    ['Support', 'support'],
  ] }),
  field('deal', { key: 'leadSource', name: 'Lead Source', type: 'dropdownSelect', options: [
    ['Inbound', 'inbound'],
    ['Outbound', 'outbound'],
    ['Partner', 'partner'],
    ['Event', 'event'],
  ] }),
  field('deal', { key: 'forecast', name: 'Forecast Category', type: 'radioSelect', options: [
    ['Commit', 'commit'],
    ['Best case', 'best_case'],
    ['Pipeline', 'pipeline'],
  ] }),
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
