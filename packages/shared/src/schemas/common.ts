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

/** The answer of a call that only acts. */
export const done = envelope(z.null());

/** A page of a list call (product-decisions: list, total, pageNum from 1, pageSize). */
export function pageResult<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number(),
    pageNum: z.number(),
    pageSize: z.number(),
  });
}
export type Page<T> = Omit<z.infer<ReturnType<typeof pageResult>>, 'list'> & { list: T[] };

/** A content or personal tag, named in both languages. */
export const tag = z.object({ id: z.number(), name: z.string(), nameZh: z.string() });
export type Tag = z.infer<typeof tag>;

/** What a work or a list names a task or activity by. */
export const titled = z.object({ id: z.number(), title: z.string(), titleZh: z.string() });
export type Titled = z.infer<typeof titled>;

/** A picture shipped with the server (seeded covers), by its path. */
export const coverPath = z.object({ filePath: z.string() });
