import { describe, expect, it } from '@jest/globals';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
// @ts-expect-error: the lint configuration is plain JavaScript without types.
import { architecture } from '../eslint.architecture.js';

/** Lints one made-up file with the architecture rules only, as if it were saved at `filePath`. */
async function violations(filePath: string, source: string): Promise<string[]> {
  const eslint = new ESLint({
    cwd: process.cwd(),
    overrideConfigFile: true,
    overrideConfig: [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } }, ...architecture],
    ruleFilter: ({ ruleId }) => ruleId === 'boundaries/dependencies',
  });
  const [result] = await eslint.lintText(source, { filePath });
  return result.messages.map((message) => message.message);
}

describe('the architecture lint', () => {
  it('refuses an import from common/ into a resource folder', async () => {
    const found = await violations(
      'src/common/http/made-up.ts',
      "import { WorkspacesModule } from '../../workspaces/workspaces.module.js';\nexport const x = WorkspacesModule;\n",
    );
    expect(found).toEqual([expect.stringContaining('"common" to elements of type "workspaces"')]);
  });

  it('refuses an import from a lower resource folder into a higher one', async () => {
    const found = await violations(
      'src/users/made-up.ts',
      "import { WorkspacesModule } from '../workspaces/workspaces.module.js';\nexport const x = WorkspacesModule;\n",
    );
    expect(found).toEqual([expect.stringContaining('"users" to elements of type "workspaces"')]);
  });

  it('accepts a resource importing common/ and a folder it declares', async () => {
    const found = await violations(
      'src/workspaces/made-up.ts',
      "import { newId } from '../common/ids.js';\nimport { UserEntity } from '../users/user.entity.js';\n" +
        'export const x = [newId, UserEntity];\n',
    );
    expect(found).toEqual([]);
  });
});
