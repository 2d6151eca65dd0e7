import type { ApiAnswer, ApiBody, ApiQuery } from '../../../lib/api-types';
import { http } from '../../../lib/http';

/** Which messages to read: before or after a seq (the latest without either). */
export type HistoryPage = Omit<ApiQuery<'get', '/manager/message/history'>, 'conversationId'>;

/** What a message says: staff's body without the conversation (the creator's side drops `private`: only staff write notes). */
type MessageBody = Omit<ApiBody<'post', '/manager/message'>, 'conversationId'>;

/**
 * The calls one side of a conversation makes: the creator's, or a support member's on one
 * conversation, each answering what its path answers on either side.
 */
export interface ConversationApi {
  /** Both sides answer one schema (`history`); a union of its two copies would be too complex for tsc. */
  history(page: HistoryPage): Promise<ApiAnswer<'get', '/web/message/history'>>;
  send(body: MessageBody): Promise<ApiAnswer<'post', '/web/message' | '/manager/message'>>;
  revoke(id: number): Promise<ApiAnswer<'put', '/web/message/revoke' | '/manager/message/revoke'>>;
  /** The creator's read answers the unread counts; staff's, nothing. */
  read(seq: number): Promise<ApiAnswer<'put', '/web/message/read' | '/manager/message/read'>>;
}

export const creatorConversation: ConversationApi = {
  history: (page) => http.get('/web/message/history', { query: { ...page } }),
  send: ({ private: _note, ...body }) => http.post('/web/message', body),
  revoke: (id) => http.put('/web/message/revoke', { id }),
  read: (seq) => http.put('/web/message/read', { seq }),
};

export const supportConversation = (conversationId: number): ConversationApi => ({
  history: (page) => http.get('/manager/message/history', { query: { ...page, conversationId } }),
  send: (body) => http.post('/manager/message', { ...body, conversationId }),
  revoke: (id) => http.put('/manager/message/revoke', { id }),
  read: (seq) => http.put('/manager/message/read', { conversationId, seq }),
});
