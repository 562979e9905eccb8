import { useId, type ButtonHTMLAttributes, type ReactNode } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-slate-800 text-white hover:bg-slate-700 focus-visible:ring-slate-500',
  secondary: 'border border-slate-300 bg-white text-slate-700 hover:bg-slate-50 focus-visible:ring-slate-400',
  danger: 'bg-red-600 text-white hover:bg-red-500 focus-visible:ring-red-400',
  ghost: 'text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:ring-slate-400',
};

const SIZES = {
  sm: 'px-2.5 py-1.5 text-xs',
  md: 'px-3.5 py-2 text-sm',
};

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: keyof typeof SIZES;
  /** Shows a busy label and disables the button. */
  pending?: boolean;
  pendingLabel?: ReactNode;
  /** Disables the button and says why: as a tooltip and to screen readers. */
  disabledReason?: string | null;
}

export function buttonClass(variant: ButtonVariant = 'secondary', size: keyof typeof SIZES = 'md') {
  return `inline-flex items-center justify-center gap-1.5 whitespace-nowrap rounded-md font-medium shadow-sm transition-colors focus:outline-none focus-visible:ring-2 disabled:cursor-not-allowed disabled:opacity-50 ${VARIANTS[variant]} ${SIZES[size]}`;
}

export function Button({
  variant = 'secondary',
  size = 'md',
  pending = false,
  pendingLabel,
  disabledReason,
  disabled,
  className = '',
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  const reasonId = useId();
  const button = (
    <button
      {...rest}
      type={type}
      disabled={disabled || pending || Boolean(disabledReason)}
      aria-busy={pending || undefined}
      aria-describedby={disabledReason ? reasonId : rest['aria-describedby']}
      className={`${buttonClass(variant, size)} ${className}`}
    >
      {pending && pendingLabel ? pendingLabel : children}
    </button>
  );
  if (!disabledReason) return button;
  // A disabled button gets no pointer events in some browsers: the wrapper carries the tooltip.
  return (
    <span title={disabledReason} className="inline-flex" data-disabled-reason={disabledReason}>
      {button}
      <span id={reasonId} className="sr-only">
        {disabledReason}
      </span>
    </span>
  );
}
