import type { ChatHandshake, ServerEvents } from '@stringer/shared/chat-events';
import { SOCKET_PATH } from '@stringer/shared/chat-events';
import { call } from '@stringer/test-support/api';
import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';

export type ChatSocket = Socket<ServerEvents>;

/** The app's address, listening on a free loopback port if it was not yet. */
export async function addressOf(app: FastifyInstance) {
  const address = app.server.address();
  if (address && typeof address === 'object') return `http://127.0.0.1:${address.port}`;
  return app.listen({ host: '127.0.0.1', port: 0 });
}

/** Signs a socket in as the spec's client does: the server-issued signature, then the handshake. */
export async function connectChat(app: FastifyInstance, token: string, base?: string): Promise<ChatSocket> {
  const signed = await call(app, 'GET', '/web/message/signature', { token });
  return connectWith(base ?? (await addressOf(app)), { token, ...signed.body.data });
}

export function connectWith(
  base: string,
  auth: Partial<ChatHandshake>,
  transports: ('polling' | 'websocket')[] = ['websocket'],
): Promise<ChatSocket> {
  const socket: ChatSocket = io(base, { path: SOCKET_PATH, auth, transports, reconnection: false });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => {
      socket.close();
      reject(err);
    });
  });
}

/** The next `event` the socket receives that `match` accepts. */
export function nextEvent<E extends keyof ServerEvents>(
  socket: ChatSocket,
  event: E,
  match: (...args: Parameters<ServerEvents[E]>) => boolean = () => true,
  timeoutMs = 5000,
): Promise<Parameters<ServerEvents[E]>[0]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${String(event)} within ${timeoutMs} ms`)), timeoutMs);
    const listener = (...args: Parameters<ServerEvents[E]>) => {
      if (!match(...args)) return;
      clearTimeout(timer);
      socket.off(event, listener as never);
      resolve(args[0]);
    };
    socket.on(event, listener as never);
  });
}
