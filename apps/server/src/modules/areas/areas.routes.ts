import { areaList, citiesQuery, countriesQuery, provincesQuery } from '@stringer/shared/schemas/area';
import { envelope } from '@stringer/shared/schemas/common';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ok } from '../../platform/errors';
import type { AreasService } from './areas.service';

export const areasRoutes: FastifyPluginAsyncZod<{ areas: AreasService }> = async (app, { areas }) => {
  // Reference data: anyone may read it.
  const options = <Q extends z.ZodType>(summary: string, querystring: Q) => ({
    config: { access: 'public' as const },
    schema: { tags: ['areas'], summary, querystring, response: { 200: envelope(areaList) } },
  });
  // A client that names the current version gets a response it may keep for good.
  const cache = (reply: FastifyReply, version: string | undefined) =>
    reply.header('cache-control', version === areas.version ? 'public, max-age=31536000, immutable' : 'no-cache');

  app.get('/api/area/countries', options('Countries', countriesQuery), async (req, reply) => {
    cache(reply, req.query.version);
    return ok(await areas.countries());
  });
  app.get('/api/area/provinces', options('Provinces of a country', provincesQuery), async (req, reply) => {
    cache(reply, req.query.version);
    return ok(await areas.provinces(req.query.countryId));
  });
  app.get('/api/area/cities', options('Cities of a province', citiesQuery), async (req, reply) => {
    cache(reply, req.query.version);
    return ok(await areas.cities(req.query.provinceId));
  });
};
