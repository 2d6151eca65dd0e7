import { formatMoney } from '@stringer/shared/money';
import { offerStatusKey } from '@stringer/shared/schemas/assignments';
import type { AuditEntry, AuditField } from '@stringer/shared/schemas/audit';
import {
  certificationStatusKey,
  clueAuditStatusKey,
  payoutStatusKey,
  rewardStatusKey,
  workAuditStatusKey,
} from '@stringer/shared/statuses';
import type { TFunction } from 'i18next';
import { formatGmt } from '../../lib/time';

/** What a row's values are read with. */
export interface AuditContext {
  t: TFunction;
  /** The console's language: a name in it, money as it writes money. */
  language: string;
  /** Tells apart fields that mean different things on different items. */
  entity: string;
  /** The currency amounts are in: the row's own (a reward's), else the install's. */
  currency: string;
  /** What the row's ids name (the server's `names`). */
  names: AuditEntry['names'];
}

/** The context of one row: its item, its names, and its own currency when it carries one. */
export function auditContext(
  t: TFunction,
  language: string,
  installCurrency: string,
  entry: Pick<AuditEntry, 'entity' | 'names' | 'before' | 'after'>,
): AuditContext {
  const own = entry.after?.currency ?? entry.before?.currency;
  const currency = typeof own === 'string' ? own : installCurrency;
  return { t, language, entity: entry.entity, currency, names: entry.names };
}

/** One field's value as words. */
type Format = (value: unknown, c: AuditContext) => string;

const LONG_TEXT = 80;

const plain: Format = (v) => (typeof v === 'object' ? JSON.stringify(v) : String(v));
const numbered: Format = (v) => `#${String(v)}`;
/** A value named by a translation key under `prefix`; one this console does not know shows as it is. */
const named =
  (prefix: string): Format =>
  (v, { t }) =>
    t(`${prefix}.${String(v)}`, { defaultValue: String(v) });
const byKeys =
  (keys: Record<string, string>): Format =>
  (v, { t }) => {
    const key = keys[String(v)];
    return key ? t(key) : String(v);
  };
const yesNo: Format = (v, { t }) => t(v ? 'audit.yes' : 'audit.no');
const moment: Format = (v) => formatGmt(String(v));
const unit =
  (name: 'points' | 'score'): Format =>
  (v, { t }) =>
    t(`audit.units.${name}`, { value: v });
/** Minor units (cents) as money: `13200` USD reads `$132.00`. */
const money: Format = (v, c) => (typeof v === 'number' ? formatMoney(v, c.currency, c.language) : plain(v, c));
/** A second factor: the kind (`totp`, `passkey: <its name>`), or whether one is `set` at all. */
const factor: Format = (v, c) => {
  const [kind, ...name] = String(v).split(': ');
  return kind === 'passkey' && name.length
    ? c.t('audit.factors.passkeyNamed', { name: name.join(': ') })
    : named('audit.factors')(v, c);
};
/** Rich text (a description, a brief) as its first words, without markup. */
const excerpt: Format = (v) => {
  const words = String(v)
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return words.length > LONG_TEXT ? `${words.slice(0, LONG_TEXT)}…` : words;
};

/** A pass's checklist items left unticked, by name; none: every item was ticked. */
const unticked: Format = (v, c) => {
  if (!Array.isArray(v)) return plain(v, c);
  if (v.length === 0) return c.t('audit.noneUnticked');
  return v.map((item) => named('verificationChecklist.items')(item, c)).join(c.language === 'zh' ? '、' : ', ');
};

const STATUS_KEYS: Record<string, Record<string, string>> = {
  work: workAuditStatusKey,
  clue: clueAuditStatusKey,
  certification: certificationStatusKey,
  conversation: { open: 'inbox.status.open', pending: 'inbox.status.pending', resolved: 'inbox.status.resolved' },
};
const status: Format = (v, c) => byKeys(STATUS_KEYS[c.entity] ?? {})(v, c);
const STATE_KEYS: Record<string, string> = { staff: 'staff.state', job: 'audit.jobStates' };
// A staff account's state (active, invited, disabled), a background job's, or an uploaded file's.
const state: Format = (v, c) => named(STATE_KEYS[c.entity] ?? 'audit.fileStates')(v, c);

/** How each field the server writes reads: every one has its way (the type holds this list to the shared one). */
const FORMATS: Record<AuditField, Format> = {
  status,
  rewardStatus: byKeys(rewardStatusKey),
  payoutStatus: byKeys(payoutStatusKey),
  points: unit('points'),
  score: unit('score'),
  minScore: unit('score'),
  maxScore: unit('score'),
  rejectReasonId: numbered,
  public: yesNo,
  offered: yesNo,
  active: yesNo,
  title: plain,
  titleZh: plain,
  description: excerpt,
  descriptionZh: excerpt,
  brief: excerpt,
  briefZh: excerpt,
  text: plain,
  textZh: plain,
  coverPath: plain,
  imagePath: plain,
  linkUrl: plain,
  position: plain,
  scope: named('catalog.scopes'),
  payAmount: money,
  payPer: named('catalog.payPer'),
  amount: money,
  currency: plain,
  method: named('payouts.methods'),
  country: plain,
  keyId: plain,
  startsAt: moment,
  endsAt: moment,
  listing: named('catalog.listing'),
  id: numbered,
  type: named('contentAdmin.types'),
  version: plain,
  role: named('staff.role'),
  state,
  mail: plain,
  fileId: plain,
  renditionState: named('audit.renditionStates'),
  activityId: numbered,
  taskId: numbered,
  location: plain,
  shootingDate: plain,
  name: plain,
  refusedKey: (v, { t }) => t(String(v), { defaultValue: String(v) }),
  audience: named('audit.audiences'),
  countryId: numbered,
  targeted: plain,
  sendId: plain,
  factor,
  secondFactorRequired: yesNo,
  queue: plain,
  workId: numbered,
  atMs: plain,
  answer: plain,
  done: yesNo,
  assignee: numbered,
  shortcut: plain,
  language: named('audit.languages'),
  checklistItem: named('verificationChecklist.items'),
  unticked,
  offerStatus: byKeys(offerStatusKey),
  answerBy: moment,
  offersClosedAt: moment,
  pendingUntil: moment,
};

const isField = (field: string): field is AuditField => Object.hasOwn(FORMATS, field);

/**
 * A field's value as the console shows it: an id by the name of what it names (its Chinese name in
 * Chinese, when it has one); an empty one as a dash, an unknown field as it is.
 */
export function formatAuditValue(c: AuditContext, field: string, value: unknown) {
  if (value === null || value === undefined) return '–';
  const ref = c.names[field]?.[String(value)];
  if (ref) return (c.language === 'zh' && ref.nameZh) || ref.name;
  return (isField(field) ? FORMATS[field] : plain)(value, c);
}

/** The labels of a row's words; a word this console does not know (an older row's) shows as it is. */
export const auditLabel = (t: TFunction, kind: 'actions' | 'entities' | 'fields', word: string) =>
  t(`audit.${kind}.${word}`, { defaultValue: word });

/** Who acted, by name: the staff member's, the creator's own, or the system. */
export function actorName(t: TFunction, entry: Pick<AuditEntry, 'actor' | 'staff' | 'creator'>) {
  if (entry.actor === 'staff') return entry.staff?.name || t('audit.actors.staff');
  if (entry.actor === 'creator') return entry.creator?.name ?? t('audit.actors.creator');
  return t('audit.actors.system');
}
