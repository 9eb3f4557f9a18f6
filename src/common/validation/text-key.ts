/**
 * A comparison key under which text that reads the same is equal: NFKC (fullwidth `ＴＡＧ` and ligatures `ﬃ` become
 * `TAG` and `ffi`; NFD `Cafe\u0301` becomes NFC `Café`), full case folding (`ß` ≡ `ss`, `İ` ≡ `i̇`, `ς` ≡ `σ`) and
 * without default-ignorable code points (zero-width spaces and joiners, soft hyphens, bidi controls, variation
 * selectors) — the equivalence UTS #46 gives domain names, which workspace domains already use.
 *
 * Full case folding is upper-casing then lower-casing (JavaScript's mappings are the full, locale-independent ones),
 * normalised again because case mapping can leave text unnormalised. Keys can be longer than the text (`ﬃ` → `ffi`),
 * so whoever stores a key checks its length (codePointLength) before the database does.
 */
const IGNORABLE = /\p{Default_Ignorable_Code_Point}/gu;

export function foldedKey(text: string): string {
  return text
    .replace(IGNORABLE, '')
    .normalize('NFKC')
    .toUpperCase()
    .toLowerCase()
    .normalize('NFKC')
    .replace(IGNORABLE, '');
}

const SURROGATE_UNIT = /[\uD800-\uDFFF]/;

/** Length as PostgreSQL's varchar(n) counts it: code points, not UTF-16 units. */
export function codePointLength(text: string): number {
  // Without a surrogate every UTF-16 unit is one code point: most text is counted without iterating it.
  if (!SURROGATE_UNIT.test(text)) return text.length;
  let n = 0;
  for (const _ of text) n++;
  return n;
}
