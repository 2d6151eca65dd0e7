import { auditAction, auditActorKind, auditEntity, auditField } from '@stringer/shared/schemas/audit';
import { ClueAuditStatus, WorkAuditStatus } from '@stringer/shared/statuses';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadAllTranslations } from '../../lib/i18n';
import consoleEn from '../../locales/console/en.json';
import consoleZh from '../../locales/console/zh.json';
import { type AuditContext, actorName, auditContext, auditLabel, formatAuditValue } from './audit-words';

type Tree = { [key: string]: string | Tree };
const labelOf = (texts: Tree, path: string) =>
  path
    .split('.')
    .reduce<string | Tree | undefined>((node, k) => (typeof node === 'object' ? node[k] : undefined), texts);

// Every word the server may write (the shared lists its `record` is typed by), each kind under its key.
const WORDS = [
  ...auditAction.options.map((w) => `audit.actions.${w}`),
  ...auditEntity.options.map((w) => `audit.entities.${w}`),
  ...auditField.options.map((w) => `audit.fields.${w}`),
  ...auditActorKind.options.map((w) => `audit.actors.${w}`),
];

/** The words of one language, and a row's value as the console shows it in that language. */
function reader(language: 'en' | 'zh') {
  const t = i18next.createInstance();
  beforeAll(async () => {
    await t.init({
      lng: language,
      interpolation: { escapeValue: false },
      resources: { [language]: { translation: await loadAllTranslations(language) } },
    });
  });
  const context = (entry: Partial<Parameters<typeof auditContext>[3]> = {}): AuditContext =>
    auditContext(t.t, language, 'USD', { entity: 'work', names: {}, before: null, after: null, ...entry });
  const show = (entity: string, field: string, value: unknown, entry: Parameters<typeof context>[0] = {}) =>
    formatAuditValue(context({ entity, ...entry }), field, value);
  return { t, show };
}

/** What the server names a page's ids as: a staff member, a reason with its Chinese text. */
const names = {
  assignee: { '4': { name: 'Rita', nameZh: null } },
  rejectReasonId: { '5': { name: 'Out of focus', nameZh: '画面失焦' } },
};

describe("the audit log's words", () => {
  it.each([
    ['en', consoleEn],
    ['zh', consoleZh],
  ])('should have a label in %s for every action, item, field and actor the server writes', (_, texts) => {
    const missing = WORDS.filter((path) => {
      const label = labelOf(texts as Tree, path);
      return typeof label !== 'string' || !label.trim();
    });
    expect(missing).toEqual([]);
  });

  describe('values, in English', () => {
    const { t, show } = reader('en');

    it('should name statuses by their labels, by the item whose status it is', () => {
      expect(show('work', 'status', WorkAuditStatus.SendBack)).toBe('Send Back');
      expect(show('clue', 'status', ClueAuditStatus.Unaccepted)).toBe('Unaccepted');
      expect(show('payout', 'payoutStatus', 'paid')).toBe('Paid');
      expect(show('staff', 'state', 'disabled')).toBe('Disabled');
      expect(show('file', 'state', 'refused')).toBe('Refused');
    });

    it('should give times with their zone, points and scores their unit, and booleans as words', () => {
      expect(show('activity', 'endsAt', '2026-12-26T15:59:59.999Z')).toBe('2026-12-26 15:59 GMT+0');
      expect(show('task', 'points', 88)).toBe('88 points');
      expect(show('work', 'score', 88)).toBe('score 88');
      expect(show('work', 'public', false)).toBe('No');
      expect(show('file', 'refusedKey', 'errors.videoTooLong')).toBe('Videos may be at most 1 hour long');
      expect(show('work', 'status', null)).toBe('–');
    });

    it('should show a word it does not know as it is, never fail on it', () => {
      expect(show('work', 'status', 9)).toBe('9');
      expect(show('gadget', 'colour', { r: 1 })).toBe('{"r":1}');
      expect(auditLabel(t.t, 'actions', 'teleport')).toBe('teleport');
      expect(auditLabel(t.t, 'fields', 'titleZh')).toBe('Title (Chinese)');
    });

    it('should show money as money, in the row’s own currency when it has one', () => {
      expect(show('task', 'payAmount', 13200)).toBe('$132.00');
      expect(show('reward', 'amount', 13200, { after: { amount: 13200, currency: 'EUR' } })).toBe('€132.00');
      expect(show('task', 'payAmount', 0)).toBe('$0.00');
    });

    it('should name what an id stands for, and show one without a name as its number', () => {
      expect(show('conversation', 'assignee', 4, { names })).toBe('Rita');
      expect(show('work', 'rejectReasonId', 5, { names })).toBe('Out of focus');
      expect(show('work', 'rejectReasonId', 6, { names })).toBe('#6');
    });

    it('should name second factors and languages in words', () => {
      expect(show('staff', 'factor', 'set')).toBe('Set up');
      expect(show('staff', 'factor', 'none')).toBe('None');
      expect(show('staff', 'factor', 'totp')).toBe('Authenticator app');
      expect(show('staff', 'factor', 'passkey: Work laptop: left')).toBe('Passkey “Work laptop: left”');
      expect(show('cannedReply', 'language', 'zh')).toBe('Chinese');
      expect(show('cannedReply', 'language', 'en')).toBe('English');
    });

    it("should name a pass's unticked checklist items, and say when none were", () => {
      expect(show('work', 'unticked', ['placeConfirmed', 'original'])).toBe(
        'Place confirmed, Original (not a re-upload)',
      );
      expect(show('work', 'unticked', [])).toBe('None: every item was ticked');
    });

    it('should name who acted: the staff member, the creator, or the system', () => {
      const rita = { id: 2, name: 'Rita' };
      const eve = { id: 3, name: 'Eve' };
      expect(actorName(t.t, { actor: 'staff', staff: rita, creator: eve })).toBe('Rita');
      expect(actorName(t.t, { actor: 'creator', staff: null, creator: eve })).toBe('Eve');
      expect(actorName(t.t, { actor: 'system', staff: null, creator: eve })).toBe('System');
    });
  });

  describe('values, in Chinese', () => {
    const { show } = reader('zh');

    it('should show money as Chinese writes it', () => {
      expect(show('task', 'payAmount', 13200)).toBe('US$132.00');
      expect(show('reward', 'amount', 2500, { after: { amount: 2500, currency: 'CNY' } })).toBe('¥25.00');
    });

    it('should give a Chinese name where the thing has one, else its own', () => {
      expect(show('work', 'rejectReasonId', 5, { names })).toBe('画面失焦');
      expect(show('conversation', 'assignee', 4, { names })).toBe('Rita');
    });

    it("should name a pass's unticked checklist items in Chinese", () => {
      expect(show('work', 'unticked', ['placeConfirmed', 'original'])).toBe('地点已确认、原始文件（非转载）');
      expect(show('work', 'unticked', [])).toBe('无：所有核查项均已勾选');
    });

    it('should name second factors and languages in Chinese', () => {
      expect(show('staff', 'factor', 'set')).toBe('已设置');
      expect(show('staff', 'factor', 'none')).toBe('无');
      expect(show('staff', 'factor', 'totp')).toBe('身份验证器应用');
      expect(show('staff', 'factor', 'passkey: 工作电脑')).toBe('通行密钥“工作电脑”');
      expect(show('cannedReply', 'language', 'zh')).toBe('中文');
      expect(show('cannedReply', 'language', 'en')).toBe('英文');
    });
  });
});
