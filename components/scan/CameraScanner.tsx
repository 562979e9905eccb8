import { BrowserCodeReader, BrowserMultiFormatReader, type IScannerControls } from '@zxing/browser';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/data/Button';
import { Modal } from '@/components/data/Modal';

/*
 * The tablet's camera as a scanner, in a dialog: every code it reads is handed on like one typed in the
 * scan box. This module carries zxing (a large library): load it with lazyOnOpen (LazyCameraScanner), so
 * no page carries it in its first load.
 */

/** A code seen again within this time of its last sighting is the same parcel still in view. */
export const REPEAT_WINDOW_MS = 1500;

/** The back camera where there is one (a phone or tablet); any camera otherwise. */
const CONSTRAINTS: MediaStreamConstraints = { video: { facingMode: { ideal: 'environment' } }, audio: false };

export interface CameraScannerProps {
  open: boolean;
  onClose: () => void;
  /** A code read (the same one repeated while in view is told once). */
  onCode: (text: string) => void;
  title?: string;
  /** Under the preview: what became of the last codes read. */
  children?: ReactNode;
}

/** What to tell the user when the camera does not start, in words they can act on. */
export function cameraProblem(error: unknown): string {
  const name = error instanceof Error || (typeof DOMException !== 'undefined' && error instanceof DOMException) ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') {
    return 'The camera is not allowed for this site. Allow it in the browser’s site settings, or use the scanner or the keyboard.';
  }
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError') return 'No camera was found on this device.';
  if (name === 'NotReadableError' || name === 'TrackStartError' || name === 'AbortError') return 'The camera is in use by another app, or could not be started. Close the other app and try again.';
  const detail = error instanceof Error && error.message ? `: ${error.message}` : '';
  return `The camera could not be started${detail}.`;
}

/** The browser offers no camera at all: an old browser, or a page not served over https. */
const NO_CAMERA_API = 'This browser offers no camera here. The camera needs a secure (https) connection and a recent browser.';

export function CameraScanner({ open, onClose, onCode, title = 'Scan with the camera', children }: CameraScannerProps) {
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const latest = useRef(onCode);
  useEffect(() => {
    latest.current = onCode;
  });

  useEffect(() => {
    if (!open || !video) return;
    if (typeof navigator === 'undefined' || !navigator.mediaDevices?.getUserMedia) {
      setProblem(NO_CAMERA_API);
      return;
    }
    let closed = false;
    let controls: IScannerControls | null = null;
    // the last code seen and when: held in view, it is seen many times a second
    let last = { text: '', at: 0 };
    setProblem(null);
    setStarting(true);
    const reader = new BrowserMultiFormatReader();
    reader
      .decodeFromConstraints(CONSTRAINTS, video, (result) => {
        if (!result || closed) return;
        const text = result.getText().trim();
        const now = Date.now();
        const repeated = text === last.text && now - last.at < REPEAT_WINDOW_MS;
        last = { text, at: now };
        if (text && !repeated) latest.current(text);
      })
      .then(
        (started) => {
          if (closed) started.stop();
          else controls = started;
        },
        (error: unknown) => {
          if (!closed) setProblem(cameraProblem(error));
        },
      )
      .finally(() => {
        if (!closed) setStarting(false);
      });
    return () => {
      closed = true;
      controls?.stop();
      // the camera's light goes off now, not when the scan loop next looks
      BrowserCodeReader.releaseAllStreams();
      setStarting(false);
    };
  }, [open, video]);

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      description="Hold the barcode inside the frame. Each code read is added like a scan; the dialog stays open for the next one."
      testId="camera-scanner"
      footer={
        <Button variant="primary" onClick={onClose} className="min-h-10" data-testid="camera-close">
          Done
        </Button>
      }
    >
      {problem && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700" data-testid="camera-problem">
          {problem}
        </p>
      )}
      {/* always mounted while open: opening again starts afresh, after a problem too */}
      <div className={`relative overflow-hidden rounded-md bg-slate-900 ${problem ? 'hidden' : ''}`}>
        <video ref={setVideo} muted playsInline className="aspect-[4/3] w-full object-cover" aria-label="Camera preview" data-testid="camera-video" />
        {starting && <p className="absolute inset-0 flex items-center justify-center text-sm text-white">Starting the camera…</p>}
      </div>
      {children && <div className="mt-3">{children}</div>}
    </Modal>
  );
}
