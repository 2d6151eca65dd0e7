import type { paths } from './openapi';

/**
 * The calls of docs/openapi.json as types (decision 0054): which path takes which method, query and
 * body, and what it answers. Types only: `lib/http.ts` stays the one runtime (spec section 8).
 */
export type Method = 'get' | 'post' | 'put' | 'delete';

/** The document's paths that take `M`. */
type PathOf<M extends Method> = {
  [P in keyof paths]: paths[P][M] extends { responses: unknown } ? P : never;
}[keyof paths];

/** A path with its `{param}` segments filled by any text, as a call site's template string fills them. */
type Filled<P extends string> = P extends `${infer Head}{${string}}${infer Tail}`
  ? `${Head}${string}${Filled<Tail>}`
  : P;

/** Every URL a call with `M` may name. */
export type Url<M extends Method> = Filled<PathOf<M>>;

/** The operation a URL names: the path itself, else the one whose `{param}` segments it fills. */
export type Operation<M extends Method, U extends string> =
  U extends PathOf<M> ? paths[U][M] : { [P in PathOf<M>]: U extends Filled<P> ? paths[P][M] : never }[PathOf<M>];

/** What a successful call returns: the envelope's `data`. */
export type Answer<O> = O extends { responses: { 200: { content: { 'application/json': { data: infer D } } } } }
  ? D
  : never;

/** A query value as the page holds it: a number where the contract reads one from the text. */
type QueryValue<T> = T extends `${infer N extends number}` ? T | N : string extends T ? T | number : T;
type QueryOf<O> = O extends { parameters: { query?: infer Q } } ? Q : never;
type LooseQuery<Q> = { [K in keyof Q]: QueryValue<Q[K]> };

/** The `query` option: required when the operation has a required parameter, absent when it has none. */
export type QueryOption<O> = [QueryOf<O>] extends [never | undefined]
  ? { query?: never }
  : object extends NonNullable<QueryOf<O>>
    ? { query?: LooseQuery<NonNullable<QueryOf<O>>> }
    : { query: LooseQuery<NonNullable<QueryOf<O>>> };

export type Body<O> = O extends { requestBody?: { content: { 'application/json': infer B } } } ? B : undefined;

/** One call's parts by its method and path, for the code around a call (a form's values, a filter). */
export type ApiQuery<M extends Method, U extends Url<M>> = NonNullable<QueryOf<Operation<M, U>>>;
export type ApiBody<M extends Method, U extends Url<M>> = Body<Operation<M, U>>;
export type ApiAnswer<M extends Method, U extends Url<M>> = Answer<Operation<M, U>>;
