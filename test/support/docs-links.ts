import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export interface DocLink {
  file: string;
  target: string;
}

/** README.md and every Markdown file under docs/, relative to the repository root. */
export function markdownFiles(root: string): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(join(root, dir)).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(join(root, path)).isDirectory()) return walk(path);
      return name.endsWith('.md') ? [path] : [];
    });
  return ['README.md', ...walk('docs')];
}

/** The text a reader sees as prose: fenced blocks and inline code removed, so examples are not taken for links. */
export function prose(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
}

/** Inline links `[text](target "title")` and reference definitions `[label]: target`. */
export function linksOf(file: string, markdown: string): DocLink[] {
  const text = prose(markdown);
  const inline = [...text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]);
  const references = [...text.matchAll(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+"[^"]*")?\s*$/gm)].map((m) => m[1]);
  return [...inline, ...references].map((target) => ({ file, target }));
}

/** The anchors GitHub gives a document's headings (lower case, punctuation dropped, spaces as hyphens). */
export function anchorsOf(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const [, heading] of prose(markdown).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = heading
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n === 0 ? base : `${base}-${n}`);
  }
  return anchors;
}

/**
 * Why a link leaves the repository or leads nowhere, or null when it is fine. Web addresses (public references such
 * as a package page) are allowed; everything else must be a file of this repository, and a `#anchor` a heading of it.
 */
export function problemOf(root: string, link: DocLink): string | null {
  const { file, target } = link;
  if (/^(https?|mailto):/i.test(target)) return null;
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return 'a scheme other than http(s) or mailto';
  if (target.startsWith('/')) return 'an absolute path (write it relative to the file)';
  const [path, anchor] = target.split('#', 2);
  if (path === '') return checkAnchor(resolve(root, file), anchor);
  const resolved = resolve(root, dirname(file), decodeURI(path));
  if (relative(root, resolved).startsWith('..')) return 'a path outside the repository';
  if (!existsSync(resolved)) return 'no such file';
  return checkAnchor(resolved, anchor);
}

function checkAnchor(path: string, anchor: string | undefined): string | null {
  if (anchor === undefined || anchor === '') return null;
  if (!path.endsWith('.md')) return null;
  return anchorsOf(readFileSync(path, 'utf8')).has(anchor) ? null : `no heading #${anchor}`;
}
