import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { type DataColumn, type DataSort, DataTable } from './data-table';

interface Bond {
  name: string;
  price: string;
}

const columns: DataColumn<Bond>[] = [
  { id: 'name', header: 'Name', rowHeader: true, sortable: true, cell: (bond) => bond.name },
  { id: 'price', header: 'Price', numeric: true, sortable: true, cell: (bond) => bond.price },
];
const bonds: Bond[] = [
  { name: 'Beta', price: '99.50' },
  { name: 'Alpha', price: '101.25' },
];

function Sorted() {
  const [sort, setSort] = useState<DataSort>({ column: 'name', order: 'asc' });
  const rows = [...bonds].sort(
    (a, b) =>
      (sort.order === 'asc' ? 1 : -1) *
      a[sort.column as keyof Bond].localeCompare(b[sort.column as keyof Bond]),
  );
  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(bond) => bond.name}
      caption="Bonds"
      sort={sort}
      onSort={(column) =>
        setSort((current) => ({
          column,
          order: current.column === column && current.order === 'asc' ? 'desc' : 'asc',
        }))
      }
    />
  );
}

describe('DataTable', () => {
  it('sorts from buttons in its headers, saying the order with aria-sort; figures align right', async () => {
    const user = userEvent.setup();
    render(<Sorted />);
    const table = screen.getByRole('table', { name: 'Bonds' });
    const names = () =>
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent);
    const name = within(table).getByRole('columnheader', { name: /Name/ });
    expect(name.getAttribute('aria-sort')).toBe('ascending');
    expect(names()).toEqual(['Alpha', 'Beta']);
    await user.click(within(name).getByRole('button'));
    expect(name.getAttribute('aria-sort')).toBe('descending');
    expect(names()).toEqual(['Beta', 'Alpha']);
    const price = within(table).getByRole('columnheader', { name: /Price/ });
    expect(price.getAttribute('aria-sort')).toBeNull();
    expect(price.className).toBe('bk-num');
    expect(within(table).getByRole('cell', { name: '99.50' }).className).toBe('bk-num');
  });

  it('shows its empty or failed state instead of the table, and rows in groups', () => {
    const { rerender } = render(
      <DataTable
        columns={columns}
        rows={[]}
        rowKey={(bond) => bond.name}
        label="Bonds"
        empty={<p>None</p>}
      />,
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('None')).toBeTruthy();
    rerender(
      <DataTable
        columns={columns}
        rows={bonds}
        rowKey={(bond) => bond.name}
        label="Bonds"
        failed={<p role="alert">Failed</p>}
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe('Failed');
    rerender(
      <DataTable
        columns={columns}
        groups={[
          { id: 'a', label: 'First', rows: [bonds[0]!] },
          { id: 'b', label: 'Second', rows: [bonds[1]!] },
        ]}
        rowKey={(bond) => bond.name}
        label="Bonds"
      />,
    );
    const table = screen.getByRole('table', { name: 'Bonds' });
    expect(within(table).getByRole('columnheader', { name: 'First' }).getAttribute('colspan')).toBe('2');
    expect(within(table).getAllByRole('rowgroup')).toHaveLength(3);
  });
});
