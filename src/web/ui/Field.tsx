import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

export const inputClasses =
  'block w-full rounded-lg border border-line bg-white px-3.5 py-2.5 text-base text-ink placeholder:text-stone-500 focus:border-accent focus:outline-2 focus:outline-offset-0 focus:outline-accent aria-[invalid=true]:border-danger sm:text-sm';

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
  /**
   * Keep the error's line while there is none: in a dialog the button below then stays where the
   * pointer is going when an error comes or goes (issue 27.10).
   */
  reserveError?: boolean;
}

/** A labelled input with its error and hint wired for screen readers. */
export function Field({ label, error, hint, id, className = '', reserveError = false, ...props }: FieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const describedBy = [error ? `${inputId}-error` : '', hint ? `${inputId}-hint` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`grid gap-1.5 ${className}`}>
      <label htmlFor={inputId} className="text-sm font-medium text-ink">
        {label}
      </label>
      <input id={inputId} aria-invalid={error ? true : undefined} aria-describedby={describedBy} className={inputClasses} {...props} />
      {hint && (
        <p id={`${inputId}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {(error || reserveError) && (
        <p id={`${inputId}-error`} role="alert" className="min-h-5 text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
