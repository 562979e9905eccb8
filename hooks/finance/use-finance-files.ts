import { useMutation } from '@tanstack/react-query';
import { AxiosError } from 'axios';
import { openPdf } from '@/hooks/documents/use-document';
import { apiClient, apiErrorMessage } from '@/services/api-client';
import { dispositionFilename } from '@/services/resource/client';
import { saveFile } from '@/services/save-file';
import { toast } from '@/services/toast';

/*
 * The files of the finance screens (an export, a statement PDF), fetched through the API client so the
 * user's Bearer token goes along, then handed to the browser: a download (services/save-file) or a PDF
 * in a new tab (as document prints are opened).
 */

/** A failed blob request carries its JSON error as a Blob: read it, so the usual message helpers work. */
async function readBlobError(error: unknown): Promise<never> {
  const response = error instanceof AxiosError ? error.response : undefined;
  if (response && typeof Blob !== 'undefined' && response.data instanceof Blob) {
    try {
      response.data = JSON.parse(await response.data.text()) as unknown;
    } catch {
      response.data = undefined;
    }
  }
  throw error;
}

/** GET a file under /api (`path` with its query string) as a Blob, with the name the server gives it. */
export async function fetchFinanceFile(path: string, fallbackName: string): Promise<{ blob: Blob; filename: string }> {
  const res = await apiClient.get<Blob>(path, { responseType: 'blob' }).catch(readBlobError);
  return { blob: res.data, filename: dispositionFilename(res.headers?.['content-disposition']) ?? fallbackName };
}

/** Downloads a file; `variables.key` tells which button is running. */
export function useDownloadFile() {
  return useMutation({
    mutationFn: async ({ path, filename }: { key: string; path: string; filename: string }) => {
      const file = await fetchFinanceFile(path, filename);
      saveFile(file.blob, file.filename);
    },
    onError: (error) => toast.error(apiErrorMessage(error)),
  });
}

/** Opens a PDF in a new tab (downloaded where a pop-up blocker refuses the tab). */
export function useOpenPdf() {
  return useMutation({
    mutationFn: async ({ path, filename }: { path: string; filename: string }) => {
      const file = await fetchFinanceFile(path, filename);
      openPdf(file.blob, file.filename);
    },
    onError: (error) => toast.error(apiErrorMessage(error)),
  });
}
