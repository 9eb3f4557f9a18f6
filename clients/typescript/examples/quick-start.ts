import { ApiError, createClient, unwrap } from '@workspace-collab/client';

const api = createClient({
  baseUrl: process.env.API_URL ?? 'http://localhost:3000',
  apiKey: process.env.API_KEY ?? '',
});

// Paths, parameters, bodies and answers are typed from the API's OpenAPI document; unwrap returns what `data` holds.
const { template } = await unwrap(
  api.POST('/v1/templates', {
    body: { name: 'Enterprise onboarding', planTasks: [{ title: 'Kick-off call', dueOffsetDays: 2 }] },
  }),
);
const { workspace } = await unwrap(
  api.POST('/v1/workspaces', {
    body: { name: 'Umbrella onboarding', templateId: template.id, startDate: '2026-12-01' },
  }),
);
const { workspacePlanTasks } = await unwrap(
  api.GET('/v1/workspace-plan-tasks', { params: { query: { filters: { workspaceId: workspace.id } } } }),
);
console.log(
  workspace.name,
  workspacePlanTasks.map((task) => [task.title, task.dueDate, task.status]),
);

// An error answer throws an ApiError carrying the API's error body: status, code, message, details, requestId.
try {
  await unwrap(api.GET('/v1/workspaces/{id}', { params: { path: { id: 'a1B2c3D4e5F6' } } }));
} catch (error) {
  if (!(error instanceof ApiError)) throw error;
  console.log(error.status, error.code, error.requestId);
}
