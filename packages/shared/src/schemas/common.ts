import { z } from 'zod';
import { PAGE_NUM_MAX, PAGE_SIZE } from '../constants';

export const pageQuery = z.object({
  pageNum: z.coerce
    .number()
    .int('errors.invalidType')
    .min(1, 'errors.invalidType')
    .max(PAGE_NUM_MAX, 'errors.pageNumMax')
    .default(1),
  pageSize: z.coerce
    .number()
    .int('errors.invalidType')
    .min(1, 'errors.invalidType')
    .max(PAGE_SIZE.max, 'errors.pageSizeMax')
    .default(PAGE_SIZE.default),
});

/** The success envelope of every call. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.literal(200), msg: z.string(), data });
}

export function pageResult<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number(),
    pageNum: z.number(),
    pageSize: z.number(),
  });
}
