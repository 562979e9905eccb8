import type { LayoutType } from '@/store/app-slice';
import { useAppSelector } from '@/store';
import { useIsNarrow } from './use-media-query';

/** Spec §2: the chosen layout type, except that narrow screens always get the vertical one. */
export function useEffectiveLayout(): { layout: LayoutType; chosen: LayoutType; isNarrow: boolean } {
  const chosen = useAppSelector((state) => state.app.themeConfig.layout.type);
  const isNarrow = useIsNarrow();
  return { layout: isNarrow ? 'vertical' : chosen, chosen, isNarrow };
}
