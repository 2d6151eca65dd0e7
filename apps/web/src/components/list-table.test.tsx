import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp } from '../test/render';
import { ListTable } from './list-table';

interface Row {
  id: number;
  title: string;
}

const ROWS: Row[] = [
  { id: 7, title: 'Market at dawn' },
  { id: 9, title: 'Harbour at night' },
];

/** What every list here shows: two works by title. */
const LIST: Omit<Parameters<typeof ListTable<Row>>[0], 'paging' | 'selection'> = {
  rowKey: 'id',
  rows: ROWS,
  loading: false,
  empty: 'none',
  columns: [{ key: 'title', title: 'Work', render: (r) => r.title }],
};

let picked: Row[] = [];

function Picker() {
  const [selected, setSelected] = useState<Row[]>([]);
  picked = selected;
  return (
    <ListTable<Row> {...LIST} selection={{ selected, onChange: setSelected, label: (r) => `Select ${r.title}` }} />
  );
}

const setWidth = (width: number) =>
  (window as unknown as { happyDOM: { setViewport(v: object): void } }).happyDOM.setViewport({ width, height: 800 });

afterEach(() => {
  cleanup();
  picked = [];
});

// The rewards' batch moves depend on the same selection whether the list is a table or cards.
describe.each([
  ['a table on a laptop', 1280],
  ['cards on a phone', 360],
])('a list with a selection, as %s', (_, width) => {
  it('names each row’s box and picks and unpicks rows', async () => {
    setWidth(width);
    await renderInApp(<Picker />);
    expect(screen.queryAllByTestId('list-card')).toHaveLength(width < 992 ? 2 : 0);
    const first = screen.getByRole('checkbox', { name: 'Select Market at dawn' });
    const second = screen.getByRole('checkbox', { name: 'Select Harbour at night' });
    fireEvent.click(first);
    fireEvent.click(second);
    expect(picked.map((r) => r.id).sort()).toEqual([7, 9]);
    fireEvent.click(first);
    expect(picked.map((r) => r.id)).toEqual([9]);
    expect((screen.getByRole('checkbox', { name: 'Select Harbour at night' }) as HTMLInputElement).checked).toBe(true);
  });
});

describe('a paged list on a laptop', () => {
  const paged = (total: number, sizes?: boolean) => (
    <ListTable<Row>
      {...LIST}
      paging={{ pageNum: 1, pageSize: 10, total, onChange: () => {}, ...(sizes === undefined ? {} : { sizes }) }}
    />
  );
  const sizeChanger = () => screen.queryByRole('combobox', { name: 'Rows per page' });

  it('offers page sizes once there are more than 50 rows, as antd does, unless told not to', async () => {
    setWidth(1280);
    await renderInApp(paged(120));
    expect(sizeChanger()).not.toBeNull();
    cleanup();
    await renderInApp(paged(40));
    expect(sizeChanger()).toBeNull();
    cleanup();
    await renderInApp(paged(120, false));
    expect(sizeChanger()).toBeNull();
  });
});

// An empty list has no pager, on a laptop or a phone: not "1 / 0".
describe.each([
  ['a table on a laptop', 1280],
  ['cards on a phone', 390],
])('an empty paged list, as %s', (_, width) => {
  it('shows its empty text and no pager', async () => {
    setWidth(width);
    await renderInApp(
      <ListTable<Row> {...LIST} rows={[]} paging={{ pageNum: 1, pageSize: 10, total: 0, onChange: () => {} }} />,
    );
    expect(screen.getByText('none')).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

describe('a paged list', () => {
  it('goes to the next and previous page, and says where it stands', async () => {
    setWidth(1280);
    const pages: number[] = [];
    await renderInApp(
      <ListTable<Row> {...LIST} paging={{ pageNum: 2, pageSize: 10, total: 35, onChange: (n) => pages.push(n) }} />,
    );
    expect(screen.getByRole('navigation', { name: 'Page 2 of 4' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(pages).toEqual([3, 1]);
  });

  it('says its total on one page, without a pager', async () => {
    setWidth(1280);
    await renderInApp(
      <ListTable<Row>
        {...LIST}
        totalText="2 items"
        paging={{ pageNum: 1, pageSize: 10, total: 2, onChange: () => {} }}
      />,
    );
    expect(screen.getByText('2 items')).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
