import rootPackage from '../../../../package.json' with { type: 'json' };

/**
 * The Node.js the product runs on: the registry's `node` package, pinned in the root package.json,
 * which puts it in `node_modules/.bin` where every npm script finds it first (docs/decisions/0039).
 * The machine's own Node only runs npm.
 */
export const PINNED_NODE = rootPackage.dependencies.node;

/** Why this process is not on the pinned Node, or null when it is. */
export function runtimeMismatch(running = process.versions.node): string | null {
  if (running === PINNED_NODE) return null;
  return `running on Node ${running}, built and tested for ${PINNED_NODE}: start it with node_modules/.bin/node (npm start does)`;
}
