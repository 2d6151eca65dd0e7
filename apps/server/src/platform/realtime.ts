import type { ChatHandshake, ServerEvents } from '@stringer/shared/chat-events';
import { SOCKET_PATH } from '@stringer/shared/chat-events';
import type { Role } from '@stringer/shared/statuses';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { Server } from 'socket.io';
import type { AuthSession } from './auth';

type KickReason = Parameters<ServerEvents['kickedOut']>[0]['reason'];

/** Whose sockets hear a push: every signed-in one, or some accounts' and/or every staff member's. */
export type Audience = 'everyone' | { accountIds: number[]; staff: boolean };

/** Pushes to signed-in browsers; with Redis, whichever instance holds their socket. */
export interface Realtime {
  toAccount<E extends keyof ServerEvents>(accountId: number, event: E, ...args: Parameters<ServerEvents[E]>): void;
  /** The support inbox: every support member and admin signed in. */
  toSupport<E extends keyof ServerEvents>(event: E, ...args: Parameters<ServerEvents[E]>): void;
  /**
   * Pushes to the sockets this instance holds, only: for what every instance hears by itself (a
   * PostgreSQL NOTIFY), which the Redis adapter would otherwise deliver once per instance.
   */
  toLocal<E extends keyof ServerEvents>(audience: Audience, event: E, ...args: Parameters<ServerEvents[E]>): void;
  /** Moves an account's open sockets, on every instance, into the rooms of its new role. */
  rejoin(accountId: number, role: Role): void;
  /** Tells the sockets of ended sessions why, then closes them. */
  endSession(sessionId: number, reason: KickReason): void;
  endAccount(accountId: number, reason: KickReason): void;
  /**
   * Closes sockets without a word, their sessions kept: sockets the admins' policy now holds back,
   * whose handshake would be refused (decision 0052).
   */
  disconnect(target: { accountId: number } | { sessionId: number }): void;
  /** Sockets connected to this instance (for /metrics and its heartbeat). */
  localSockets(): number;
}

interface Options {
  redis: Redis | undefined;
  log: FastifyBaseLogger;
  /** Checks the handshake: the session behind the token, whose account the signature must name. */
  authenticate(handshake: Partial<ChatHandshake>): Promise<AuthSession>;
}

const SUPPORT_ROOM = 'support';
/** Reviewers, support and admins: whoever works in the console. */
const STAFF_ROOM = 'staff';
const accountRoom = (id: number) => `account:${id}`;
/** The rooms a role's sockets are in beside their account's and session's. */
const roleRooms = (role: Role) => [
  ...(role === 'support' || role === 'admin' ? [SUPPORT_ROOM] : []),
  ...(role === 'creator' ? [] : [STAFF_ROOM]),
];
const sessionRoom = (id: number) => `session:${id}`;

/** Socket.IO on the API's own HTTP server and port. */
export async function attachRealtime(app: FastifyInstance, { redis, log, authenticate }: Options): Promise<Realtime> {
  const io = new Server<Record<string, never>, ServerEvents>(app.server, { path: SOCKET_PATH, serveClient: false });
  // Pub/sub connections wait for Redis to come back rather than fail their commands: a blip must
  // not reject inside the adapter (an unhandled rejection ends the process).
  const clients = redis ? [0, 1].map(() => redis.duplicate({ maxRetriesPerRequest: null })) : [];
  for (const client of clients)
    client.on('error', (err: Error) => log.warn({ err }, 'chat fan-out: Redis unreachable'));
  // The Redis adapter is loaded only with Redis (~0.1 s at start).
  if (clients.length) io.adapter((await import('@socket.io/redis-adapter')).createAdapter(clients[0], clients[1]));
  io.use((socket, next) => {
    authenticate(socket.handshake.auth as Partial<ChatHandshake>).then(
      (session) => {
        socket.data.session = session;
        socket.join([accountRoom(session.accountId), sessionRoom(session.sessionId), ...roleRooms(session.role)]);
        next();
      },
      (err: Error) => next(err),
    );
  });
  const closing = new Set<NodeJS.Timeout>();
  app.addHook('onClose', async () => {
    for (const timer of closing) clearTimeout(timer);
    io.disconnectSockets(true);
    await io.close();
    for (const client of clients) client.disconnect();
  });
  const kick = (room: string, reason: KickReason) => {
    io.to(room).emit('kickedOut', { reason });
    // Give the event a moment to leave before the socket closes behind it.
    const timer = setTimeout(() => {
      closing.delete(timer);
      io.in(room).disconnectSockets(true);
    }, 200);
    closing.add(timer);
  };
  log.debug('realtime attached');
  return {
    toAccount: (accountId, event, ...args) => io.to(accountRoom(accountId)).emit(event, ...args),
    toSupport: (event, ...args) => io.to(SUPPORT_ROOM).emit(event, ...args),
    toLocal: (audience, event, ...args) => {
      if (audience === 'everyone') {
        io.local.emit(event, ...args);
        return;
      }
      const rooms = [...audience.accountIds.map(accountRoom), ...(audience.staff ? [STAFF_ROOM] : [])];
      // No room at all would mean every socket.
      if (rooms.length) io.local.to(rooms).emit(event, ...args);
    },
    rejoin: (accountId, role) => {
      // socketsLeave/socketsJoin reach the sockets other instances hold too (through the adapter).
      io.in(accountRoom(accountId)).socketsLeave([SUPPORT_ROOM, STAFF_ROOM]);
      const rooms = roleRooms(role);
      if (rooms.length) io.in(accountRoom(accountId)).socketsJoin(rooms);
    },
    endSession: (sessionId, reason) => kick(sessionRoom(sessionId), reason),
    endAccount: (accountId, reason) => kick(accountRoom(accountId), reason),
    disconnect: (target) =>
      io
        .in('accountId' in target ? accountRoom(target.accountId) : sessionRoom(target.sessionId))
        .disconnectSockets(true),
    localSockets: () => io.of('/').sockets.size,
  };
}
