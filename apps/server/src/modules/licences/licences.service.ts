import type { LicenceRequestBody, LicenceStatus } from '@stringer/shared/schemas/public-works';
import { WorkAuditStatus } from '@stringer/shared/statuses';
import type { AuthSession } from '../../platform/auth';
import type { Database } from '../../platform/db/database';
import type { PageRequest } from '../../platform/db/paging';
import { AppError } from '../../platform/errors';
import { translate } from '../../platform/i18n';
import type { Jobs } from '../../platform/jobs';
import type { MailThread } from '../../platform/mail/mailer';
import type { Counter } from '../../platform/rate-limit';
import type { AnnounceChange, AuditRows } from '../audit';
import type { NotificationsService } from '../notifications';
import type { WorkRows } from '../works';
import { checkFormToken } from './lib/form-token';
import { presentLicenceDetail, presentLicenceSummary } from './licences.presenter';
import { licencesRepository as repo } from './licences.repository';

interface Deps {
  database: Pick<Database, 'db' | 'transaction'>;
  jobs: Pick<Jobs, 'sendMail'>;
  notifications: Pick<NotificationsService, 'licenceRequested'>;
  publicUrl: string;
  formSecret(): Promise<string>;
  /** Counts requests per work, shared by the instances when Redis is there. */
  counter: Counter;
  /** Its audit rows, written in the transaction of the change they record. */
  auditRows: AuditRows;
  /** The work a page shows. */
  workRows: WorkRows;
  /** Tells the open pages of a change, when its transaction commits. */
  announceChange: AnnounceChange;
}

const HOUR = 3_600_000;

/**
 * Requests a form may send (decision 0060): per client address and per mail address (the route's
 * limits), and per work, counted only for requests that passed every check, so that a flood from
 * many addresses still asks the creator's work a bounded number of times.
 */
export const LICENCE_LIMITS = {
  perAddress: { max: 5, windowMs: HOUR },
  perMail: { max: 3, windowMs: HOUR },
  perWork: { max: 10, windowMs: HOUR },
};

/** More links than this in a request reads as an advertisement, not a newsroom's question. */
export const MAX_LINKS = 2;
const LINK = /https?:\/\/|www\./gi;

const linksIn = (...texts: string[]) => texts.reduce((n, text) => n + (text.match(LINK)?.length ?? 0), 0);

/**
 * Where a reply sits in the asker's mailbox (0063): every mail of a request follows one root named
 * after it (the form sent no mail of its own to answer), each reply answers the one before it.
 */
const replyThread = (host: string, requestId: number, earlierReplies: number[], replyId: number): MailThread => {
  const mailId = (reply?: number) => `<licence-request-${requestId}${reply ? `.${reply}` : ''}@${host}>`;
  const references = [mailId(), ...earlierReplies.map(mailId)];
  return { messageId: mailId(replyId), inReplyTo: references.at(-1) as string, references };
};

export function createLicencesService({
  database: { db, transaction },
  jobs,
  notifications,
  publicUrl,
  formSecret,
  counter,
  auditRows,
  workRows,
  announceChange,
}: Deps) {
  const publicWork = async (id: number) => {
    const work = await workRows.find(db, id);
    if (!work?.publicAt || work.auditStatus !== WorkAuditStatus.Passed) throw new AppError('workNotExist');
    return work;
  };

  const detail = async (id: number) => {
    const row = await repo.find(db, id);
    if (!row) throw new AppError('licenceRequestNotExist');
    return presentLicenceDetail(row, await repo.thread(db, id));
  };

  return {
    /**
     * A request from a public work's page. Spam checks (0060): the hidden field filled in is a
     * robot, answered as if sent and kept nowhere; a form sent within seconds of the page, or
     * with a token that is not the page's or has sent a request already, is refused; so is a text
     * of many links, and a work asked more often than its limit.
     */
    async request(body: LicenceRequestBody) {
      if (body.website?.trim()) return;
      const refused = checkFormToken(await formSecret(), body.worksId, body.formToken);
      if (refused) throw new AppError(refused === 'tooFast' ? 'licenceTooFast' : 'licenceFormExpired');
      if (linksIn(body.name, body.organisation, body.intendedUse) > MAX_LINKS) {
        throw new AppError('licenceTooManyLinks', [{ field: 'intendedUse', msgKey: 'errors.licenceTooManyLinks' }]);
      }
      const work = await publicWork(body.worksId);
      await transaction(async (tx) => {
        const { website: _, worksId, ...asked } = body;
        const row = await repo.insertOnce(tx.db, { ...asked, workId: worksId });
        if (!row) throw new AppError('licenceFormUsed');
        // Refused, the request is rolled back and its token stays good for later.
        const { max, windowMs } = LICENCE_LIMITS.perWork;
        if ((await counter.hit(`licence-work:${worksId}`, windowMs)) > max) throw new AppError('tooManyRequests');
        await notifications.licenceRequested(tx, { creatorId: work.ownerId, workId: work.id, title: work.title });
        // The console's list shows it at once (staff only: no creator named, 0042).
        await announceChange(tx.db, { entity: 'licenceRequest', entityId: row.id, action: 'create' });
      });
    },

    async page(q: PageRequest & { status?: LicenceStatus }) {
      const { rows, total } = await repo.page(db, q.status, q);
      return { list: rows.map(presentLicenceSummary), total, pageNum: q.pageNum, pageSize: q.pageSize };
    },

    detail,

    /** Support's answer, mailed to the asker in their language with what they asked, and kept in the thread. */
    async reply(auth: AuthSession, { id, body }: { id: number; body: string }) {
      await transaction(async (tx) => {
        const request = await repo.lock(tx.db, id);
        if (!request) throw new AppError('licenceRequestNotExist');
        const work = await workRows.find(tx.db, request.workId);
        const earlier = await repo.replyIds(tx.db, id);
        const replyId = await repo.addReply(tx.db, id, auth.accountId, body);
        await auditRows.record(tx.db, {
          staffId: auth.accountId,
          entity: 'licenceRequest',
          entityId: id,
          action: 'send',
          before: { status: request.status },
          after: { status: 'answered' },
        });
        const language = request.language;
        await jobs.sendMail(
          {
            to: request.mail,
            subject: translate(language, 'mail.licenceReplySubject', { title: work?.title ?? '' }),
            text: translate(language, 'mail.licenceReplyText', {
              reply: body,
              date: request.createdAt.toISOString().slice(0, 10),
              intendedUse: request.intendedUse,
              link: `${publicUrl}/v/${request.workId}`,
            }),
            thread: replyThread(new URL(publicUrl).hostname, id, earlier, replyId),
          },
          tx,
        );
      });
      return detail(id);
    },
  };
}

export type LicencesService = ReturnType<typeof createLicencesService>;
