import { z } from 'zod';
import { id, requiredText } from './fields';

/** Support's own notices to creators: one creator, every creator of a country, or everyone. */
export const SYSTEM_AUDIENCES = ['creator', 'country', 'all'] as const;
export type SystemAudience = (typeof SYSTEM_AUDIENCES)[number];

export const SYSTEM_NOTIFICATION = { titleMax: 100, textMax: 2000 } as const;

const title = () => requiredText('errors.required', SYSTEM_NOTIFICATION.titleMax);
const text = () => requiredText('errors.required', SYSTEM_NOTIFICATION.textMax);

/** Both languages are required: each creator reads the one they use, and mail goes in it too. */
export const systemNotificationBody = z
  .object({
    audience: z.enum(SYSTEM_AUDIENCES, 'errors.invalidValue'),
    creatorId: id().optional(),
    countryId: id().optional(),
    titleEn: title(),
    titleZh: title(),
    textEn: text(),
    textZh: text(),
  })
  .superRefine((b, ctx) => {
    if (b.audience === 'creator' && b.creatorId === undefined)
      ctx.addIssue({ code: 'custom', path: ['creatorId'], message: 'errors.required' });
    if (b.audience === 'country' && b.countryId === undefined)
      ctx.addIssue({ code: 'custom', path: ['countryId'], message: 'errors.required' });
  });
export type SystemNotificationBody = z.infer<typeof systemNotificationBody>;

export const SEND_STATES = ['queued', 'sending', 'done', 'failed'] as const;

/**
 * A send: to one creator it is done at once (`id` null); to many it runs as a job, followed by
 * `id` until `done`, when `reached` says how many creators it notified.
 */
export const systemNotificationSend = z.object({
  id: z.string().nullable(),
  state: z.enum(SEND_STATES),
  targeted: z.number(),
  reached: z.number().nullable(),
});
export type SystemNotificationSend = z.infer<typeof systemNotificationSend>;

export const systemNotificationSendQuery = z.object({ id: z.uuid('errors.notFound') });
