import { createAdapter } from '@socket.io/redis-adapter';
import type { ChatHandshake, ServerEvents } from '@stringer/shared/chat-events';
import { SOCKET_PATH } from '@stringer/shared/chat-events';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { Server } from 'socket.io';
import type { AuthSession } from './auth';

type KickReason = Parameters<ServerEvents['kicked']>[0]['reason'];

/** Pushes to signed-in browsers; with Redis, whichever instance holds their socket. */
export interface Realtime {
  toAccount<E extends keyof ServerEvents>(accountId: number, event: E, ...args: Parameters<ServerEvents[E]>): void;
  /** The support inbox: every support member and admin signed in. */
  toSupport<E extends keyof ServerEvents>(event: E, ...args: Parameters<ServerEvents[E]>): void;
  /** Tells the sockets of ended sessions why, then closes them. */
  endSession(sessionId: number, reason: KickReason): void;
  endAccount(accountId: number, reason: KickReason): void;
}

interface Options {
  redis: Redis | undefined;
  log: FastifyBaseLogger;
  /** Checks the handshake: the session behind the token, whose account the signature must name. */
  authenticate(handshake: Partial<ChatHandshake>): Promise<AuthSession>;
}

const SUPPORT_ROOM = 'support';
const accountRoom = (id: number) => `account:${id}`;
const sessionRoom = (id: number) => `session:${id}`;

/** Socket.IO on the API's own HTTP server and port. */
export function attachRealtime(app: FastifyInstance, { redis, log, authenticate }: Options): Realtime {
  const io = new Server<Record<string, never>, ServerEvents>(app.server, { path: SOCKET_PATH, serveClient: false });
  if (redis) {
    const pub = redis.duplicate();
    const sub = redis.duplicate();
    io.adapter(createAdapter(pub, sub));
    app.addHook('onClose', async () => {
      pub.disconnect();
      sub.disconnect();
    });
  }
  io.use((socket, next) => {
    authenticate(socket.handshake.auth as Partial<ChatHandshake>).then(
      (session) => {
        socket.data.session = session;
        socket.join([accountRoom(session.accountId), sessionRoom(session.sessionId)]);
        if (session.role === 'support' || session.role === 'admin') socket.join(SUPPORT_ROOM);
        next();
      },
      (err: Error) => next(err),
    );
  });
  app.addHook('onClose', async () => {
    io.disconnectSockets(true);
    await io.close();
  });
  const kick = (room: string, reason: KickReason) => {
    io.to(room).emit('kicked', { reason });
    // Give the event a moment to leave before the socket closes behind it.
    setTimeout(() => io.in(room).disconnectSockets(true), 200).unref();
  };
  log.debug('realtime attached');
  return {
    toAccount: (accountId, event, ...args) => io.to(accountRoom(accountId)).emit(event, ...args),
    toSupport: (event, ...args) => io.to(SUPPORT_ROOM).emit(event, ...args),
    endSession: (sessionId, reason) => kick(sessionRoom(sessionId), reason),
    endAccount: (accountId, reason) => kick(accountRoom(accountId), reason),
  };
}
