import { bannerBody, bannerUpdateBody, managedBanner } from '@stringer/shared/schemas/catalog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogRoutes } from '../../platform/catalog-routes';
import type { BannersManager } from './banners.manager.service';

/** The console's banners: `/manager/banner/...`, admin only. */
export const bannersManagerRoutes: FastifyPluginAsyncZod<{ manager: BannersManager }> = async (app, { manager }) =>
  catalogRoutes(app, {
    path: 'banner',
    noun: 'banner',
    item: managedBanner,
    createBody: bannerBody,
    updateBody: bannerUpdateBody,
    service: manager,
  });
