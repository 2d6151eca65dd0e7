/** The baseline for bench/chat.ts: a bare Socket.IO server that fans a message out to one room. */
import http from 'node:http';
import { Server } from 'socket.io';

const server = http.createServer();
const io = new Server(server, { serveClient: false });
io.on('connection', (socket) => {
  if (socket.handshake.auth.room) void socket.join(String(socket.handshake.auth.room));
  socket.on('send', (message: { text: string }, ack?: () => void) => {
    io.to('support').emit('message', message);
    ack?.();
  });
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (address && typeof address === 'object') console.log(`listening on ${address.port}`);
});
