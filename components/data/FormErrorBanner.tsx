import { Button } from './Button';

export interface FormBannerError {
  message: string;
  /** The record changed under the form: offer to load it again. */
  conflict?: boolean;
}

export function FormErrorBanner({ error, onReload }: { error: FormBannerError | null; onReload?: () => void }) {
  if (!error) return null;
  return (
    <div
      role="alert"
      data-testid="form-error"
      className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700"
    >
      <span>{error.message}</span>
      {error.conflict && onReload && (
        <Button size="sm" onClick={onReload}>
          Reload
        </Button>
      )}
    </div>
  );
}
