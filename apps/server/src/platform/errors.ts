import { API_ERRORS, type ApiErrorBody, type ApiErrorName, type FieldError } from '@stringer/shared/errors';
import { formatGmt } from '@stringer/shared/time';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { textOf } from './i18n';

/** A failure a service means to report: its name picks status, code and translation key. */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly kind: ApiErrorName,
    readonly fieldErrors?: FieldError[],
    /** When a locked attempt may be made again. */
    readonly retryAt?: Date,
  ) {
    super(errorText(API_ERRORS[kind].msgKey, retryAt));
    this.statusCode = API_ERRORS[kind].status;
  }
}

/** The AppError whose translation key is `msgKey` (the shared rules speak in keys). */
export function appErrorFor(msgKey: string, field?: string) {
  const kind = (Object.keys(API_ERRORS) as ApiErrorName[]).find((k) => API_ERRORS[k].msgKey === msgKey) ?? 'validation';
  return new AppError(kind, field ? [{ field, msgKey }] : undefined);
}

export function ok<T>(data: T) {
  return { code: 200 as const, msg: 'success', data };
}

/**
 * The English text of an error key, for callers without translations (curl, logs): the locale
 * file's, the one the web shows, a lock's `{{time}}` filled as the product writes a moment.
 */
function errorText(key: string, retryAt?: Date): string | undefined {
  return textOf('en', key, retryAt ? { time: formatGmt(retryAt.toISOString()) } : {});
}

export function errorBody(kind: ApiErrorName, errors?: FieldError[], retryAt?: Date): ApiErrorBody {
  const spec: { status: number; msgKey: string; errorCode?: number } = API_ERRORS[kind];
  // A refused form leads with its first field's message, so a client showing one toast says what to fix;
  // a shared one only (`errors.*`): the second factors' texts are loaded by their own screens alone (0052).
  const lead =
    kind === 'validation'
      ? errors?.find((e) => e.msgKey.startsWith('errors.') && errorText(e.msgKey))?.msgKey
      : undefined;
  const msgKey = lead ?? spec.msgKey;
  return {
    code: spec.status,
    // Every API error key has an English text (i18n.test.ts); the key stands in for a field's unknown one.
    msg: errorText(msgKey, retryAt) ?? msgKey,
    msgKey,
    ...(spec.errorCode ? { errorCode: spec.errorCode } : {}),
    ...(errors ? { errors } : {}),
    ...(retryAt ? { retryAt: retryAt.toISOString() } : {}),
  };
}

interface Issue {
  instancePath: string;
  message?: string;
}

/** The first failure of each field, as `{ field, msgKey }`; the shared schemas' messages are keys. */
function fieldErrors(issues: Issue[]): FieldError[] {
  const byField = new Map<string, string>();
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    // The second factors' keys have a file of their own (`factors.errors.*`, decision 0052).
    const key = issue.message && /^(factors\.)?errors\./.test(issue.message) ? issue.message : 'errors.invalidValue';
    if (!byField.has(field)) byField.set(field, field === '' ? 'errors.requiredItems' : key);
  }
  return [...byField].map(([field, msgKey]) => ({ field, msgKey }));
}

/** Seconds a client is asked to wait before retrying a 503. */
export const RETRY_AFTER_S = 10;
/** And a 507: a full disk waits for an operator, not for a restart. */
const STORAGE_RETRY_AFTER_S = 60;

// Node's socket failures, and PostgreSQL's "shutting down / starting up / too many connections".
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND']);
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '08000', '08001', '08003', '08006']);
// pg reports a lost or timed-out connection by message alone; so does ioredis, or by a name.
const UNREACHABLE_MESSAGE =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Connection is closed/i;
const UNREACHABLE_NAMES = new Set(['MaxRetriesPerRequestError']);

interface Failure {
  code?: unknown;
  name?: unknown;
  message?: unknown;
  cause?: unknown;
}

/** Whether `err` or what it wraps (Drizzle keeps pg's error as `cause`), four deep, meets `test`. */
function anyCause(err: unknown, test: (failure: Failure) => boolean, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 4) return false;
  return test(err as Failure) || anyCause((err as Failure).cause, test, depth + 1);
}

const isText = (value: unknown): value is string => typeof value === 'string';

/**
 * Whether `err` says a backing service cannot be reached: the database above all, though the
 * bucket or Redis (rate-limit counters) being away means the same to the client: try again shortly.
 */
export const isUnavailable = (err: unknown) =>
  anyCause(
    err,
    ({ code, name, message }) =>
      (isText(code) && (UNREACHABLE_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code))) ||
      (isText(name) && UNREACHABLE_NAMES.has(name)) ||
      (isText(message) && UNREACHABLE_MESSAGE.test(message)),
  );

/** A full disk or quota: the file system's own codes, and PostgreSQL's disk_full ("could not extend file"). */
export const STORAGE_FULL_CODES = new Set(['ENOSPC', 'EDQUOT', '53100']);

/** Whether `err` says the disk (the database's or the files') is full: 507, try again later. */
export const isStorageFull = (err: unknown) =>
  anyCause(err, ({ code }) => isText(code) && STORAGE_FULL_CODES.has(code));

function classify(err: FastifyError): { kind: ApiErrorName; errors?: FieldError[]; retryAt?: Date } {
  if (err instanceof AppError) return { kind: err.kind, errors: err.fieldErrors, retryAt: err.retryAt };
  if (isUnavailable(err)) return { kind: 'unavailable' };
  if (isStorageFull(err)) return { kind: 'storageFull' };
  if (hasZodFastifySchemaValidationErrors(err)) return { kind: 'validation', errors: fieldErrors(err.validation) };
  if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return { kind: 'payloadTooLarge' };
  // The web app's file route refusing a path no file can have (`//web/...`, `/../`): it names nothing.
  if (err.code === 'FST_STATIC_FORBIDDEN_PATH') return { kind: 'notFound' };
  const status = err.statusCode ?? 500;
  if (status === 429) return { kind: 'tooManyRequests' };
  // @fastify/under-pressure refusing work while the process is overloaded.
  if (status === 503) return { kind: 'unavailable' };
  if (status === 404) return { kind: 'notFound' };
  // Malformed JSON, a wrong content type and the like: the client sent something unreadable.
  if (status >= 400 && status < 500)
    return { kind: 'validation', errors: [{ field: '', msgKey: 'errors.invalidValue' }] };
  return { kind: 'server' };
}

/**
 * Fastify's router refuses some URLs before any route runs (a malformed %-escape, a path segment
 * longer than maxParamLength): those get the envelope too. Such a segment names nothing: 404.
 */
export function frameworkError(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  const body = errorBody(err.code === 'FST_ERR_BAD_URL' ? 'validation' : 'notFound');
  reply.status(body.code).send({ ...body, requestId: req.id });
}

/** The envelope and error rules of product-decisions, for every route. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    const { kind, errors, retryAt } = classify(err);
    const body = { ...errorBody(kind, errors, retryAt), requestId: req.id };
    if (retryAt) reply.header('retry-after', Math.max(1, Math.ceil((retryAt.getTime() - Date.now()) / 1000)));
    if (kind === 'unavailable') {
      req.log.warn({ err: err.message }, 'request refused: a backing service is unavailable');
      reply.header('retry-after', RETRY_AFTER_S);
    } else if (kind === 'storageFull') {
      // Nothing was written (the statement failed whole); the operator must free space.
      req.log.error({ err: err.message }, 'request refused: the disk is full');
      reply.header('retry-after', STORAGE_RETRY_AFTER_S);
    } else if (kind === 'server') req.log.error({ err }, 'request failed');
    else req.log.info({ kind, errors }, 'request refused');
    return reply.status(body.code).send(body);
  });
  app.setNotFoundHandler((req, reply) => reply.status(404).send({ ...errorBody('routeNotExist'), requestId: req.id }));
}
