import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';
import { CloseButton } from './Modal';

const WIDTHS = { md: 'max-w-lg', lg: 'max-w-2xl', xl: 'max-w-5xl' };

export interface DrawerProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  size?: keyof typeof WIDTHS;
  children: ReactNode;
  /** Sticky bar along the bottom (the form's buttons). */
  footer?: ReactNode;
  testId?: string;
}

/** A panel sliding in from the right, for forms longer than a dialog; the body scrolls, the footer stays. */
export function Drawer({ open, onClose, title, description, size = 'md', children, footer, testId }: DrawerProps) {
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-slate-900/40 transition-opacity duration-200 data-closed:opacity-0"
      />
      <div className="fixed inset-0 flex justify-end">
        <DialogPanel
          transition
          data-testid={testId}
          className={`flex h-full w-full ${WIDTHS[size]} flex-col bg-white shadow-xl transition duration-200 data-closed:translate-x-full`}
        >
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4">
            <div>
              <DialogTitle className="text-base font-semibold text-slate-800">{title}</DialogTitle>
              {description && <p className="mt-1 text-sm text-slate-500">{description}</p>}
            </div>
            <CloseButton onClick={onClose} />
          </div>
          <div className="flex-1 overflow-y-auto px-5 py-4">{children}</div>
          {footer && (
            <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 bg-slate-50 px-5 py-3">{footer}</div>
          )}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
