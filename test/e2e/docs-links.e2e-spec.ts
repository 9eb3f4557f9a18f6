import { readFileSync } from 'node:fs';
import { guideBlocks } from '../support/docs-guide.js';
import { linksOf, markdownFiles, problemOf } from '../support/docs-links.js';

const ROOT = process.cwd();
const files = markdownFiles(ROOT);
const read = (file: string) => readFileSync(file, 'utf8');

/** The README and docs/ stand on their own: every link resolves inside the repository, examples run where they are. */
describe('README.md and docs/', () => {
  it('finds the documents', () => {
    expect(files).toEqual(expect.arrayContaining(['README.md', 'docs/README.md', 'docs/api-guide.md']));
  });

  it('keeps the README a front page (at most 200 lines)', () => {
    expect(read('README.md').split('\n').length).toBeLessThanOrEqual(200);
  });

  it('links only to files (and headings) of this repository, or to web addresses', () => {
    const problems = files
      .flatMap((file) => linksOf(file, read(file)))
      .map((link) => ({ ...link, problem: problemOf(ROOT, link) }))
      .filter((link) => link.problem !== null);
    expect(problems).toEqual([]);
  });

  it('names no path outside the repository, even in code or prose', () => {
    const outside = files.filter((file) => /\.\.\/shared\b|\/work\//.test(read(file)));
    expect(outside).toEqual([]);
  });

  it('shows curl examples only in docs/api-guide.md, whose blocks a test runs', () => {
    const elsewhere = files
      .filter((file) => file !== 'docs/api-guide.md')
      .filter((file) => guideBlocks(read(file)).some((block) => /\bcurl\b/.test(block.code)));
    expect(elsewhere).toEqual([]);
  });
});
