/**
 * FRAMEWORK SEAM: class-validator's rule lookup (docs/architecture.md, "Framework seams"). One file, so an upgrade of
 * class-validator has one place to look.
 *
 * What it relies on (checked with class-validator 0.15.1, pinned in CHECKED_VERSION, which metadata-cache.spec.ts holds
 * the installed package to):
 * - public: `getMetadataStorage()` returns the process's one `MetadataStorage` (an exported class), and its methods
 *   `getTargetValidationMetadatas(target, schema, always, strictGroups, groups)` and `addValidationMetadata(rule)`.
 * - internal, replaced on that one instance: that `validate()` finds a class's rules only by calling the instance's
 *   `getTargetValidationMetadatas`, whose answer depends only on its arguments and the rules registered; that every
 *   rule (decorators, `registerDecorator`, schemas) is registered through the instance's `addValidationMetadata`; and
 *   that no caller changes the array it is given.
 * No supported option does this: `ValidatorOptions` has none, and Nest's `validatorPackage` would need a validator
 * that takes resolved rules, which class-validator does not export.
 * Guards: metadata-cache.spec.ts (the version, validate() consulting the cache, every way to register a rule) and
 * test/e2e/framework-seams.e2e-spec.ts (every DTO of the application answered as class-validator resolves it). On an
 * upgrade that breaks one of them: fix this file, or drop the call in validation.pipe.ts (every answer the same, about
 * 50 µs more per validated request).
 */
import { getMetadataStorage } from 'class-validator';

type MetadataStorage = ReturnType<typeof getMetadataStorage>;
type Lookup = MetadataStorage['getTargetValidationMetadatas'];
type Metadatas = ReturnType<Lookup>;

/** The versions this seam was checked against, `[lowest, below]`: metadata-cache.spec.ts fails outside them. */
export const CHECKED_VERSION: readonly [string, string] = ['0.15.1', '0.16.0'];

const installed = new WeakSet<MetadataStorage>();

/**
 * Makes class-validator resolve a class's rules once instead of on every validate().
 *
 * To find the rules a class inherits, `getTargetValidationMetadatas` tests the class against every class that
 * declares a rule (`instanceof`, each time): with this service's few hundred DTOs that was 50 µs of every request
 * that validates a query or body (a quarter of a list request's parameter handling, measured by
 * `npm run bench -- --profile`; upstream: typestack/class-validator#2686). Its result depends only on its arguments
 * and on the rules registered, and rules are registered when a class is defined (its decorators run), so the answer
 * is kept per class and arguments and forgotten whenever a rule is added: a class defined later, or a mapped type
 * (`PartialType`) copying its parent's rules, is never answered from an older set.
 *
 * Installed once per storage (class-validator keeps one per process); the results are frozen, since every caller
 * now shares them.
 */
export function cacheValidationMetadata(storage: MetadataStorage = getMetadataStorage()): void {
  if (installed.has(storage)) return;
  installed.add(storage);
  const resolve: Lookup = storage.getTargetValidationMetadatas.bind(storage);
  const addRule = storage.addValidationMetadata.bind(storage);
  let byClass = new WeakMap<Function, Map<string, Metadatas>>();

  storage.addValidationMetadata = (metadata) => {
    byClass = new WeakMap();
    addRule(metadata);
  };
  storage.getTargetValidationMetadatas = (target, schema, always, strictGroups, groups) => {
    const key = JSON.stringify([schema, always, strictGroups, groups ?? null]);
    let answers = byClass.get(target);
    if (!answers) byClass.set(target, (answers = new Map()));
    let metadatas = answers.get(key);
    if (!metadatas) {
      metadatas = Object.freeze(resolve(target, schema, always, strictGroups, groups)) as Metadatas;
      answers.set(key, metadatas);
    }
    return metadatas;
  };
}
