/**
 * A stylesheet imported for its side effect (Vite bundles it). TypeScript 7 checks that such an
 * import resolves to something it knows (`noUncheckedSideEffectImports`, docs/decisions/0083).
 */
declare module '*.css';
