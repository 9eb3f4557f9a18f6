import { readFileSync } from 'node:fs';
import semver from 'semver';

interface LockedPackage {
  version?: string;
  engines?: { node?: string } | string[];
}

const root = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, LockedPackage> };

/**
 * Every Node version package.json claims must satisfy every installed package's `engines.node`: otherwise
 * `npm install` warns (EBADENGINE) and the package may really need a newer Node (nestjs-pino 5 and file-type 22 asked
 * for Node 22 while we claim 20.19).
 */
describe('dependencies fit the Node versions we claim', () => {
  it('no locked package (runtime or dev) excludes a Node version package.json engines allows', () => {
    const misfits = Object.entries(lock.packages)
      .filter(([path, pkg]) => path !== '' && typeof pkg.engines === 'object' && !Array.isArray(pkg.engines))
      .filter(([, pkg]) => {
        const wanted = (pkg.engines as { node?: string }).node;
        return wanted !== undefined && !semver.subset(root.engines.node, wanted, { includePrerelease: false });
      })
      .map(
        ([path, pkg]) =>
          `${path.replace(/^node_modules\//, '')}@${pkg.version}: node ${(pkg.engines as { node: string }).node}`,
      );
    expect(misfits).toEqual([]);
  });
});
