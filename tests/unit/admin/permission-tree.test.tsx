// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { PermissionTree } from '@/components/admin/PermissionTree';
import { checkState, leafValues, orderPermissions, readOnlyState, setGroupReadOnly, setReadOnly, tickedScreens, toggleItem } from '@/components/admin/permission-tree';
import { findMenuItem, MENU_ITEMS, SCREEN_ROUTES, type MenuItem } from '@/constants/menu';

const SYSTEM = '/app/master-data/system';
const ROLES = '/app/master-data/system/roles';
const USERS = '/app/master-data/system/users';
const DASHBOARD_EIS = '/dashboard/eis';

const item = (route: string): MenuItem => {
  const found = findMenuItem(route);
  if (!found) throw new Error(`no menu item ${route}`);
  return found;
};

describe('permission tree rules (real menu)', () => {
  it('a group stands for every screen under it, in menu order', () => {
    expect(leafValues(item(SYSTEM))).toEqual([ROLES, USERS]);
    const app = item('/app');
    expect(leafValues(app).length).toBeGreaterThan(20);
    expect(leafValues(app).every((r) => r.startsWith('/app/') && SCREEN_ROUTES.includes(r))).toBe(true);
    // The whole tree's leaves are exactly the screen routes.
    expect(MENU_ITEMS.flatMap(leafValues)).toEqual(SCREEN_ROUTES);
  });

  it('ticking a group ticks all its children, at every depth', () => {
    const next = toggleItem(item('/app/master-data'), []);
    expect(next).toEqual(leafValues(item('/app/master-data')));
    expect(checkState(item('/app/master-data'), new Set(next))).toBe('checked');
    expect(checkState(item(SYSTEM), new Set(next))).toBe('checked');
    expect(checkState(item('/app'), new Set(next))).toBe('indeterminate');
    expect(checkState(item('/dashboard'), new Set(next))).toBe('unchecked');
  });

  it('a partly ticked group is indeterminate; ticking it completes it; ticking it again clears it', () => {
    const partly = [ROLES];
    expect(checkState(item(SYSTEM), new Set(partly))).toBe('indeterminate');
    const full = toggleItem(item(SYSTEM), partly);
    expect(full).toEqual([ROLES, USERS]);
    expect(toggleItem(item(SYSTEM), full)).toEqual([]);
  });

  it('un-ticking a screen of a full group leaves the group indeterminate and the others untouched', () => {
    const start = [DASHBOARD_EIS, ROLES, USERS];
    const next = toggleItem(item(USERS), start);
    expect(next).toEqual([DASHBOARD_EIS, ROLES]);
    expect(checkState(item(SYSTEM), new Set(next))).toBe('indeterminate');
  });

  it('keeps menu order and leaves values it does not know at the end', () => {
    expect(orderPermissions([USERS, '/legacy/screen', DASHBOARD_EIS, USERS])).toEqual([DASHBOARD_EIS, USERS, '/legacy/screen']);
  });
});

function Harness({ initial = [] as string[], onChange }: { initial?: string[]; onChange?: (v: string[]) => void }) {
  const [value, setValue] = useState<string[]>(initial);
  return (
    <PermissionTree
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

const box = (label: string) => screen.getByRole('checkbox', { name: label }) as HTMLInputElement;

describe('<PermissionTree>', () => {
  function openSystem() {
    fireEvent.click(screen.getByRole('button', { name: 'Expand APP / Master Data' }));
    fireEvent.click(screen.getByRole('button', { name: 'Expand APP / Master Data / System' }));
  }

  it('ticking a group ticks its children; the parents show indeterminate', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    openSystem();
    fireEvent.click(box('APP / Master Data / System'));
    expect(onChange).toHaveBeenLastCalledWith([ROLES, USERS]);
    expect(box('APP / Master Data / System / Roles').checked).toBe(true);
    expect(box('APP / Master Data / System / Users').checked).toBe(true);
    expect(box('APP / Master Data / System').checked).toBe(true);
    expect(box('APP / Master Data / System').indeterminate).toBe(false);
    expect(box('APP / Master Data').indeterminate).toBe(true);
    expect(box('APP').indeterminate).toBe(true);
    expect(box('DASHBOARD').checked).toBe(false);
    expect(box('DASHBOARD').indeterminate).toBe(false);
    expect(screen.getByTestId('permission-count')).toHaveTextContent(`2 of ${SCREEN_ROUTES.length} screens`);
  });

  it('un-ticking one child makes its group indeterminate; ticking the group again ticks all', () => {
    const onChange = vi.fn();
    render(<Harness initial={[ROLES, USERS]} onChange={onChange} />);
    openSystem();
    fireEvent.click(box('APP / Master Data / System / Users'));
    expect(onChange).toHaveBeenLastCalledWith([ROLES]);
    expect(box('APP / Master Data / System').checked).toBe(false);
    expect(box('APP / Master Data / System').indeterminate).toBe(true);
    fireEvent.click(box('APP / Master Data / System'));
    expect(onChange).toHaveBeenLastCalledWith([ROLES, USERS]);
    expect(box('APP / Master Data / System').indeterminate).toBe(false);
    expect(box('APP / Master Data / System').checked).toBe(true);
  });

  it('un-ticking a fully ticked top-level group clears everything under it', () => {
    const dashboards = leafValues(item('/dashboard'));
    const onChange = vi.fn();
    render(<Harness initial={[...dashboards, ROLES]} onChange={onChange} />);
    expect(box('DASHBOARD').checked).toBe(true);
    fireEvent.click(box('DASHBOARD'));
    expect(onChange).toHaveBeenLastCalledWith([ROLES]);
    expect(box('DASHBOARD').checked).toBe(false);
    expect(box('DASHBOARD / Corporate Performance').checked).toBe(false);
  });

  it('finding a screen shows it with its groups, and "Tick all" / "Clear" cover the whole menu', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Find a screen' }), { target: { value: 'roles' } });
    expect(box('APP / Master Data / System / Roles')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'DASHBOARD' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Tick all' }));
    expect(onChange).toHaveBeenLastCalledWith(SCREEN_ROUTES);
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });
});

describe('view-only screens', () => {
  it('a ticked screen can be made view only and back; a group click keeps the access of screens that stay', () => {
    const viewOnly = setReadOnly(ROLES, true, [ROLES, USERS]);
    expect(viewOnly).toEqual([`${ROLES}:read`, USERS]);
    expect(checkState(item(SYSTEM), tickedScreens(viewOnly))).toBe('checked');
    // the group is fully ticked: a click clears both, whatever their access
    expect(toggleItem(item(SYSTEM), viewOnly)).toEqual([]);
    // partly ticked: completing it adds the missing screen fully and keeps the view-only one
    expect(toggleItem(item(SYSTEM), [`${ROLES}:read`])).toEqual([`${ROLES}:read`, USERS]);
    expect(setReadOnly(ROLES, false, viewOnly)).toEqual([ROLES, USERS]);
  });

  it('the tree shows a "View only" switch on ticked screens and reports the grant', () => {
    function Harness() {
      const [value, setValue] = useState<string[]>([ROLES]);
      return (
        <>
          <PermissionTree value={value} onChange={setValue} />
          <output data-testid="value">{value.join(',')}</output>
        </>
      );
    }
    render(<Harness />);
    fireEvent.change(screen.getByLabelText('Find a screen'), { target: { value: 'system' } });
    expect(screen.queryByLabelText(/^View only, .*Users$/)).toBeNull();
    fireEvent.click(screen.getByLabelText(/^View only, .*Roles$/));
    expect(screen.getByTestId('value').textContent).toBe(`${ROLES}:read`);
    expect(screen.getByTestId('permission-count').textContent).toContain('1 view only');
    expect(screen.getByLabelText(/System \/ Roles$/)).toBeChecked();
  });

  it('a group is made view only at once: every ticked screen under it, and back', () => {
    const master = item('/app/master-data');
    const start = [DASHBOARD_EIS, ROLES, `${USERS}:read`];
    expect(readOnlyState(item(SYSTEM), start)).toBe('indeterminate');
    const viewOnly = setGroupReadOnly(item(SYSTEM), true, start);
    expect(viewOnly).toEqual([DASHBOARD_EIS, `${ROLES}:read`, `${USERS}:read`]);
    expect(readOnlyState(item(SYSTEM), viewOnly)).toBe('checked');
    expect(readOnlyState(master, viewOnly)).toBe('checked');
    // screens outside the group and unticked screens inside it are left as they are
    expect(tickedScreens(viewOnly)).toEqual(tickedScreens(start));
    expect(setGroupReadOnly(master, false, viewOnly)).toEqual([DASHBOARD_EIS, ROLES, USERS]);
    expect(readOnlyState(item('/dashboard'), viewOnly)).toBe('unchecked');
  });

  it('the tree shows a group "View only" switch once a screen under it is ticked', () => {
    function Harness() {
      const [value, setValue] = useState<string[]>([]);
      return (
        <>
          <PermissionTree value={value} onChange={setValue} />
          <output data-testid="value">{value.join(',')}</output>
        </>
      );
    }
    render(<Harness />);
    fireEvent.change(screen.getByLabelText('Find a screen'), { target: { value: 'system' } });
    const groupSwitch = () => screen.queryByRole('checkbox', { name: 'View only, all of APP › Master Data › System' }) as HTMLInputElement | null;
    expect(groupSwitch()).toBeNull();
    fireEvent.click(box('APP / Master Data / System'));
    expect(groupSwitch()!.checked).toBe(false);
    fireEvent.click(groupSwitch()!);
    expect(screen.getByTestId('value').textContent).toBe(`${ROLES}:read,${USERS}:read`);
    expect(groupSwitch()!.checked).toBe(true);
    expect(screen.getByTestId('permission-count').textContent).toContain('2 view only');
    // one screen back to full access: the group's switch is partly on
    fireEvent.click(screen.getByLabelText(/^View only, APP › Master Data › System › Users$/));
    expect(groupSwitch()!.indeterminate).toBe(true);
    fireEvent.click(groupSwitch()!);
    expect(screen.getByTestId('value').textContent).toBe(`${ROLES}:read,${USERS}:read`);
    fireEvent.click(groupSwitch()!);
    expect(screen.getByTestId('value').textContent).toBe(`${ROLES},${USERS}`);
  });
});
