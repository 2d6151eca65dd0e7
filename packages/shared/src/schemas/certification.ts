import { z } from 'zod';
import { LIMITS } from '../constants';
import { CertificationStatus } from '../statuses';
import { region } from './account';
import { calendarDay, email, requiredText } from './fields';
import { fileInfo } from './files';

/** Spec 2's certification dialog: email, name, date of birth, resume (doc, txt, pdf), location. */
export const certificationBody = z.object({
  email: email(),
  name: requiredText('errors.nameRequired', LIMITS.realNameMax),
  birthDate: calendarDay('errors.birthDateRequired', 'errors.birthDateInvalid').refine(
    (d) => Date.parse(d) < Date.now() && Date.parse(d) > Date.parse('1900-01-01'),
    'errors.birthDateInvalid',
  ),
  resumeFileId: z
    .string({ error: 'errors.resumeRequired' })
    .min(1, 'errors.resumeRequired')
    .max(64, 'errors.fileNotExist')
    .regex(/^[A-Za-z0-9_-]+$/, 'errors.fileNotExist'),
  ...region,
});
export type CertificationBody = z.infer<typeof certificationBody>;

/**
 * What the account holds, and the latest submission (with the reviewer's reason when failed): what
 * was sent, so that a new submission starts from it. The resume is null once its file is gone.
 */
export const certificationState = z.object({
  status: z.enum(CertificationStatus),
  latest: z
    .object({
      status: z.enum(CertificationStatus),
      reason: z.string().nullable(),
      submittedAt: z.string(),
      reviewedAt: z.string().nullable(),
      email: z.string(),
      name: z.string(),
      birthDate: z.string(),
      resume: fileInfo.nullable(),
      countryId: z.number(),
      provinceId: z.number().nullable(),
      cityId: z.number().nullable(),
    })
    .nullable(),
});
export type CertificationState = z.infer<typeof certificationState>;
