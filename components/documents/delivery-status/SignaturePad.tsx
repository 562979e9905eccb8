import { useCallback, useEffect, useId, useRef, type PointerEvent } from 'react';
import { Button } from '@/components/data/Button';

/*
 * The receiver signs on the tablet with a finger (or the dispatcher copies it with the mouse): pointer
 * events on a canvas, a white ground and black ink, exported as a PNG data URL when each stroke ends.
 * The canvas draws at a fixed size whatever its width on screen (the pointer is scaled to it), so a
 * signature reads the same from a phone or a wide monitor. "Clear" starts over.
 */

const WIDTH = 720;
const HEIGHT = 240;
const INK = '#0f172a';

export interface SignaturePadProps {
  label: string;
  /** The PNG data URL drawn so far; '' for none. */
  value: string;
  onChange: (dataUrl: string) => void;
  error?: string;
  hint?: string;
  testId?: string;
}

function paper(canvas: HTMLCanvasElement | null): CanvasRenderingContext2D | null {
  try {
    return canvas?.getContext('2d') ?? null;
  } catch {
    return null;
  }
}

function wipe(ctx: CanvasRenderingContext2D) {
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, WIDTH, HEIGHT);
}

export function SignaturePad({ label, value, onChange, error, hint, testId = 'signature-pad' }: SignaturePadProps) {
  const id = useId();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const drawing = useRef<{ pointer: number; x: number; y: number } | null>(null);
  // what the canvas shows: the value it last gave or was given, so a value from outside (a draft opened again, a reset) is drawn
  const shown = useRef<string | null>(null);

  useEffect(() => {
    if (shown.current === value) return;
    shown.current = value;
    const ctx = paper(canvasRef.current);
    if (!ctx) return;
    wipe(ctx);
    if (!value || typeof Image === 'undefined') return;
    const image = new Image();
    image.onload = () => {
      if (shown.current === value) ctx.drawImage(image, 0, 0, WIDTH, HEIGHT);
    };
    image.src = value;
  }, [value]);

  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const canvas = event.currentTarget;
    const rect = canvas.getBoundingClientRect();
    const sx = rect.width ? WIDTH / rect.width : 1;
    const sy = rect.height ? HEIGHT / rect.height : 1;
    return { x: (event.clientX - rect.left) * sx, y: (event.clientY - rect.top) * sy };
  };

  const down = (event: PointerEvent<HTMLCanvasElement>) => {
    if (event.button !== undefined && event.button > 0) return;
    const ctx = paper(event.currentTarget);
    if (!ctx) return;
    event.preventDefault();
    if (typeof event.currentTarget.setPointerCapture === 'function') {
      try {
        event.currentTarget.setPointerCapture(event.pointerId);
      } catch {
        // a pointer already gone: the stroke still draws while it moves over the canvas
      }
    }
    const { x, y } = point(event);
    drawing.current = { pointer: event.pointerId, x, y };
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.strokeStyle = INK;
    ctx.fillStyle = INK;
    // a tap is a dot
    ctx.beginPath();
    ctx.arc(x, y, 1.5, 0, Math.PI * 2);
    ctx.fill();
  };

  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    const at = drawing.current;
    if (!at || at.pointer !== event.pointerId) return;
    const ctx = paper(event.currentTarget);
    if (!ctx) return;
    event.preventDefault();
    const { x, y } = point(event);
    // a pen presses harder than a finger reports: a little wider where there is pressure
    const pressure = event.pressure && event.pointerType === 'pen' ? event.pressure : 0.5;
    ctx.lineWidth = 2 + pressure * 2;
    ctx.beginPath();
    ctx.moveTo(at.x, at.y);
    ctx.lineTo(x, y);
    ctx.stroke();
    drawing.current = { ...at, x, y };
  };

  const end = useCallback(
    (event: PointerEvent<HTMLCanvasElement>) => {
      const at = drawing.current;
      if (!at || at.pointer !== event.pointerId) return;
      drawing.current = null;
      let png = '';
      try {
        png = event.currentTarget.toDataURL('image/png');
      } catch {
        png = '';
      }
      shown.current = png;
      onChange(png);
    },
    [onChange],
  );

  const clear = () => {
    const ctx = paper(canvasRef.current);
    if (ctx) wipe(ctx);
    drawing.current = null;
    shown.current = '';
    onChange('');
  };

  const describedBy = [error ? `${id}-error` : null, hint && !error ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div data-testid={testId} data-signed={value ? 'true' : 'false'}>
      <div className="flex items-end justify-between gap-2">
        <span id={`${id}-label`} className="block text-sm font-medium text-slate-700">
          {label}
        </span>
        <Button size="sm" variant="ghost" onClick={clear} disabled={!value} data-testid={`${testId}-clear`}>
          Clear
        </Button>
      </div>
      <canvas
        ref={canvasRef}
        width={WIDTH}
        height={HEIGHT}
        role="img"
        aria-labelledby={`${id}-label`}
        aria-describedby={describedBy}
        aria-invalid={Boolean(error)}
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
        onPointerLeave={(event) => {
          // without capture (an old browser) the stroke ends at the edge
          if (drawing.current && !event.currentTarget.hasPointerCapture?.(event.pointerId)) end(event);
        }}
        className={`mt-1 block aspect-[3/1] w-full cursor-crosshair touch-none rounded-md border-2 border-dashed bg-white select-none ${error ? 'border-red-400' : 'border-slate-300'}`}
        data-testid={`${testId}-canvas`}
      />
      <p className="mt-1 text-xs text-slate-500">{value ? 'Signed. Clear to sign again.' : 'Sign inside the box with a finger, a pen or the mouse.'}</p>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-xs text-red-600" data-field-error>
          {error}
        </p>
      )}
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
    </div>
  );
}
