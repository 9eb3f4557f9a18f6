// Copies what tsc does not (the published workspace's Eta views and static files) from src/ into dist/src/.
import { cpSync, existsSync } from 'node:fs';

for (const folder of ['src/published-workspaces/views', 'src/published-workspaces/static']) {
  if (!existsSync(folder)) throw new Error(`${folder} is missing`);
  cpSync(folder, `dist/${folder}`, { recursive: true });
}
