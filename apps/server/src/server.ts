import { enableCompileCache } from 'node:module';

/**
 * The web server's entry (`node apps/server/dist/server.js`). V8's compiled code is kept on disk
 * (Node's compile cache: the system's temporary folder, or NODE_COMPILE_CACHE), so the bundle's
 * ~5 MB are compiled once per build rather than at every start; it applies only to modules loaded
 * after it is enabled, hence the rest is imported from here (docs/decisions/0065).
 */
enableCompileCache();
await import('./main');
