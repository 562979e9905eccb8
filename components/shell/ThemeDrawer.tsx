import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useIsNarrow } from '@/hooks/use-media-query';
import { useAppDispatch, useAppSelector } from '@/store';
import { setLayoutType, type LayoutType } from '@/store/app-slice';
import { Icon } from './icons';

const LAYOUTS: { type: LayoutType; label: string; hint: string }[] = [
  { type: 'vertical', label: 'Vertical', hint: 'Menu in a collapsible sidebar' },
  { type: 'horizontal', label: 'Horizontal', hint: 'Menu bar under the top bar' },
];

/** Spec §2: the theme-settings drawer; the choice is kept in the persisted app slice. */
export default function ThemeDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const chosen = useAppSelector((state) => state.app.themeConfig.layout.type);
  const isNarrow = useIsNarrow();
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden />
      <div className="fixed inset-y-0 right-0 flex max-w-full">
        <DialogPanel data-testid="theme-drawer" className="flex w-80 max-w-[90vw] flex-col bg-white shadow-xl">
          <div className="flex items-center justify-between border-b border-slate-200 px-5 py-4">
            <DialogTitle className="text-base font-semibold text-slate-800">Theme settings</DialogTitle>
            <button type="button" onClick={onClose} aria-label="Close theme settings" className="rounded-md p-1 text-slate-500 hover:bg-slate-100">
              <Icon name="close" className="h-5 w-5" />
            </button>
          </div>
          <div className="space-y-3 px-5 py-4">
            <h3 className="text-sm font-medium text-slate-700" id="layout-type-label">
              Layout type
            </h3>
            <div role="radiogroup" aria-labelledby="layout-type-label" className="grid grid-cols-2 gap-3">
              {LAYOUTS.map(({ type, label, hint }) => {
                const checked = chosen === type;
                return (
                  <button
                    key={type}
                    type="button"
                    role="radio"
                    aria-checked={checked}
                    onClick={() => dispatch(setLayoutType(type))}
                    className={`rounded-lg border p-3 text-left text-sm transition-colors ${checked ? 'border-slate-800 bg-slate-800 text-white' : 'border-slate-200 text-slate-700 hover:border-slate-400'}`}
                  >
                    <span className="block font-semibold">{label}</span>
                    <span className={`mt-1 block text-xs ${checked ? 'text-slate-200' : 'text-slate-500'}`}>{hint}</span>
                  </button>
                );
              })}
            </div>
            {isNarrow && (
              <p className="text-xs text-slate-500" data-testid="narrow-note">
                Screens narrower than 768 px always use the vertical layout.
              </p>
            )}
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
