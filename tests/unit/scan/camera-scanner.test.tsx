// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react';
import { CameraScanner, REPEAT_WINDOW_MS } from '@/components/scan/CameraScanner';
import { stubLayoutApis } from '../../helpers/fake-router';

/*
 * The camera dialog with zxing replaced by a fake reader the test drives: what it asks the browser for,
 * which codes it hands on, that it lets the camera go when closed, and what it says when it cannot start.
 */

const zxing = vi.hoisted(() => ({
  constraints: [] as MediaStreamConstraints[],
  callback: null as null | ((result: { getText: () => string } | undefined) => void),
  stop: vi.fn(),
  release: vi.fn(),
  failWith: null as Error | null,
}));

vi.mock('@zxing/browser', () => ({
  BrowserMultiFormatReader: class {
    decodeFromConstraints(constraints: MediaStreamConstraints, _video: HTMLVideoElement, callback: typeof zxing.callback) {
      zxing.constraints.push(constraints);
      if (zxing.failWith) return Promise.reject(zxing.failWith);
      zxing.callback = callback;
      return Promise.resolve({ stop: zxing.stop });
    }
  },
  BrowserCodeReader: { releaseAllStreams: zxing.release },
}));

stubLayoutApis();

const read = (text: string) => act(() => zxing.callback!({ getText: () => text }));
let now = 1_000_000;

beforeEach(() => {
  zxing.constraints.length = 0;
  zxing.callback = null;
  zxing.failWith = null;
  zxing.stop.mockClear();
  zxing.release.mockClear();
  vi.spyOn(Date, 'now').mockImplementation(() => now);
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia: vi.fn() }, configurable: true });
});
afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

describe('CameraScanner', () => {
  it('asks for the back camera and hands on each code once while it stays in view', async () => {
    const onCode = vi.fn();
    render(<CameraScanner open onClose={vi.fn()} onCode={onCode} />);
    await waitFor(() => expect(zxing.callback).not.toBeNull());
    expect(zxing.constraints[0]).toEqual({ video: { facingMode: { ideal: 'environment' } }, audio: false });

    read('100000000001');
    now += 200;
    read('100000000001');
    now += REPEAT_WINDOW_MS - 100;
    // still in view: seen again within the window of its last sighting
    read('100000000001');
    now += 100;
    read('100000000002');
    now += REPEAT_WINDOW_MS + 1;
    // the first parcel again, after it had left the view
    read('100000000001');
    act(() => zxing.callback!(undefined));
    expect(onCode.mock.calls.map(([c]) => c)).toEqual(['100000000001', '100000000002', '100000000001']);
  });

  it('lets the camera go when it closes', async () => {
    const { rerender } = render(<CameraScanner open onClose={vi.fn()} onCode={vi.fn()} />);
    await waitFor(() => expect(zxing.callback).not.toBeNull());
    await act(async () => undefined);
    rerender(<CameraScanner open={false} onClose={vi.fn()} onCode={vi.fn()} />);
    expect(zxing.stop).toHaveBeenCalledTimes(1);
    expect(zxing.release).toHaveBeenCalled();
  });

  it('says so when the camera is not allowed, or when the browser offers none', async () => {
    zxing.failWith = Object.assign(new Error('Permission denied'), { name: 'NotAllowedError' });
    const { unmount } = render(<CameraScanner open onClose={vi.fn()} onCode={vi.fn()} />);
    expect(await screen.findByTestId('camera-problem')).toHaveTextContent('The camera is not allowed for this site');
    unmount();

    Reflect.deleteProperty(navigator, 'mediaDevices');
    render(<CameraScanner open onClose={vi.fn()} onCode={vi.fn()} />);
    expect(await screen.findByTestId('camera-problem')).toHaveTextContent('The camera needs a secure (https) connection');
  });
});
