import { clueIdQuery } from '@stringer/shared/schemas/clues';
import { envelope } from '@stringer/shared/schemas/common';
import { queryId } from '@stringer/shared/schemas/fields';
import {
  certificationAuditBody,
  certificationForReview,
  claimBody,
  claimResult,
  clueAuditBody,
  clueForReview,
  reviewPage,
  reviewPageQuery,
  workAuditBody,
  workForReview,
  workPublicBody,
} from '@stringer/shared/schemas/review';
import { worksIdQuery } from '@stringer/shared/schemas/works';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { REVIEWER, sessionOf } from '../../platform/auth';
import { ok } from '../../platform/errors';
import type { ReviewService } from './review.service';
import type { ReviewDetailsService } from './review-details.service';

const done = envelope(z.null());

/** The reviewers' queues and decisions: the contract of product-decisions, plus claims. */
export const reviewRoutes: FastifyPluginAsyncZod<{
  review: ReviewService;
  details: ReviewDetailsService;
}> = async (app, { review, details }) => {
  const config = { access: REVIEWER };
  const queues = [
    ['works', 'work', 'Works to review, oldest first, with counts per status'],
    ['clue', 'clue', 'Clues to review, oldest first, with counts per status'],
    ['certification', 'certification', 'Certifications to review, oldest first, with counts per status'],
  ] as const;
  for (const [path, kind, summary] of queues) {
    app.get(
      `/manager/${path}/page`,
      {
        config,
        schema: { tags: ['review'], summary, querystring: reviewPageQuery, response: { 200: envelope(reviewPage) } },
      },
      async (req) => ok(await review.page(kind, req.query)),
    );
    app.post(
      `/manager/${path}/claim`,
      {
        config,
        schema: {
          tags: ['review'],
          summary: 'Take an item for 15 minutes: other reviewers see it taken',
          body: claimBody,
          response: { 200: envelope(claimResult) },
        },
      },
      async (req) => ok(await review.claim(sessionOf(req), kind, req.body.id)),
    );
  }
  app.get(
    '/manager/works/detail',
    {
      config,
      schema: {
        tags: ['review'],
        summary:
          'A work as the reviewer opens it: videos, cover, attachments, what it answers, its creator and their earlier works',
        querystring: worksIdQuery,
        response: { 200: envelope(workForReview) },
      },
    },
    async (req) => ok(await details.work(sessionOf(req), req.query.id)),
  );
  app.get(
    '/manager/clue/detail',
    {
      config,
      schema: {
        tags: ['review'],
        summary: 'A clue as the reviewer opens it: every field, its media playable, its place and its creator',
        querystring: clueIdQuery,
        response: { 200: envelope(clueForReview) },
      },
    },
    async (req) => ok(await details.clue(req.query.id)),
  );
  app.get(
    '/manager/certification/detail',
    {
      config,
      schema: {
        tags: ['review'],
        summary: 'A certification as the reviewer opens it: the details given and the resume file',
        querystring: z.object({ id: queryId('errors.notFound') }),
        response: { 200: envelope(certificationForReview) },
      },
    },
    async (req) => ok(await details.certification(req.query.id)),
  );
  app.put(
    '/manager/works/public',
    {
      config,
      schema: {
        tags: ['review'],
        summary: 'Show a passed work on /public/videos, or take it off',
        body: workPublicBody,
        response: { 200: done },
      },
    },
    async (req) => ok(await review.setPublic(sessionOf(req), req.body).then(() => null)),
  );
  app.put(
    '/manager/works/audit',
    {
      config,
      schema: {
        tags: ['review'],
        summary: 'Pass (with a score or points), send back or reject a work',
        body: workAuditBody,
        response: { 200: done },
      },
    },
    async (req) => ok(await review.auditWork(sessionOf(req), req.body).then(() => null)),
  );
  app.put(
    '/manager/clue/audit',
    {
      config,
      schema: {
        tags: ['review'],
        summary: 'Accept, unaccept or send back a clue',
        body: clueAuditBody,
        response: { 200: done },
      },
    },
    async (req) => ok(await review.auditClue(sessionOf(req), req.body).then(() => null)),
  );
  app.put(
    '/manager/certification/audit',
    {
      config,
      schema: {
        tags: ['review'],
        summary: 'Pass or fail a certification',
        body: certificationAuditBody,
        response: { 200: done },
      },
    },
    async (req) => ok(await review.auditCertification(sessionOf(req), req.body).then(() => null)),
  );
};
