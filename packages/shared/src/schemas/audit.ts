import { z } from 'zod';
import { pageQuery, pageResult } from './common';
import { queryId } from './fields';

/**
 * Searching the audit log: by staff member, by creator, by item (entity and id together) and by
 * time; newest first.
 */
export const auditPageQuery = pageQuery
  .extend({
    staffId: queryId().optional(),
    creatorId: queryId().optional(),
    entity: z.string().trim().min(1, 'errors.required').max(40, 'errors.tooLong').optional(),
    entityId: queryId().optional(),
    from: z.iso.datetime({ offset: true, error: 'errors.invalidType' }).optional(),
    to: z.iso.datetime({ offset: true, error: 'errors.invalidType' }).optional(),
  })
  .superRefine((q, ctx) => {
    // An id names nothing without the kind of thing it is.
    if (q.entityId !== undefined && q.entity === undefined)
      ctx.addIssue({ code: 'custom', path: ['entity'], message: 'errors.required' });
  });
export type AuditPageQuery = z.infer<typeof auditPageQuery>;

const person = z.object({ id: z.number(), name: z.string() });
const values = z.record(z.string(), z.unknown()).nullable();

export const auditEntry = z.object({
  id: z.number(),
  staff: person,
  /** Null when the action concerned no creator, or the creator's account was removed. */
  creator: person.nullable(),
  entity: z.string(),
  entityId: z.number(),
  action: z.string(),
  before: values,
  after: values,
  reason: z.string().nullable(),
  at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditPage = pageResult(auditEntry);
export type AuditPage = z.infer<typeof auditPage>;
