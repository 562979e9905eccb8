// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react';
import { lazyOnOpen } from '@/components/data/lazy-on-open';

interface Props {
  row: string | null;
}

function Dialog({ row }: Props) {
  return <div data-testid="dialog" data-open={row !== null}>{row ?? 'closed'}</div>;
}

function deferred() {
  let resolve!: (c: typeof Dialog) => void;
  let reject!: (e: Error) => void;
  const promise = new Promise<typeof Dialog>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('lazyOnOpen (dialogs out of the first load)', () => {
  it('renders nothing while closed, loads on opening, then stays mounted to close as before', async () => {
    const load = vi.fn(() => Promise.resolve(Dialog));
    const Lazy = lazyOnOpen(load, (p: Props) => p.row !== null);
    const { rerender } = render(<Lazy row={null} />);
    expect(screen.queryByTestId('dialog')).toBeNull();
    expect(load).not.toHaveBeenCalled();

    rerender(<Lazy row="AWB 1" />);
    expect(await screen.findByTestId('dialog')).toHaveTextContent('AWB 1');
    rerender(<Lazy row={null} />);
    expect(screen.getByTestId('dialog')).toHaveAttribute('data-open', 'false');
    expect(load).toHaveBeenCalledTimes(1);

    // Another screen using it later gets the loaded component at once.
    render(<Lazy row={null} />);
    expect(screen.getAllByTestId('dialog')).toHaveLength(2);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches the code once the page is idle, so the first opening needs no download', async () => {
    vi.useFakeTimers();
    try {
      const load = vi.fn(() => Promise.resolve(Dialog));
      const Lazy = lazyOnOpen(load, (p: Props) => p.row !== null);
      render(<Lazy row={null} />);
      expect(load).not.toHaveBeenCalled();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(2_500);
      });
      expect(load).toHaveBeenCalledTimes(1);
      // Mounted closed, as the dialog was before it became lazy.
      expect(screen.getByTestId('dialog')).toHaveAttribute('data-open', 'false');
    } finally {
      vi.useRealTimers();
    }
  });

  it('stays closed when the download fails, and tries again on the next opening', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const attempts = [deferred(), deferred()];
    let n = 0;
    const load = vi.fn(() => attempts[n++].promise);
    const Lazy = lazyOnOpen(load, (p: Props) => p.row !== null);
    const { rerender } = render(<Lazy row="A" />);
    // A chunk that does not arrive (offline, a new deployment).
    await act(async () => attempts[0].reject(new Error('offline')));
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(screen.queryByTestId('dialog')).toBeNull();

    rerender(<Lazy row={null} />);
    rerender(<Lazy row="B" />);
    await act(async () => attempts[1].resolve(Dialog));
    expect(await screen.findByTestId('dialog')).toHaveTextContent('B');
    expect(load).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });
});

describe('toasts through services/toast', () => {
  it('raise react-toastify toasts, loaded on first use', async () => {
    const toastify = { success: vi.fn(), error: vi.fn() };
    vi.doMock('react-toastify', () => ({ toast: toastify }));
    vi.resetModules();
    const { toast } = await import('@/services/toast');
    toast.success('Saved');
    toast.error('Refused');
    await waitFor(() => expect(toastify.success).toHaveBeenCalledWith('Saved'));
    expect(toastify.error).toHaveBeenCalledWith('Refused');
    vi.doUnmock('react-toastify');
  });
});
