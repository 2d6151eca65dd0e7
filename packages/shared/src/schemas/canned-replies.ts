import { z } from 'zod';
import { CHAT } from '../constants';
import { id, queryId, requiredText } from './fields';

/**
 * A ready answer of the support team: `/` and its shortcut in the inbox's composer insert its
 * text. One language each; the same shortcut may exist once per language.
 */
export const cannedReply = z.object({
  id: z.number(),
  language: z.enum(['en', 'zh']),
  shortcut: z.string(),
  text: z.string(),
  updatedAt: z.string(),
});
export type CannedReply = z.infer<typeof cannedReply>;

/** A word: letters (Chinese included), digits, `-` and `_`; what follows `/` in the composer. */
export const SHORTCUT_PATTERN = /^[\p{L}\p{N}_-]+$/u;

export const cannedReplyBody = z.object({
  language: z.enum(['en', 'zh'], 'errors.invalidValue'),
  shortcut: requiredText('errors.shortcutRequired', 30).regex(SHORTCUT_PATTERN, 'errors.shortcutInvalid'),
  text: requiredText('errors.messageEmpty', CHAT.messageMax),
});
export type CannedReplyBody = z.infer<typeof cannedReplyBody>;

export const cannedReplyUpdateBody = cannedReplyBody.extend({ id: id('errors.cannedReplyNotExist') });
export type CannedReplyUpdateBody = z.infer<typeof cannedReplyUpdateBody>;

export const cannedReplyIdQuery = z.object({ id: queryId('errors.cannedReplyNotExist') });
