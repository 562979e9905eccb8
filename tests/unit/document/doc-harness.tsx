import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RowActionState } from '@/lib/resources/engine/define';
import { ok, type ApiCall, type Handler } from '../resource/harness';

/*
 * What the document screen tests share: rows as the document API answers them (fields, `<ref>_label`s,
 * engine columns and the server's `actions`), list pages with their keyset cursor, an options endpoint.
 */

export const meta = (over: Record<string, unknown> = {}) => ({ page: 1, limit: 10, total: 2, total_capped: false, next_cursor: null, ...over });

export function pickupRow(over: Record<string, unknown> = {}) {
  return {
    id: 1,
    version: 3,
    number: 'PU-JKT-2611-000001',
    stage: 'draft',
    status: 'REQUESTED',
    pickup_date: '2026-11-24',
    office_id: 3,
    office_id_label: 'Gambir counter',
    branch_id: 1,
    branch_id_label: 'Jakarta',
    customer_id: null,
    customer_id_label: null,
    contact_name: 'Ibu Ani',
    contact_phone: '0812 1111 2222',
    address: 'Jl. Kebon Sirih 10',
    area_id: 11,
    area_id_label: 'Gambir (Kota Adm. Jakarta Pusat)',
    window_from: '2026-11-24T06:00:00.000Z',
    window_to: '2026-11-24T09:00:00.000Z',
    estimated_koli: 3,
    estimated_kg: 12.5,
    driver_id: null,
    driver_id_label: null,
    print_count: 0,
    created_at: '2026-11-24T01:00:00.000Z',
    created_by: 'dispatcher',
    updated_at: '2026-11-24T01:00:00.000Z',
    updated_by: 'dispatcher',
    actions: [
      { key: 'update', can: true },
      { key: 'book', can: true },
      { key: 'pickedUp', can: false, reason: 'Not possible on a draft pickup' },
      { key: 'fail', can: false, reason: 'Not possible on a draft pickup' },
      { key: 'cancel', can: true },
    ] as RowActionState[],
    ...over,
  };
}

export function registerRow(over: Record<string, unknown> = {}) {
  return {
    id: 1,
    version: 2,
    number: 'CR-JKT01-2611-00001',
    stage: 'draft',
    status: 'OPEN',
    register_date: '2026-11-24',
    office_id: 3,
    office_id_label: 'Gambir counter',
    branch_id: 1,
    branch_id_label: 'Jakarta',
    cutoff_at: '2026-11-24T10:00:00.000Z',
    awb_count: 4,
    total_cash: 100_000,
    total_card: 20_000,
    total_qris: 0,
    total_transfer: 0,
    total_amount: 120_000,
    counted_amount: null,
    difference: null,
    print_count: 0,
    created_at: '2026-11-24T10:00:00.000Z',
    created_by: 'counter',
    updated_at: '2026-11-24T10:00:00.000Z',
    updated_by: 'counter',
    actions: [
      { key: 'update', can: false, reason: 'Your role may not do this' },
      { key: 'book', can: true },
      { key: 'cancel', can: true },
    ] as RowActionState[],
    ...over,
  };
}

/** An options endpoint: `ids` names rows, `search` narrows. */
export const options =
  (rows: { id: number; label: string }[]): Handler =>
  ({ params }: ApiCall) =>
    ok(rows.filter((o) => (params.ids ? String(params.ids).split(',').includes(String(o.id)) : o.label.toLowerCase().includes(String(params.search ?? '').toLowerCase()))));

/** The table's row of a document number. */
export function rowOf(number: string) {
  return waitFor(() => {
    const row = screen.queryAllByTestId('document-row').find((r) => within(r).queryByText(number));
    if (!row) throw new Error(`no row ${number}`);
    return row;
  });
}

/** Picks an option of the reference picker of a form field (`ref-picker-{name}`), as a user types and clicks. */
export async function pickRef(container: HTMLElement, name: string, label: string) {
  const input = within(within(container).getByTestId(`ref-picker-${name}`)).getByRole('combobox');
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: label.slice(0, 3) } });
  // found and clicked again until it takes: on a busy machine the choices can re-render (the search's
  // answer arriving) between finding an option and clicking it
  await waitFor(() => {
    if ((input as HTMLInputElement).value === label) return;
    // a picker closed by the previous one's closing opens again with the arrow key, as with a keyboard
    if (input.getAttribute('aria-expanded') !== 'true') fireEvent.keyDown(input, { key: 'ArrowDown' });
    const listbox = document.getElementById(input.getAttribute('aria-controls') ?? '');
    if (!listbox) throw new Error(`the choices of ${name} are not open`);
    fireEvent.mouseDown(within(listbox).getByRole('option', { name: label }), { button: 0 });
    expect(input).toHaveValue(label);
  });
}
