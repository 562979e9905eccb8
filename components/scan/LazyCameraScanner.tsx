import { lazyOnOpen } from '@/components/data/lazy-on-open';
import type { CameraScannerProps } from './CameraScanner';

/** The camera dialog without zxing in the page's first load: its code comes once the page is idle, or when it opens. */
export const LazyCameraScanner = lazyOnOpen<CameraScannerProps>(() => import('./CameraScanner').then((m) => m.CameraScanner), (p) => p.open);
