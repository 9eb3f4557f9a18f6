/**
 * Dock's documented request bodies, as the OpenAPI document shows them (CRM fields under our neutral names; ids are
 * placeholders). test/e2e/dock-example-bodies.e2e-spec.ts sends them, ids substituted, and expects them accepted.
 */
export const DOCK_CREATE_WORKSPACE_EXAMPLE = {
  templateId: 't1U2v3W4x5Y6',
  crmBCompanyId: '1234567890',
  crmBDealId: '1234567890',
  crmAAccountId: '1234567890',
  crmAOpportunityId: '1234567890',
  accountId: 'c1D2e3F4g5H6',
  shareSetting: 'landingPage',
  notifyPeople: false,
  workspaceUsers: [{ email: 'jsmith@example.com', role: 'owner' }],
  workspaceDomains: [{ domain: 'example.com', role: 'owner' }],
  name: 'My Workspace',
  autoPublishWorkspace: false,
  googleVerificationEnabled: false,
  magicLinkVerificationEnabled: false,
  welcomePageCta: 'View Workspace',
  welcomePageText: 'Welcome',
};

export const DOCK_SET_ACCESS_EXAMPLE = {
  workspaceUsers: [
    {
      role: 'owner',
      user: {
        firstName: 'John',
        lastName: 'Doe',
        avatar: 'https://dock.us/avatar.png',
        email: 'john.doe@example.com',
        name: 'John Doe',
      },
    },
  ],
  workspaceDomains: [{ role: 'owner', domain: 'dock.us' }],
  notifyPeople: false,
  message: 'You have been added to the workspace',
};
