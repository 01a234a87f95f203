import type { ButtonHTMLAttributes } from 'react';

const VARIANTS = {
  primary: 'bg-ink text-paper hover:bg-stone-800 disabled:bg-stone-400 disabled:text-stone-50',
  accent: 'bg-accent text-white hover:bg-[#654520] disabled:bg-stone-400',
  outline: 'border border-line bg-white text-ink hover:bg-accent-soft disabled:text-stone-400',
  ghost: 'text-ink hover:bg-accent-soft disabled:text-stone-400',
  /** On the ink panels of the signed-out pages. */
  inverse: 'border border-paper/40 text-paper hover:bg-paper/10',
  danger: 'bg-danger text-white hover:bg-red-900 disabled:bg-stone-400',
} as const;

const SIZES = { md: 'h-11 px-5 text-sm', sm: 'h-9 px-3 text-sm', icon: 'size-9' } as const;

export type ButtonVariant = keyof typeof VARIANTS;

export function buttonClasses(variant: ButtonVariant = 'primary', size: keyof typeof SIZES = 'md'): string {
  return `inline-flex items-center justify-center gap-2 rounded-full font-medium tracking-wide transition-colors disabled:cursor-not-allowed ${VARIANTS[variant]} ${SIZES[size]}`;
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: keyof typeof SIZES;
}

export function Button({ variant, size, className = '', type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={`${buttonClasses(variant, size)} ${className}`} {...props} />;
}
