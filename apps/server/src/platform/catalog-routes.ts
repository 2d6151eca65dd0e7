import { catalogPageQuery, listingBody } from '@stringer/shared/schemas/catalog';
import { envelope, pageResult } from '@stringer/shared/schemas/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ADMIN, type AuthSession, sessionOf } from './auth';
import { ok } from './errors';

interface Catalog<Item extends z.ZodType, Create extends z.ZodType, Update extends z.ZodType> {
  /** The path segment: `/manager/{path}/page`, `/create`, `/update`, `/listing`. */
  path: string;
  /** The OpenAPI tag, and the noun the summaries use. */
  noun: string;
  item: Item;
  createBody: Create;
  updateBody: Update;
  service: {
    page(
      q: z.infer<typeof catalogPageQuery>,
    ): Promise<{ list: z.infer<Item>[]; total: number; pageNum: number; pageSize: number }>;
    create(auth: AuthSession, body: z.infer<Create>): Promise<z.infer<Item>>;
    update(auth: AuthSession, body: z.infer<Update>): Promise<z.infer<Item>>;
    setListing(auth: AuthSession, body: z.infer<typeof listingBody>): Promise<z.infer<Item>>;
  };
}

/**
 * The four calls every catalog list of the console has, admin only: a page (listed and delisted,
 * newest first), create, update, and list/delist. Each answers with the item as it now is.
 */
export function catalogRoutes<Item extends z.ZodType, Create extends z.ZodType, Update extends z.ZodType>(
  app: FastifyInstance,
  { path, noun, item, createBody, updateBody, service }: Catalog<Item, Create, Update>,
) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  // Activities, tasks and banners are the operators' to publish (product-decisions: admin).
  const config = { access: ADMIN };
  const tags = [`manager ${noun}`];
  // Widened: the item's type is the caller's schema, which fastify checks each answer against.
  const one: { 200: z.ZodType } = { 200: envelope(item) };
  typed.get(
    `/manager/${path}/page`,
    {
      config,
      schema: {
        tags,
        summary: `Every ${noun}, listed or not, newest first`,
        querystring: catalogPageQuery,
        response: { 200: envelope(pageResult(item)) },
      },
    },
    async (req) => ok(await service.page(req.query)),
  );
  typed.post(
    `/manager/${path}/create`,
    {
      config,
      schema: { tags, summary: `Create a ${noun} (listed)`, body: createBody, response: one },
    },
    async (req) => ok(await service.create(sessionOf(req), req.body as z.infer<Create>)),
  );
  typed.put(
    `/manager/${path}/update`,
    {
      config,
      schema: { tags, summary: `Edit a ${noun}`, body: updateBody, response: one },
    },
    async (req) => ok(await service.update(sessionOf(req), req.body as z.infer<Update>)),
  );
  typed.put(
    `/manager/${path}/listing`,
    {
      config,
      schema: { tags, summary: `List or delist a ${noun}`, body: listingBody, response: one },
    },
    async (req) => ok(await service.setListing(sessionOf(req), req.body)),
  );
}
