import type { ConversationSummary } from '@stringer/shared/schemas/messages';
import { describe, expect, it } from 'vitest';
import { placeInInbox, supportKeys } from './support-inbox';

const conversation = (id: number, o: Partial<ConversationSummary> = {}): ConversationSummary => ({
  id,
  creator: { id, name: `c${id}`, avatarUrl: null, language: 'en' },
  lastMessage: null,
  unread: 0,
  unanswered: false,
  waitingSince: null,
  status: 'open',
  pendingUntil: null,
  assignee: null,
  lastMessageAt: `2026-11-23T0${id}:00:00.000Z`,
  ...o,
});
const page = (list: ConversationSummary[]) => ({
  list,
  total: list.length,
  pageNum: 1,
  pageSize: 3,
  counts: { open: list.length, pending: 0, resolved: 0 },
});
const open = { status: 'open', assignee: 'all', q: '', sort: 'newest' } as const;
const ME = 7;

describe('a pushed conversation placed in the loaded inbox', () => {
  it('should put an unanswered conversation first, then by latest activity, once', () => {
    const placed = placeInInbox(
      page([conversation(3), conversation(2), conversation(1)]),
      open,
      conversation(1, { unanswered: true }),
      ME,
    );
    expect(placed.list.map((c) => c.id)).toEqual([1, 3, 2]);
    expect(placed.total).toBe(3);
  });

  it('should place a pushed conversation by its waiting time when the inbox lists the longest waiting first', () => {
    const waiting = (id: number, since: string | null) =>
      conversation(id, { unanswered: since !== null, waitingSince: since });
    const placed = placeInInbox(
      page([waiting(3, '2026-11-20T00:00:00.000Z'), waiting(2, null)]),
      { ...open, sort: 'waiting' },
      waiting(4, '2026-11-21T00:00:00.000Z'),
      ME,
    );
    expect(placed.list.map((c) => c.id)).toEqual([3, 4, 2]);
  });

  it('should add a new conversation within the page size, and count it', () => {
    const placed = placeInInbox(page([conversation(3), conversation(2), conversation(1)]), open, conversation(4), ME);
    expect(placed.list.map((c) => c.id)).toEqual([4, 3, 2]);
    expect(placed.total).toBe(4);
  });

  it('should take a resolved conversation out of the open list and into the resolved one', () => {
    const resolved = conversation(2, { status: 'resolved' });
    expect(placeInInbox(page([conversation(3), conversation(2)]), open, resolved, ME).list.map((c) => c.id)).toEqual([
      3,
    ]);
    expect(placeInInbox(page([]), { ...open, status: 'resolved' }, resolved, ME)).toMatchObject({
      total: 1,
      list: [resolved],
    });
  });

  it('should move a conversation into Mine when it is assigned to me, and out of Unassigned', () => {
    const mine = conversation(2, { assignee: { id: ME, name: 'Me' } });
    expect(placeInInbox(page([]), { ...open, assignee: 'mine' }, mine, ME).list).toEqual([mine]);
    expect(placeInInbox(page([conversation(2)]), { ...open, assignee: 'unassigned' }, mine, ME).list).toEqual([]);
    const theirs = conversation(2, { assignee: { id: 9, name: 'Bob' } });
    expect(placeInInbox(page([mine]), { ...open, assignee: 'mine' }, theirs, ME).total).toBe(0);
  });
});

describe("an inbox page's key", () => {
  it('should give back the filters it was made with, and none from another key', () => {
    const mine = { status: 'pending', assignee: 'mine', q: 'flood', sort: 'waiting' } as const;
    expect(supportKeys.inboxFiltersOf(supportKeys.inboxPage(mine, 3))).toEqual(mine);
    expect(supportKeys.inboxFiltersOf(supportKeys.inboxPage(open, 1))).toEqual(open);
    expect(supportKeys.inboxFiltersOf(supportKeys.creator(4))).toBeUndefined();
    expect(supportKeys.inboxFiltersOf(supportKeys.inbox())).toBeUndefined();
  });
});
