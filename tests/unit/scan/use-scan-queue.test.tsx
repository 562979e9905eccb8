// @vitest-environment jsdom
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { createRef } from 'react';
import { ScanField } from '@/components/scan/ScanField';
import { useScanQueue, type ScanOutcome } from '@/components/scan/use-scan-queue';

/*
 * The scan queue: one call at a time, strictly in the order scanned, every job exactly once, a failure
 * answered like any other without stopping the jobs after it.
 */

interface Deferred {
  code: string;
  resolve: (value: string) => void;
  reject: (error: unknown) => void;
}

/** A server whose answers the test gives, one call at a time. */
function controlledServer() {
  const calls: Deferred[] = [];
  const send = vi.fn(
    (code: string) =>
      new Promise<string>((resolve, reject) => {
        calls.push({ code, resolve, reject });
      }),
  );
  return { calls, send };
}

function setup(send: (code: string) => Promise<string>) {
  const answers: { code: string; outcome: ScanOutcome<string> }[] = [];
  const hook = renderHook(() => useScanQueue<string, string>(send, (code, outcome) => answers.push({ code, outcome })));
  const enqueue = (code: string) => act(() => hook.result.current.enqueue(code));
  return { hook, answers, enqueue };
}

describe('useScanQueue', () => {
  it('sends one job at a time, in the order enqueued, and answers them in that order', async () => {
    const server = controlledServer();
    const { hook, answers, enqueue } = setup(server.send);
    enqueue('A');
    enqueue('B');
    enqueue('C');
    // only the first is on its way; the others wait for its answer
    expect(server.send.mock.calls.map(([c]) => c)).toEqual(['A']);
    expect(hook.result.current).toMatchObject({ pending: 3, busy: true });

    await act(async () => server.calls[0].resolve('a'));
    expect(server.send.mock.calls.map(([c]) => c)).toEqual(['A', 'B']);
    expect(hook.result.current.pending).toBe(2);

    await act(async () => server.calls[1].resolve('b'));
    await act(async () => server.calls[2].resolve('c'));
    expect(answers).toEqual([
      { code: 'A', outcome: { ok: true, value: 'a' } },
      { code: 'B', outcome: { ok: true, value: 'b' } },
      { code: 'C', outcome: { ok: true, value: 'c' } },
    ]);
    expect(hook.result.current).toMatchObject({ pending: 0, busy: false });
  });

  it('goes on after a refusal or a thrown error: the failure is answered, the next job is sent', async () => {
    const server = controlledServer();
    const { answers, enqueue } = setup(server.send);
    enqueue('OK1');
    enqueue('BAD');
    enqueue('OK2');
    await act(async () => server.calls[0].resolve('fine'));
    const refusal = new Error('AWB BAD not found');
    await act(async () => server.calls[1].reject(refusal));
    await act(async () => server.calls[2].resolve('fine too'));
    expect(answers.map((a) => [a.code, a.outcome.ok])).toEqual([
      ['OK1', true],
      ['BAD', false],
      ['OK2', true],
    ]);
    expect(answers[1].outcome).toEqual({ ok: false, error: refusal });

    // a call that throws before it returns a promise is a failure like any other
    const throwing = vi.fn((code: string) => {
      if (code === 'X') throw new Error('no network');
      return Promise.resolve(code.toLowerCase());
    });
    const second = setup(throwing);
    second.enqueue('X');
    second.enqueue('Y');
    await act(async () => undefined);
    expect(second.answers.map((a) => [a.code, a.outcome.ok])).toEqual([
      ['X', false],
      ['Y', true],
    ]);
  });

  it('sends the same code twice when it is scanned twice: nothing is merged', async () => {
    const server = controlledServer();
    const { answers, enqueue } = setup(server.send);
    enqueue('100000000123');
    enqueue('100000000123');
    await act(async () => server.calls[0].resolve('in'));
    await act(async () => server.calls[1].reject(new Error('already in this bag')));
    expect(server.send).toHaveBeenCalledTimes(2);
    expect(answers.map((a) => a.outcome.ok)).toEqual([true, false]);
  });

  it('a job enqueued while the queue answers (a retry, an override) is sent after the others', async () => {
    const server = controlledServer();
    const answers: string[] = [];
    const { result } = renderHook(() =>
      useScanQueue<string, string>(server.send, (code) => {
        answers.push(code);
        if (code === 'A') result.current.enqueue('A-again');
      }),
    );
    act(() => {
      result.current.enqueue('A');
      result.current.enqueue('B');
    });
    await act(async () => server.calls[0].resolve(''));
    await act(async () => server.calls[1].resolve(''));
    await act(async () => server.calls[2].resolve(''));
    expect(server.send.mock.calls.map(([c]) => c)).toEqual(['A', 'B', 'A-again']);
    expect(answers).toEqual(['A', 'B', 'A-again']);
  });

  describe('a burst', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('50 codes scanned 20 ms apart, a server slower than the scanner: 50 answers, in order, each code sent once, one call at a time', async () => {
      let inFlight = 0;
      let most = 0;
      const send = vi.fn((code: string) => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        // every third code is refused, like an AWB already in a bag
        const refused = Number(code.slice(-2)) % 3 === 0;
        return new Promise<string>((resolve, reject) =>
          setTimeout(() => {
            inFlight -= 1;
            if (refused) reject(new Error(`AWB ${code} is already in this bag`));
            else resolve(code);
          }, 35),
        );
      });
      const { hook, answers, enqueue } = setup(send);
      const codes = Array.from({ length: 50 }, (_, i) => `1000000001${String(i).padStart(2, '0')}`);
      for (const code of codes) {
        enqueue(code);
        await act(() => vi.advanceTimersByTimeAsync(20));
      }
      // the scanner is done long before the server
      expect(answers.length).toBeLessThan(50);
      expect(hook.result.current.busy).toBe(true);
      await act(() => vi.advanceTimersByTimeAsync(50 * 35));

      expect(answers.map((a) => a.code)).toEqual(codes);
      expect(send.mock.calls.map(([c]) => c)).toEqual(codes);
      expect(answers.filter((a) => !a.outcome.ok)).toHaveLength(17);
      expect(most).toBe(1);
      expect(hook.result.current).toMatchObject({ pending: 0, busy: false });
    });
  });
});

describe('ScanField', () => {
  it('hands on the trimmed code at each Enter and empties the box at once; an empty box sends nothing', () => {
    const onScan = vi.fn();
    const inputRef = createRef<HTMLInputElement>();
    render(<ScanField label="Scan an AWB" onScan={onScan} inputRef={inputRef} testId="scan" />);
    const input = screen.getByLabelText('Scan an AWB') as HTMLInputElement;

    fireEvent.change(input, { target: { value: '  100000000123 ' } });
    fireEvent.submit(input.closest('form')!);
    expect(onScan).toHaveBeenLastCalledWith('100000000123');
    expect(input.value).toBe('');

    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.submit(input.closest('form')!);
    expect(onScan).toHaveBeenCalledTimes(1);
    expect(input.value).toBe('');
  });

  it('is disabled with its reason when nothing may be scanned', () => {
    render(<ScanField label="Scan" onScan={vi.fn()} inputRef={createRef()} disabledReason="Not possible on a booked shipping bag" testId="scan" />);
    expect(screen.getByTestId('scan')).toBeDisabled();
    expect(screen.getByTestId('scan-note')).toHaveTextContent('Not possible on a booked shipping bag');
  });
});
