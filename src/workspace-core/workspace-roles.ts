/** The roles a person (workspace user) or everyone at a domain (workspace domain) can have on a workspace. */
export const WORKSPACE_ROLES = ['owner', 'editor', 'collaborator', 'viewer', 'commenter'] as const;
export type WorkspaceRole = (typeof WORKSPACE_ROLES)[number];
