import type { ConversationSummary, Message } from '@stringer/shared/schemas/messages';
import type { ConversationRow } from '../../../db/schema';
import type { Db } from '../../../platform/db/database';
import { AppError } from '../../../platform/errors';
import type { Signer } from '../../../platform/storage';
import { presentConversation, presentMessage } from '../messages.presenter';
import { messagesRepository as repo } from '../messages.repository';

/** The support inbox's line of a conversation; `last` saves a query when the caller has just written it. */
export const conversationSummaries =
  (db: Db, storage: Signer) =>
  async (c: ConversationRow, last?: Message): Promise<ConversationSummary> => {
    const [people, lastRows, unread] = await Promise.all([
      repo.peopleOf(db, c.id),
      last ? [] : repo.lastMessages(db, [c.id]),
      repo.unreadFrom(db, c.id, false, c.staffReadSeq),
    ]);
    if (!people) throw new AppError('conversationNotExist');
    const lastMessage = last ?? (lastRows[0] ? presentMessage(lastRows[0], storage, true) : null);
    return presentConversation(c, people, lastMessage, unread);
  };
