import { auditAction, auditActorKind, auditEntity, auditField } from '@stringer/shared/schemas/audit';
import { ClueAuditStatus, WorkAuditStatus } from '@stringer/shared/statuses';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadAllTranslations } from '../../lib/i18n';
import consoleEn from '../../locales/console/en.json';
import consoleZh from '../../locales/console/zh.json';
import { actorName, auditLabel, formatAuditValue } from './audit-words';

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
    const t = i18next.createInstance();
    beforeAll(async () => {
      await t.init({ lng: 'en', resources: { en: { translation: await loadAllTranslations('en') } } });
    });
    const show = (entity: string, field: string, value: unknown) => formatAuditValue(t.t, entity, field, value);

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

    it('should name who acted: the staff member, the creator, or the system', () => {
      const rita = { id: 2, name: 'Rita' };
      const eve = { id: 3, name: 'Eve' };
      expect(actorName(t.t, { actor: 'staff', staff: rita, creator: eve })).toBe('Rita');
      expect(actorName(t.t, { actor: 'creator', staff: null, creator: eve })).toBe('Eve');
      expect(actorName(t.t, { actor: 'system', staff: null, creator: eve })).toBe('System');
    });
  });
});
