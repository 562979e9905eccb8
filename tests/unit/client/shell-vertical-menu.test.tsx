// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MENU_ITEMS } from '@/constants/menu';
import { VerticalMenu } from '@/components/shell/VerticalMenu';
import { routeInGroup } from '@/components/shell/menu-route';

const group = (label: string, level: number) =>
  screen.getAllByRole('button', { name: label, hidden: true }).find((b) => b.getAttribute('data-menu-level') === String(level))!;

function renderAt(path: string) {
  const utils = render(<VerticalMenu items={MENU_ITEMS} path={path} selectedColour="#2563eb" />);
  return { ...utils, at: (next: string) => utils.rerender(<VerticalMenu items={MENU_ITEMS} path={next} selectedColour="#2563eb" />) };
}

describe('routeInGroup', () => {
  it('matches the group itself and what lies under it, on whole segments', () => {
    expect(routeInGroup('/finance/ar/invoice/list', '/finance/ar')).toBe(true);
    expect(routeInGroup('/finance/ar', '/finance/ar')).toBe(true);
    expect(routeInGroup('/finance/ar-x/list', '/finance/ar')).toBe(false);
    expect(routeInGroup('/', '/finance')).toBe(false);
  });
});

describe('VerticalMenu (spec §2)', () => {
  it('opens the groups that contain the current route, and only those', () => {
    renderAt('/finance/ar/invoice/list');
    expect(group('FINANCE', 1)).toHaveAttribute('aria-expanded', 'true');
    expect(group('AR', 2)).toHaveAttribute('aria-expanded', 'true');
    expect(group('Invoice', 3)).toHaveAttribute('aria-expanded', 'true');
    expect(group('AP', 2)).toHaveAttribute('aria-expanded', 'false');
    expect(group('OPERATIONAL', 1)).toHaveAttribute('aria-expanded', 'false');
    expect(group('Payment Invoice', 3)).toHaveAttribute('aria-expanded', 'false');
  });

  it('highlights the current page with the selected-item colour', () => {
    renderAt('/finance/ar/invoice/list');
    const current = screen.getAllByRole('link').filter((a) => a.getAttribute('aria-current') === 'page');
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveAttribute('href', '/finance/ar/invoice/list');
    expect(current[0]).toHaveStyle({ backgroundColor: '#2563eb' });
  });

  it('keeps a closed group in the document but hidden', () => {
    renderAt('/');
    const ap = group('AP', 2);
    const list = document.getElementById(ap.getAttribute('aria-controls')!)!;
    expect(list).not.toBeVisible();
    expect(within(list).getAllByRole('link', { hidden: true }).length).toBeGreaterThan(0);
  });

  it('toggles a group on click, whatever the route says', () => {
    renderAt('/finance/ar/invoice/list');
    fireEvent.click(group('OPERATIONAL', 1));
    expect(group('OPERATIONAL', 1)).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(group('OPERATIONAL', 1));
    expect(group('OPERATIONAL', 1)).toHaveAttribute('aria-expanded', 'false');
    // Closing the group of the current route works too.
    fireEvent.click(group('AR', 2));
    expect(group('AR', 2)).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens again a group the user closed when the route moves into it', () => {
    const { at } = renderAt('/finance/ar/invoice/list');
    fireEvent.click(group('FINANCE', 1));
    expect(group('FINANCE', 1)).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(group('MISC', 1));
    at('/finance/ap/invoice-vendor/list');
    expect(group('FINANCE', 1)).toHaveAttribute('aria-expanded', 'true');
    expect(group('AP', 2)).toHaveAttribute('aria-expanded', 'true');
    // A group opened by hand elsewhere stays open.
    expect(group('MISC', 1)).toHaveAttribute('aria-expanded', 'true');
  });
});
