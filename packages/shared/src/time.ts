const GMT_LENGTH = { minute: 16, day: 10 } as const;

/**
 * A moment as the product shows it everywhere (screens, mails), in GMT+0 and labelled so:
 * `2031-03-04 17:30 GMT+0`. A creator and an editor in different zones read the same time for
 * the same thing, and a mail says what the screen says.
 */
export const formatGmt = (iso: string, unit: keyof typeof GMT_LENGTH = 'minute') =>
  `${new Date(iso).toISOString().slice(0, GMT_LENGTH[unit]).replace('T', ' ')} GMT+0`;
