// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { ChangeDiff } from '@/components/logs/ChangeDiff';

const row = (field: string) => document.querySelector(`[data-field="${field}"]`) as HTMLElement;

describe('ChangeDiff', () => {
  it('shows an update field by field with the changed fields highlighted', () => {
    render(<ChangeDiff before={{ full_name: 'BUDI', status: 'AKTIF' }} after={{ full_name: 'BUDI', status: 'TIDAK AKTIF' }} />);
    expect(screen.getByText('1 of 2 fields changed')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Before' })).toBeInTheDocument();
    expect(row('status')).toHaveAttribute('data-change', 'changed');
    expect(row('status').className).toContain('bg-amber-50');
    expect(within(row('status')).getByRole('rowheader')).toHaveTextContent('Status (changed)');
    expect(within(row('status')).getAllByRole('cell').map((c) => c.textContent)).toEqual(['AKTIF', 'TIDAK AKTIF']);
    expect(row('full_name')).toHaveAttribute('data-change', 'same');
    expect(row('full_name').className).not.toContain('bg-');
  });

  it('shows a create as the one snapshot there is', () => {
    render(<ChangeDiff before={null} after={{ code: 'REG', active: true }} />);
    expect(screen.queryByRole('columnheader', { name: 'Before' })).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Value' })).toBeInTheDocument();
    expect(within(row('active')).getByRole('cell')).toHaveTextContent('Yes');
  });

  it('says so when the action recorded no values', () => {
    render(<ChangeDiff before={null} after={null} />);
    expect(screen.getByText('No field values were recorded for this action.')).toBeInTheDocument();
  });
});
