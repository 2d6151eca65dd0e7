import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApiErrorName } from '@stringer/shared/errors';
import { Server } from '@tus/server';
import type { CancellationContext } from '@tus/utils';
import { AppError, errorBody, STORAGE_FULL_CODES } from '../../../platform/errors';

type Options = ConstructorParameters<typeof Server>[0];
interface Log {
  error(obj: object, msg: string): void;
}

/**
 * tus's own refusals by status. The status is kept (tus-js-client acts on it: 404/410 start the
 * upload again, 409/423 resume), only the text becomes the envelope and a translation key.
 */
const BY_STATUS: Record<number, ApiErrorName> = {
  400: 'uploadInvalid',
  403: 'uploadInvalid',
  404: 'fileNotExist',
  409: 'uploadConflict',
  410: 'fileNotExist',
  412: 'uploadInvalid',
  413: 'fileTooLarge',
  423: 'uploadConflict',
  501: 'uploadInvalid',
};

/** A write the disk (or its quota) had no room for. */

const bodyOf = (kind: ApiErrorName, status: number) => JSON.stringify({ ...errorBody(kind), code: status });

/** Our own hooks throw the envelope already; anything else is tus's text or a system message. */
function envelopeIn(body: string): Record<string, unknown> | undefined {
  try {
    const parsed = JSON.parse(body);
    return typeof parsed?.msgKey === 'string' ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The request id of the upload request being answered: tus writes its replies far from the
 * Fastify request, so the id follows the request's async work instead of being passed along.
 */
const requestIds = new AsyncLocalStorage<string>();

/**
 * @tus/server answering every refusal and failure as the API does: JSON, the envelope, a key,
 * never its plain text or a raw system message (`ENOSPC: no space left on device`), which goes
 * to the log instead.
 */
export class TusServer extends Server {
  constructor(options: Options, log: Log) {
    super({
      ...options,
      onResponseError(_req, err) {
        if (err instanceof AppError)
          return { status_code: err.statusCode, body: JSON.stringify(errorBody(err.kind, err.fieldErrors)) };
        const code = (err as { code?: unknown }).code;
        if (typeof code === 'string' && STORAGE_FULL_CODES.has(code)) {
          log.error({ err }, 'upload storage is full');
          return { status_code: 507, body: bodyOf('storageFull', 507) };
        }
        if (!('status_code' in err)) log.error({ err }, 'upload failed');
        return undefined;
      },
    });
  }

  /** `handle`, with the Fastify request's id for the envelope of any refusal. */
  handleAs(requestId: string, req: IncomingMessage, res: ServerResponse) {
    return requestIds.run(requestId, () => this.handle(req, res));
  }

  override async write(context: CancellationContext, headers: Headers, status: number, body = '') {
    if (status < 400) return super.write(context, headers, status, body);
    headers.set('Content-Type', 'application/json; charset=utf-8');
    const envelope = envelopeIn(body) ?? { ...errorBody(BY_STATUS[status] ?? 'uploadFailed'), code: status };
    return super.write(context, headers, status, JSON.stringify({ ...envelope, requestId: requestIds.getStore() }));
  }
}
