import { createClient, unwrap } from '@workspace-collab/client';

const api = createClient({
  baseUrl: process.env.API_URL ?? 'http://localhost:3000',
  apiKey: process.env.API_KEY ?? '',
});
const { workspaces } = await unwrap(api.GET('/v1/workspaces', { params: { query: { limit: 10 } } }));
console.log(workspaces.map((workspace) => [workspace.name, workspace.taskProgress]));
