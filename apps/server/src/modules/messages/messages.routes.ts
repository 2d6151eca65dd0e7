import { done, envelope } from '@stringer/shared/schemas/common';
import {
  agent,
  assignBody,
  chatSignature,
  conversationCreator,
  conversationQuery,
  conversationStatusBody,
  history,
  historyQuery,
  inboxPage,
  inboxQuery,
  message,
  messageIdBody,
  readUpToBody,
  sendMessageBody,
  staffHistoryQuery,
  staffReadBody,
  staffSendMessageBody,
  unreadCounts,
} from '@stringer/shared/schemas/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CREATOR, SUPPORT, sessionOf } from '../../platform/auth';
import { ok } from '../../platform/errors';
import type { MessagesService } from './messages.service';
import type { SupportInboxService } from './support-inbox.service';

/** A creator's side of the customer-service chat. */
export const messagesRoutes: FastifyPluginAsyncZod<{ messages: MessagesService }> = async (app, { messages }) => {
  const tags = ['messages'];

  app.get(
    '/web/message/signature',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'The chat signature to log in to the message service',
        response: { 200: envelope(chatSignature) },
      },
    },
    async (req) => ok(messages.signature(sessionOf(req))),
  );
  app.get(
    '/web/message/unread',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Unread counts: total, system, customer service, groups',
        response: { 200: envelope(unreadCounts) },
      },
    },
    async (req) => ok(await messages.unread(sessionOf(req))),
  );
  app.get(
    '/web/message/history',
    {
      config: { access: CREATOR },
      schema: {
        tags,
        summary: 'My conversation with customer service, oldest first; beforeSeq pages back, afterSeq catches up',
        querystring: historyQuery,
        response: { 200: envelope(history) },
      },
    },
    async (req) => ok(await messages.history(sessionOf(req), req.query)),
  );
  app.post(
    '/web/message',
    {
      config: { access: CREATOR },
      schema: {
        tags,
        summary: 'Send a message to customer service (a retry with the same clientMsgId is not stored twice)',
        body: sendMessageBody,
        response: { 200: envelope(message) },
      },
    },
    async (req) => ok(await messages.send(sessionOf(req), req.body)),
  );
  app.put(
    '/web/message/revoke',
    {
      config: { access: CREATOR },
      schema: { tags, summary: 'Revoke my message within 2 minutes', body: messageIdBody, response: { 200: done } },
    },
    async (req) => ok(await messages.revoke(sessionOf(req), req.body.id).then(() => null)),
  );
  app.put(
    '/web/message/read',
    {
      config: { access: CREATOR },
      schema: {
        tags,
        summary: 'Mark messages read up to seq',
        body: readUpToBody,
        response: { 200: envelope(unreadCounts) },
      },
    },
    async (req) => ok(await messages.read(sessionOf(req), req.body.seq)),
  );
};

/** The support inbox: support staff and admins. */
export const supportInboxRoutes: FastifyPluginAsyncZod<{
  messages: MessagesService;
  inbox: SupportInboxService;
}> = async (app, { messages, inbox }) => {
  const tags = ['support'];
  const config = { access: SUPPORT };

  app.get(
    '/manager/message/conversations',
    {
      config,
      schema: {
        tags,
        summary: 'Conversations with creators by status, whose and search (names, mail, texts), unanswered first',
        querystring: inboxQuery,
        response: { 200: envelope(inboxPage) },
      },
    },
    async (req) => ok(await inbox.inbox(sessionOf(req), req.query)),
  );
  app.get(
    '/manager/message/agents',
    {
      config,
      schema: {
        tags,
        summary: 'Support members and admins a conversation can be assigned to',
        response: { 200: envelope(z.array(agent)) },
      },
    },
    async () => ok(await inbox.agents()),
  );
  app.get(
    '/manager/message/history',
    {
      config,
      schema: {
        tags,
        summary: "A conversation's messages",
        querystring: staffHistoryQuery,
        response: { 200: envelope(history) },
      },
    },
    async (req) => {
      const { conversationId, ...q } = req.query;
      return ok(await messages.staffHistory(conversationId, q));
    },
  );
  app.get(
    '/manager/message/creator',
    {
      config,
      schema: {
        tags,
        summary: "The creator's profile and recent works, beside their conversation",
        querystring: conversationQuery,
        response: { 200: envelope(conversationCreator) },
      },
    },
    async (req) => ok(await messages.creator(req.query.conversationId)),
  );
  app.post(
    '/manager/message',
    {
      config,
      schema: {
        tags,
        summary: 'Answer a creator, or with `private` write a note only staff see',
        body: staffSendMessageBody,
        response: { 200: envelope(message) },
      },
    },
    async (req) => ok(await messages.staffSend(sessionOf(req), req.body)),
  );
  app.put(
    '/manager/message/revoke',
    {
      config,
      schema: { tags, summary: 'Revoke my answer within 2 minutes', body: messageIdBody, response: { 200: done } },
    },
    async (req) => ok(await messages.revoke(sessionOf(req), req.body.id).then(() => null)),
  );
  app.put(
    '/manager/message/read',
    {
      config,
      schema: { tags, summary: "Mark a creator's messages read", body: staffReadBody, response: { 200: done } },
    },
    async (req) => ok(await messages.staffRead(req.body.conversationId, req.body.seq).then(() => null)),
  );
  app.put(
    '/manager/message/status',
    {
      config,
      schema: {
        tags,
        summary: 'Set a conversation open, pending (waiting on the creator) or resolved',
        body: conversationStatusBody,
        response: { 200: done },
      },
    },
    async (req) => ok(await inbox.setStatus(sessionOf(req), req.body).then(() => null)),
  );
  app.put(
    '/manager/message/assign',
    {
      config,
      schema: {
        tags,
        summary: 'Assign a conversation to a support member (oneself included), or to nobody',
        body: assignBody,
        response: { 200: done },
      },
    },
    async (req) =>
      ok(await inbox.assign(sessionOf(req), req.body.conversationId, req.body.assigneeId).then(() => null)),
  );
};
