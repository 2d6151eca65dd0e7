import { z } from 'zod';
import { email } from './fields';

/** The dev transport's mailbox (no SMTP_URL): what it kept for an address. */
export const devMailQuery = z.object({ to: email() });

export const devMail = z.object({ to: z.string(), subject: z.string(), text: z.string(), sentAt: z.string() });
export type DevMail = z.infer<typeof devMail>;
