import { REQUEST_TIMEOUT_MS, SESSION_INVALID_ERROR_CODE, SUCCESS_CODE } from '@stringer/shared/constants';
import type { ApiErrorBody, FieldError } from '@stringer/shared/errors';
import { webLinks, webPaths } from '@stringer/shared/web-paths';
import type { Answer, Body, Operation, QueryOption, Url } from './api-types';
import { useSession } from './session';

/** A refused call: what the server said, or what went wrong on the way. */
export class ApiError extends Error {
  readonly code: number;
  readonly msgKey: string;
  readonly errors: FieldError[];
  /** When a refused attempt may be made again (a locked sign-in). */
  readonly retryAt: string | undefined;
  /** What an answer other than 200 carried besides (a sign-in's second step: its challenge). */
  readonly data: unknown;

  constructor(body: Partial<ApiErrorBody> & { msgKey: string; data?: unknown }) {
    super(body.msg ?? body.msgKey);
    this.code = body.code ?? 0;
    this.msgKey = body.msgKey;
    this.errors = body.errors ?? [];
    this.retryAt = body.retryAt;
    this.data = body.data;
  }
}

/** The path the user is on, to come back to after signing in again. */
export function currentPath() {
  return window.location.hash.replace(/^#/, '') || '/';
}

export function loginPath(redirect = currentPath()) {
  return redirect.startsWith(webPaths.login) ? webPaths.login : webLinks.login(redirect);
}

/** Spec section 8: a 401, or code 500 with errorCode 11012, clears the tab's session and goes to /login. */
function sessionEnded() {
  useSession.getState().clear();
  if (!currentPath().startsWith(webPaths.login)) window.location.hash = loginPath();
}

/** Whether trying the same call again could succeed: not when the server refused it. */
export function isRetryable(error: unknown) {
  return (
    !(error instanceof ApiError) || error.code === 0 || (error.code >= 500 && error.msgKey !== 'errors.sessionInvalid')
  );
}

interface Options {
  query?: Record<string, unknown>;
  body?: unknown;
  /** Send the body form-encoded (the spec's "query type" calls). */
  form?: boolean;
  signal?: AbortSignal;
}

async function request<T>(method: string, path: string, { query, body, form, signal }: Options = {}): Promise<T> {
  const { token, tokenName } = useSession.getState();
  const url = new URL(path, window.location.origin);
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
  const headers: Record<string, string> = {};
  if (token && tokenName) headers[tokenName] = token;
  let payload: string | undefined;
  if (body !== undefined) {
    headers['content-type'] = form ? 'application/x-www-form-urlencoded' : 'application/json';
    payload = form ? new URLSearchParams(body as Record<string, string>).toString() : JSON.stringify(body);
  }
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      headers,
      body: payload,
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch (err) {
    if (signal?.aborted) throw err;
    throw new ApiError({ msgKey: 'errors.network' });
  }
  if (res.status === 401) {
    sessionEnded();
    throw new ApiError({ code: 401, msgKey: 'errors.unauthorized' });
  }
  const data = (await res.json().catch(() => undefined)) as (ApiErrorBody & { data?: T }) | undefined;
  if (!data) throw new ApiError({ code: res.status, msgKey: 'errors.serverRetry' });
  if (data.code === 500 && data.errorCode === SESSION_INVALID_ERROR_CODE) {
    sessionEnded();
    throw new ApiError(data);
  }
  // Staff the admins' policy holds back reach only the page where they set up a second factor.
  if (data.msgKey === 'factors.errors.required' && currentPath() !== webPaths.consoleSecurity)
    window.location.hash = webPaths.consoleSecurity;
  if (res.status !== 200 || data.code !== SUCCESS_CODE) throw new ApiError(data);
  return data.data as T;
}

/**
 * Bytes the server answers to the session's token (a CSV, a video frame): a plain link or an
 * <img> could not carry the header. A refusal is an ApiError like any call's.
 */
async function fetchBytes(path: string, query?: Options['query']): Promise<Response> {
  const { token, tokenName } = useSession.getState();
  const url = new URL(path, window.location.origin);
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
  const res = await fetch(url, {
    headers: token && tokenName ? { [tokenName]: token } : {},
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  }).catch(() => {
    throw new ApiError({ msgKey: 'errors.network' });
  });
  if (res.status === 401) sessionEnded();
  if (!res.ok) {
    const body = (await res.json().catch(() => undefined)) as ApiErrorBody | undefined;
    throw new ApiError(body ?? { code: res.status, msgKey: 'errors.serverRetry' });
  }
  return res;
}

/** A file the server sends as a download, handed to the browser as a blob with the server's file name. */
async function download(path: string, query?: Options['query']) {
  const res = await fetchBytes(path, query);
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'download';
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await res.blob());
  link.download = name;
  link.click();
  // The click has started the download by the time the next task runs.
  setTimeout(() => URL.revokeObjectURL(link.href), 0);
}

/** Bytes behind the session's token as an object URL for an <img>; the caller revokes it. */
async function blobUrl(path: string, query?: Options['query']): Promise<string> {
  const res = await fetchBytes(path, query);
  return URL.createObjectURL(await res.blob());
}

type CallOptions<O> = QueryOption<O> & { signal?: AbortSignal };
/** A spec "query type" call sends its query form-encoded as its body too (spec section 7). */
type FormBody<O> = O extends { parameters: { query: infer Q } } ? { [K in keyof Q]: string } : never;
type Optional<T> = object extends T ? [options?: T] : [options: T];
type WithBody<O> =
  | (object extends CallOptions<O>
      ? undefined extends Body<O>
        ? [body?: Body<O>, options?: CallOptions<O>]
        : [body: Body<O>, options?: CallOptions<O>]
      : [body: Body<O>, options: CallOptions<O>])
  | [body: FormBody<O>, options: CallOptions<O> & { form: true }];

type Read<M extends 'get' | 'delete'> = <U extends Url<M>>(
  url: U,
  ...options: Optional<CallOptions<Operation<M, U>>>
) => Promise<Answer<Operation<M, U>>>;
type Write<M extends 'post' | 'put'> = <U extends Url<M>>(
  url: U,
  ...args: WithBody<Operation<M, U>>
) => Promise<Answer<Operation<M, U>>>;

/**
 * The calls of docs/openapi.json: a path, method, query or body the contract does not have is a
 * type error. Types only: the functions below are the plain ones /login has always loaded.
 */
interface Http {
  blobUrl: typeof blobUrl;
  download: typeof download;
  get: Read<'get'>;
  post: Write<'post'>;
  put: Write<'put'>;
  delete: Read<'delete'>;
}

export const http: Http = {
  blobUrl,
  download,
  get: <T>(path: string, options?: Omit<Options, 'body'>) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: Options) => request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: Options) => request<T>('PUT', path, { ...options, body }),
  delete: <T>(path: string, options?: Omit<Options, 'body'>) => request<T>('DELETE', path, options),
};
