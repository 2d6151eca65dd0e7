import type { ClueBody } from '@stringer/shared/schemas/clues';
import { someRegion } from './accounts';
import { type Api, call } from './api';

/**
 * A creator's clue sent through the API with these media: a flooded road somewhere in China, their
 * own footage unless `o` says otherwise. The answer as it came (its `data.id` the clue's).
 */
export async function submitClue(app: Api, token: string, mediaFileIds: string[], o: Partial<ClueBody> = {}) {
  const body = {
    title: 'Road flooded',
    description: 'Water over the road',
    happenedOn: '2026-11-21',
    ...(await someRegion(app)),
    source: 'own',
    mediaFileIds,
    ...o,
  };
  return call(app, 'POST', '/web/clue', { token, body });
}
