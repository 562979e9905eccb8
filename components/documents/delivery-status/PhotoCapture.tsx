import { useId, useState, type ChangeEvent } from 'react';
import { Button, buttonClass } from '@/components/data/Button';
import { downscaleImage } from './downscale-image';

/*
 * A photo of the parcel at the door (or of the receiver with it), from the tablet's back camera — or a
 * picture chosen from the device on a computer. It is made smaller before it is kept (downscale-image),
 * shown as a thumbnail, and can be taken again or removed.
 */

export interface PhotoCaptureProps {
  label: string;
  /** The JPEG data URL kept; '' for none. */
  value: string;
  onChange: (dataUrl: string) => void;
  error?: string;
  hint?: string;
  testId?: string;
}

export function PhotoCapture({ label, value, onChange, error, hint, testId = 'pod-photo' }: PhotoCaptureProps) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const picked = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // the same file chosen again fires change again
    event.target.value = '';
    if (!file) return;
    if (file.type && !file.type.startsWith('image/')) {
      setProblem('Choose a picture (a photo from the camera)');
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      onChange(await downscaleImage(file));
    } catch (err) {
      setProblem(err instanceof Error && err.message ? err.message : 'The picture could not be read');
    } finally {
      setBusy(false);
    }
  };

  const message = error ?? problem;
  return (
    <div data-testid={testId} data-taken={value ? 'true' : 'false'}>
      <span className="block text-sm font-medium text-slate-700">{label}</span>
      <div className="mt-1 flex flex-wrap items-center gap-3">
        {value ? (
          <img src={value} alt="Photo taken" className="h-24 w-32 rounded-md border border-slate-200 object-cover" data-testid={`${testId}-preview`} />
        ) : (
          <div className="flex h-24 w-32 items-center justify-center rounded-md border-2 border-dashed border-slate-300 text-xs text-slate-400">No photo</div>
        )}
        <div className="flex flex-wrap gap-2">
          <label className={`${buttonClass('secondary')} relative min-h-10 cursor-pointer has-focus-visible:ring-2 has-focus-visible:ring-slate-500 ${busy ? 'pointer-events-none opacity-50' : ''}`}>
            {busy ? 'Preparing…' : value ? 'Take again' : 'Take a photo'}
            <input
              id={id}
              type="file"
              accept="image/*"
              capture="environment"
              onChange={(e) => void picked(e)}
              disabled={busy}
              aria-invalid={Boolean(message)}
              aria-describedby={message ? `${id}-error` : hint ? `${id}-hint` : undefined}
              className="sr-only"
              data-testid={`${testId}-input`}
            />
          </label>
          {value && (
            <Button onClick={() => onChange('')} className="min-h-10" data-testid={`${testId}-remove`}>
              Remove
            </Button>
          )}
        </div>
      </div>
      {message && (
        <p id={`${id}-error`} className="mt-1 text-xs text-red-600" data-field-error>
          {message}
        </p>
      )}
      {hint && !message && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
    </div>
  );
}
