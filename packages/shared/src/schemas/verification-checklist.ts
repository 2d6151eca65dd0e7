import { z } from 'zod';

/**
 * The verification desk's checklist (issue 39), in the order the panel shows it: the newsroom's
 * own checks, ticked by a reviewer; a work may be passed with any unticked (docs/decisions/0082).
 */
export const CHECKLIST_ITEMS = ['sourceContacted', 'placeConfirmed', 'timeConfirmed', 'original'] as const;
export const checklistItem = z.enum(CHECKLIST_ITEMS);
export type ChecklistItem = z.infer<typeof checklistItem>;

/** Each item's label key, for the console and the audit log alike. */
export const checklistItemKey = (item: ChecklistItem) => `verificationChecklist.items.${item}`;

/** `PUT /manager/works/{worksId}/verification/checklist`: the items to tick (true) or untick (false), one at least. */
export const checklistBody = z
  .object(
    Object.fromEntries(
      CHECKLIST_ITEMS.map((item) => [item, z.boolean({ error: 'errors.invalidType' }).optional()]),
    ) as {
      [K in ChecklistItem]: z.ZodOptional<z.ZodBoolean>;
    },
  )
  .refine((body) => Object.values(body).some((v) => v !== undefined), 'errors.required');
export type ChecklistBody = z.infer<typeof checklistBody>;

const staffMember = z.object({ id: z.number(), name: z.string() });

/** One item as it stands: ticked or not, and who last changed it, when (null: never touched). */
export const checklistEntry = z.object({
  item: checklistItem,
  ticked: z.boolean(),
  by: staffMember.nullable(),
  at: z.string().nullable(),
});
export type ChecklistEntry = z.infer<typeof checklistEntry>;

export const checklist = z.object({
  items: z.array(checklistEntry),
  /**
   * The decision that passed the work (while it stands: null once the work is in any other
   * status), with the items that were not ticked at that moment.
   */
  atPass: z.object({ at: z.string(), unticked: z.array(checklistItem) }).nullable(),
  /** Passed with every item ticked: what the creator and the public pages call "verified by the newsroom". */
  verifiedAt: z.string().nullable(),
});
export type Checklist = z.infer<typeof checklist>;

/**
 * `GET /web/works/{worksId}/verification`: what a creator learns of the desk's work on theirs,
 * the verdict only (none of the evidence): when the newsroom verified it, or null.
 */
export const creatorVerification = z.object({ verifiedAt: z.string().nullable() });
export type CreatorVerification = z.infer<typeof creatorVerification>;

/** What a custody line records the download of: the original's bytes, or the keyframes the desk made from it. */
export const CUSTODY_KINDS = ['original', 'keyframes'] as const;
export type CustodyKind = (typeof CUSTODY_KINDS)[number];

/** One download of an original (or of its keyframes) by a staff member, logged as it was served. */
export const custodyEntry = z.object({
  fileId: z.string(),
  fileName: z.string(),
  kind: z.enum(CUSTODY_KINDS),
  by: staffMember,
  at: z.string(),
});

/**
 * The chain of custody: the work's originals with the address that downloads each for the staff
 * member who asked (their id is inside its signature, and serving it writes the log), and the log.
 */
export const custody = z.object({
  originals: z.array(z.object({ fileId: z.string(), name: z.string(), url: z.string() })),
  downloads: z.array(custodyEntry),
});
export type Custody = z.infer<typeof custody>;
export type CustodyEntry = z.infer<typeof custodyEntry>;
