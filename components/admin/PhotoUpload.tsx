import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/data/Button';
import { useUploadUserPhoto } from '@/hooks/admin/use-users';
import { apiErrorMessage } from '@/services/api-client';
import { apiFieldErrors } from '@/services/api-errors';
import { userPhotoUrl } from '@/services/admin/users';
import type { UserDetail } from '@/lib/resources/user';
import { checkPhotoFile, PHOTO_ACCEPT } from './photo-file';

export interface PhotoUploadProps {
  userCode: string;
  photo: string | null | undefined;
  /** After a successful upload, with the user's record as it is now. */
  onUploaded?: (user: UserDetail) => void;
}

/** Choose an image, see it, upload it. The server's type and size rules are checked first, here. */
export function PhotoUpload({ userCode, photo, onUploaded }: PhotoUploadProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadUserPhoto();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  function reset() {
    setFile(null);
    if (input.current) input.current.value = '';
  }

  async function choose(chosen: File | undefined) {
    setError(null);
    if (!chosen) return reset();
    const problem = await checkPhotoFile(chosen);
    if (problem) {
      setError(problem);
      reset();
      return;
    }
    setFile(chosen);
  }

  function send() {
    if (!file) return;
    upload.mutate(
      { userCode, file },
      {
        onSuccess: (user) => {
          reset();
          onUploaded?.(user);
        },
        onError: (err) => setError(apiFieldErrors(err).file?.join(' ') ?? apiErrorMessage(err)),
      },
    );
  }

  return (
    <div className="flex flex-wrap items-center gap-4" data-testid="photo-upload">
      <img
        src={preview ?? userPhotoUrl(photo)}
        alt={preview ? 'Preview of the new photo' : 'Current photo'}
        data-testid="photo-preview"
        className="h-24 w-24 shrink-0 rounded-full bg-slate-100 object-cover ring-1 ring-slate-200"
      />
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <label
            htmlFor={inputId}
            className="inline-flex cursor-pointer items-center rounded-md border border-slate-300 bg-white px-3.5 py-2 text-sm font-medium text-slate-700 shadow-sm hover:bg-slate-50 focus-within:ring-2 focus-within:ring-slate-400"
          >
            Choose image
            <input
              id={inputId}
              ref={input}
              type="file"
              accept={PHOTO_ACCEPT}
              className="sr-only"
              data-testid="photo-input"
              aria-invalid={Boolean(error)}
              onChange={(e) => void choose(e.target.files?.[0])}
            />
          </label>
          {file && (
            <>
              <Button variant="primary" onClick={send} pending={upload.isPending} pendingLabel="Uploading…">
                Upload photo
              </Button>
              <Button variant="ghost" onClick={reset} disabled={upload.isPending}>
                Cancel
              </Button>
            </>
          )}
        </div>
        {file ? (
          <p className="truncate text-xs text-slate-600">{file.name}</p>
        ) : (
          <p className="text-xs text-slate-500">JPEG, PNG or WebP, at most 2 MB.</p>
        )}
        {error && (
          <p role="alert" className="text-xs text-red-600" data-testid="photo-error">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
