import type { ApiErrorName } from '@stringer/shared/errors';
import type { AuditAction, AuditEntity } from '@stringer/shared/schemas/audit';
import type { CatalogPageQuery, ListingBody } from '@stringer/shared/schemas/catalog';
import type { ListingStatus } from '@stringer/shared/statuses';
import type { AuthSession } from '../../../platform/auth';
import type { Database, Db, Tx } from '../../../platform/db/database';
import type { PageRequest } from '../../../platform/db/paging';
import { AppError } from '../../../platform/errors';
import { publishImage } from '../../files/index';
import { auditedEdit, recordCreated } from './audited-edit';

type Values = Record<string, unknown>;

/** What a catalog table's repository offers the console: pages, one row with its extras, locked edits. */
export interface CatalogRepository<Row extends Values, New extends Values, Listed> {
  page(db: Db, listing: ListingStatus | undefined, page: PageRequest): Promise<{ rows: Listed[]; total: number }>;
  withExtras(db: Db, id: number): Promise<Listed | undefined>;
  findForUpdate(db: Db, id: number): Promise<Row | undefined>;
  insert(db: Db, values: New): Promise<number>;
  update(db: Db, id: number, values: Partial<New>): Promise<unknown>;
}

interface Spec<Row extends Values, New extends Values, Listed, Out, Body> {
  entity: AuditEntity;
  missing: ApiErrorName;
  repo: CatalogRepository<Row, New, Listed>;
  present(row: Listed): Out;
  /** The item's picture: the body's field (an uploaded file id or its public path) and the row's. */
  picture: { field: string; of(body: Body): string; current(row: Row): string | null };
  /** The item's values, as written and as logged: `auditable(...)`, so each is a field the log has words for. */
  valuesOf(body: Body, picturePath: string): New;
  /** More of the same transaction once the row is saved (a task's offers). */
  afterSave?(tx: Tx, auth: AuthSession, row: { id: number; title: string }, body: Body): Promise<void>;
}

/**
 * The admins' side of a catalog (activities, tasks, banners): every item, listed or not; create,
 * edit and list/delist, each change written with its audit row in the same transaction, and the
 * picture published from the admin's upload.
 */
export function createCatalogManager<
  Row extends Values & { title: string },
  New extends Values & { title: string },
  Listed,
  Out,
  Body,
>(database: Pick<Database, 'db' | 'transaction'>, spec: Spec<Row, New, Listed, Out, Body>) {
  const { db, transaction } = database;
  const { repo, picture } = spec;

  const present = async (id: number) => {
    const row = await repo.withExtras(db, id);
    if (!row) throw new AppError(spec.missing);
    return spec.present(row);
  };
  const edit = (
    tx: Tx,
    auth: AuthSession,
    id: number,
    next: (row: Row, txDb: Db) => Promise<Values> | Values,
    action?: AuditAction,
  ) =>
    auditedEdit(tx, auth, {
      entity: spec.entity,
      id,
      missing: spec.missing,
      find: repo.findForUpdate,
      save: repo.update,
      next,
      action,
    });
  const published = (db: Db, auth: AuthSession, body: Body, row?: Row) =>
    publishImage(db, auth, picture.of(body), { field: picture.field, current: row && picture.current(row) });

  return {
    present,

    async page({ listing, pageNum, pageSize }: CatalogPageQuery) {
      const { rows, total } = await repo.page(db, listing, { pageNum, pageSize });
      return { list: rows.map(spec.present), total, pageNum, pageSize };
    },

    async create(auth: AuthSession, body: Body) {
      const id = await transaction(async (tx) => {
        const values = spec.valuesOf(body, await published(tx.db, auth, body));
        const created = await repo.insert(tx.db, values);
        await recordCreated(tx, auth, spec.entity, created, values);
        await spec.afterSave?.(tx, auth, { id: created, title: values.title }, body);
        return created;
      });
      return present(id);
    },

    async update(auth: AuthSession, body: Body & { id: number }) {
      await transaction(async (tx) => {
        const row = await edit(tx, auth, body.id, async (current, txDb) =>
          spec.valuesOf(body, await published(txDb, auth, body, current)),
        );
        await spec.afterSave?.(tx, auth, { id: body.id, title: row.title }, body);
      });
      return present(body.id);
    },

    /** Delisted, creators no longer see it (nor enter works for it); listed again, they do within its window. */
    async setListing(auth: AuthSession, { id, listing }: ListingBody) {
      await transaction((tx) => edit(tx, auth, id, () => ({ listing }), listing === 'listed' ? 'list' : 'delist'));
      return present(id);
    },
  };
}
