// @vitest-environment jsdom
import type { printPdf as PrintPdf } from '@/services/print-pdf';

/* A print goes to the print dialog from one hidden frame of the page; a new tab only where that fails. */

let printPdf: typeof PrintPdf;
beforeAll(async () => {
  ({ printPdf } = await vi.importActual<typeof import('@/services/print-pdf')>('@/services/print-pdf'));
});
beforeEach(() => {
  document.body.innerHTML = '';
  URL.createObjectURL = vi.fn(() => `blob:pdf-${Math.random()}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

const frame = () => document.getElementById('print-frame') as HTMLIFrameElement;
const pdf = () => new Blob(['%PDF-1.4'], { type: 'application/pdf' });

describe('printPdf', () => {
  it('loads the PDF into one off-screen frame and prints it there: no tab', async () => {
    const open = vi.fn(() => ({}) as Window);
    vi.stubGlobal('open', open);
    const printing = printPdf(pdf());
    const print = vi.fn();
    Object.defineProperty(frame().contentWindow!, 'print', { value: print, configurable: true });
    frame().dispatchEvent(new Event('load'));
    await expect(printing).resolves.toBe('dialog');
    expect(print).toHaveBeenCalledTimes(1);
    expect(open).not.toHaveBeenCalled();
    expect(frame().style.display).not.toBe('none');
    expect(frame().src).toMatch(/^blob:pdf-/);

    // the next print reuses the frame and gives the previous PDF's memory back
    const first = frame().src;
    const again = printPdf(pdf());
    frame().dispatchEvent(new Event('load'));
    await expect(again).resolves.toBe('dialog');
    expect(document.querySelectorAll('#print-frame')).toHaveLength(1);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith(first);
  });

  it('opens a tab where the frame cannot print, and says when the tab was blocked', async () => {
    const open = vi.fn(() => null);
    vi.stubGlobal('open', open);
    const printing = printPdf(pdf());
    Object.defineProperty(frame().contentWindow!, 'print', {
      value: () => {
        throw new Error('no PDF viewer');
      },
      configurable: true,
    });
    frame().dispatchEvent(new Event('load'));
    await expect(printing).resolves.toBe('blocked');
    expect(open).toHaveBeenCalledWith(frame().src, '_blank');
  });
});
