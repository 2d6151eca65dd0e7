import { type ChatHandshake, type ServerEvents, SOCKET_PATH } from '@stringer/shared/chat-events';
import type { ChatSignature } from '@stringer/shared/schemas/messages';
import { io, type Socket } from 'socket.io-client';
import { http } from './http';
import { useSession } from './session';

/**
 * The spec's chat client, as one module: login with the user id and the server-issued signature,
 * logout, the total unread count, and its events: the server's, by the names it sends them, and
 * the socket's own ready and not ready. Screens listen here and never touch the socket.
 */
type ChatEvents = ServerEvents & {
  ready: () => void;
  notReady: () => void;
};
type ChatEvent = keyof ChatEvents;

const listeners = new Map<ChatEvent, Set<(...args: never[]) => void>>();
let socket: Socket<ServerEvents> | null = null;

function emit<E extends ChatEvent>(event: E, ...args: Parameters<ChatEvents[E]>) {
  for (const listener of listeners.get(event) ?? []) (listener as (...a: typeof args) => void)(...args);
}

export const chat = {
  /** Signs in to the message service; reconnects by itself after a network drop (then `ready` again). */
  login({ userId, signature, expiresAt }: ChatSignature) {
    chat.logout();
    const token = useSession.getState().token ?? '';
    const s: Socket<ServerEvents> = io({
      path: SOCKET_PATH,
      auth: { token, userId, signature, expiresAt } satisfies ChatHandshake,
    });
    s.on('connect', () => emit('ready'));
    s.on('disconnect', () => emit('notReady'));
    s.on('connect_error', () => emit('notReady'));
    s.onAny((event: keyof ServerEvents, payload: unknown) => emit(event, payload as never));
    socket = s;
  },

  /** Asks the server for a signature, then signs in. */
  async start() {
    chat.login(await http.get('/web/message/signature'));
  },

  logout() {
    socket?.removeAllListeners();
    socket?.disconnect();
    socket = null;
  },

  isReady: () => socket?.connected ?? false,

  getTotalUnread: () => http.get('/web/message/unread'),

  /** Listens to one event; returns the way to stop. */
  on<E extends ChatEvent>(event: E, listener: ChatEvents[E]) {
    const set = listeners.get(event) ?? new Set();
    set.add(listener as never);
    listeners.set(event, set);
    return () => {
      set.delete(listener as never);
    };
  },
};
