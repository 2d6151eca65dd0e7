/** The baseline: a bare @tus/server with its file store, nothing else (bench/upload.ts starts it). */
import http from 'node:http';
import { FileStore } from '@tus/file-store';
import { Server } from '@tus/server';

const [directory = '/tmp/bare-tus'] = process.argv.slice(2);
const tus = new Server({ path: '/files', datastore: new FileStore({ directory }) });
const server = http.createServer((req, res) => void tus.handle(req, res));
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (address && typeof address === 'object') console.log(`listening on ${address.port}`);
});
// Exits as ours does on SIGTERM, so that node writes its --cpu-prof profile.
process.on('SIGTERM', () => server.close(() => process.exit(0)));
