// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { SEARCHABLE_PAGES } from '@/constants/menu';

const push = vi.fn(() => Promise.resolve(true));
vi.mock('next/router', () => ({ useRouter: () => ({ push }) }));
let permissions: string[] = [];
vi.mock('@/hooks/use-permissions', () => ({ usePermissions: () => permissions }));

const { SearchBox } = await import('@/components/shell/SearchBox');

// Every page labelled with 'Customers' (the four customer screens) plus the cash-register pages.
const customers = SEARCHABLE_PAGES.filter((p) => p.value.startsWith('/app/master-data/customers/'));
const allowed = [...customers, ...SEARCHABLE_PAGES.filter((p) => p.value.startsWith('/operational/pos/'))].map((p) => p.value);

function setup() {
  permissions = allowed;
  push.mockClear();
  render(
    <div>
      <SearchBox />
      <button type="button">elsewhere</button>
    </div>,
  );
  return screen.getByRole('combobox', { name: 'Search pages' });
}

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const labels = () => screen.getAllByRole('option').map((o) => o.querySelector('div')?.textContent);

describe('SearchBox (spec §4/§5)', () => {
  it('is closed while the input is empty and opens when it has text', () => {
    const input = setup();
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    type(input, 'cust');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(labels()).toEqual(customers.map((p) => p.label));
  });

  it('shows at most 5 results', () => {
    const input = setup();
    type(input, 'a');
    expect(screen.getAllByRole('option')).toHaveLength(5);
  });

  it("offers only permitted pages, and says 'No data found' when nothing matches", () => {
    const input = setup();
    type(input, 'Users');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByRole('listbox')).toHaveTextContent('No data found');
  });

  it('closes when the text is emptied', () => {
    const input = setup();
    type(input, 'cust');
    type(input, '');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('opens the clicked result, empties the box and closes', () => {
    const input = setup();
    type(input, 'cust');
    fireEvent.click(screen.getByRole('option', { name: /Customers List/ }));
    expect(push).toHaveBeenCalledWith('/app/master-data/customers/list');
    expect(input).toHaveValue('');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('closes on a click outside, and opens again when the input is clicked', () => {
    const input = setup();
    type(input, 'cust');
    fireEvent.pointerDown(screen.getByRole('button', { name: 'elsewhere' }));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input).toHaveValue('cust');
    fireEvent.click(input);
    expect(screen.getByRole('listbox')).toBeInTheDocument();
  });

  it('moves with the arrow keys (wrapping) and opens the highlighted result with Enter', () => {
    const input = setup();
    type(input, 'cust');
    const options = () => screen.getAllByRole('option');
    expect(options()[0]).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', options()[0].id);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(options()[2]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(options()[1]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(options()[customers.length - 1]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(push).toHaveBeenCalledWith(customers[1].value);
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('closes on Escape and opens again with an arrow key; a second Escape empties the box', () => {
    const input = setup();
    type(input, 'cust');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    fireEvent.keyDown(input, { key: 'Escape' });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input).toHaveValue('');
  });

  it('Enter with no result does nothing', () => {
    const input = setup();
    type(input, 'zzz');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(push).not.toHaveBeenCalled();
  });
});
