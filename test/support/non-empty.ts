/**
 * The items, once asserted to be at least `min` of them: a loop of assertions over a computed list that came out
 * empty would pass having checked nothing.
 *
 *   for (const route of nonEmpty(routes.filter((r) => r.path.includes(':id')))) { ... }
 */
export function nonEmpty<T>(items: readonly T[], min = 1): readonly T[] {
  expect(items.length).toBeGreaterThanOrEqual(min);
  return items;
}
