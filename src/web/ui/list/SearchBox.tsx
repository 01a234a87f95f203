import { Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { inputClasses } from '../Field.js';

/** Long enough to skip the keystrokes of a word, short enough to feel immediate. */
export const SEARCH_DEBOUNCE_MS = 300;

interface SearchBoxProps {
  label: string;
  placeholder?: string;
  /** The search as applied; the box reports what is typed after a pause, or at once on Enter. */
  value: string;
  onSearch: (search: string) => void;
  maxLength?: number;
}

export function SearchBox({ label, placeholder, value, onSearch, maxLength = 100 }: SearchBoxProps) {
  const id = useId();
  const [text, setText] = useState(value);
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onSearch(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <form
      role="search"
      className="relative w-full sm:max-w-xs"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text);
      }}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted" />
      <input
        id={id}
        type="search"
        value={text}
        placeholder={placeholder}
        autoComplete="off"
        maxLength={maxLength}
        onChange={(event) => setText(event.target.value)}
        className={`${inputClasses} pl-9`}
      />
    </form>
  );
}
