import type { ExampleObject } from '@nestjs/swagger';

/**
 * Request bodies for the section routes' documentation, one per common kind. Rendered from the DTOs alone, an example
 * would carry every kind's content field at once, which the API refuses; these are bodies it accepts, ids aside
 * (test/e2e/openapi-examples.e2e-spec.ts sends them with real ids).
 */
const PAGE = 'g7H8i9J0k1L2';

export const CREATE_SECTION_EXAMPLES: Record<string, ExampleObject> = {
  text: {
    summary: 'Markdown text',
    value: {
      workspacePageId: PAGE,
      kind: 'text',
      title: 'Welcome',
      text: '## Welcome\n\nEverything for your rollout, in one place.',
    },
  },
  plan: {
    summary: "The workspace's mutual action plan",
    value: { workspacePageId: PAGE, kind: 'plan', title: 'Our plan together', workspacePlanId: 'q7R8s9T0u1V2' },
  },
  assets: {
    summary: 'Assets in display order',
    value: { workspacePageId: PAGE, kind: 'assets', title: 'Product tour', assetIds: ['a1B2c3D4e5F6', 'b2C3d4E5f6G7'] },
  },
  link: {
    summary: 'A link, second on the page',
    value: {
      workspacePageId: PAGE,
      kind: 'link',
      title: 'Rollout guide',
      linkUrl: 'https://example.com/rollout-guide',
      index: 1,
    },
  },
};

export const UPDATE_SECTION_EXAMPLES: Record<string, ExampleObject> = {
  move: { summary: 'Rename it and move it to the top of its page', value: { title: 'Start here', index: 0 } },
  kind: {
    summary: 'Turn it into a link (the old content is cleared)',
    value: { kind: 'link', linkUrl: 'https://example.com/rollout-guide' },
  },
  hide: { summary: 'Hide it from visitors', value: { isHidden: true } },
};
