/*
 * A print made on the server (a PDF) goes straight to the browser's print dialog: it is loaded into one
 * hidden frame of the page and that frame prints, so the clerk never clicks through a PDF tab. Where the
 * browser cannot print the frame (no PDF viewer), the PDF opens in a new tab instead.
 */

export type PrintOutcome = 'dialog' | 'tab' | 'blocked';

const FRAME_ID = 'print-frame';
let lastUrl: string | null = null;

function openInTab(url: string): PrintOutcome {
  const tab = typeof window.open === 'function' ? window.open(url, '_blank') : null;
  return tab ? 'tab' : 'blocked';
}

/** The page's one print frame: kept off screen (a frame with display:none does not print). */
function printFrame(): HTMLIFrameElement {
  const existing = document.getElementById(FRAME_ID);
  if (existing instanceof HTMLIFrameElement) return existing;
  const frame = document.createElement('iframe');
  frame.id = FRAME_ID;
  frame.dataset.testid = FRAME_ID;
  frame.title = 'Print';
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  Object.assign(frame.style, { position: 'fixed', right: '0', bottom: '0', width: '1px', height: '1px', border: '0', opacity: '0', pointerEvents: 'none' });
  document.body.appendChild(frame);
  return frame;
}

/** Sends the PDF to the print dialog (or, failing that, to a new tab). */
export function printPdf(blob: Blob): Promise<PrintOutcome> {
  const url = URL.createObjectURL(blob);
  // the previous print is done with by the time the next one starts
  if (lastUrl) URL.revokeObjectURL(lastUrl);
  lastUrl = url;
  const frame = printFrame();
  return new Promise<PrintOutcome>((resolve) => {
    frame.onload = () => {
      try {
        const win = frame.contentWindow;
        if (!win) throw new Error('no frame window');
        win.focus();
        win.print();
        frame.dataset.state = 'printed';
        resolve('dialog');
      } catch {
        frame.dataset.state = 'tab';
        resolve(openInTab(url));
      }
    };
    frame.dataset.state = 'loading';
    frame.src = url;
  });
}
