/*
 * The app's toasts (spec §8: top-right, 4 s), raised through here rather than from react-toastify
 * itself, so that the library is not part of any page's first load: _app loads its container after the
 * first paint, and a message raised before then waits for it (the library queues what is raised before
 * its container mounts).
 */

type Toastify = typeof import('react-toastify');

let library: Promise<Toastify> | null = null;

function load(): Promise<Toastify> {
  library ??= import('react-toastify').catch((error: unknown) => {
    library = null;
    throw error;
  });
  return library;
}

function show(kind: 'success' | 'error', message: string): void {
  load().then(
    ({ toast }) => toast[kind](message),
    () => console.error(`Could not show the message: ${message}`),
  );
}

export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
};
