import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { apiErrorMessage } from '@/services/api-client';
import { changeRequestAttachmentFile, changeRequestAttachments, type UploadedAttachment } from '@/services/documents/change-requests';
import { saveFile } from '@/services/save-file';

/*
 * A change request's evidence in its detail: each file by the name it was sent with, opened on a click
 * (a photo in a new tab, a PDF downloaded). The files are behind the API's token, so they are fetched as
 * blobs, never linked bare.
 */

const kb = (size: number) => `${Math.max(1, Math.ceil(size / 1024))} KB`;

export function RequestAttachments({ id }: { id: number }) {
  const files = useQuery({ queryKey: ['change-request-attachments', id], queryFn: () => changeRequestAttachments(id) });
  const [problem, setProblem] = useState<string | null>(null);
  const open = async (file: UploadedAttachment) => {
    setProblem(null);
    try {
      const blob = await changeRequestAttachmentFile(file.name);
      if (file.content_type.startsWith('image/')) {
        const url = URL.createObjectURL(blob);
        window.open(url, '_blank', 'noopener');
        // the new tab has read it by then; the page keeps nothing
        setTimeout(() => URL.revokeObjectURL(url), 60_000);
      } else saveFile(blob, file.original_name || file.name);
    } catch (err) {
      setProblem(apiErrorMessage(err));
    }
  };
  if (files.isPending) return <span className="text-slate-400">Loading…</span>;
  if (files.isError) return <span className="text-red-600">{apiErrorMessage(files.error)}</span>;
  if (!files.data.length) return <span className="text-slate-400">None</span>;
  return (
    <span className="block space-y-1" data-testid="request-attachments">
      {files.data.map((file) => (
        <button key={file.name} type="button" className="block text-left text-sky-700 underline hover:text-sky-900" onClick={() => void open(file)}>
          {file.original_name || file.name} <span className="text-xs text-slate-500">({file.content_type === 'application/pdf' ? 'PDF' : 'photo'}, {kb(file.size)})</span>
        </button>
      ))}
      {problem && <span className="block text-xs text-red-600">{problem}</span>}
    </span>
  );
}
