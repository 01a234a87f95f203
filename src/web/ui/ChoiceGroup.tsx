interface Choice<T> {
  value: T;
  label: string;
  hint?: string;
  disabled?: boolean;
}

interface ChoiceGroupProps<T extends string | number> {
  legend: string;
  name: string;
  value: T;
  choices: readonly Choice<T>[];
  onChange: (value: T) => void;
}

/** A segmented radio group: native radios (arrow keys, screen readers) styled as pills. */
export function ChoiceGroup<T extends string | number>({ legend, name, value, choices, onChange }: ChoiceGroupProps<T>) {
  return (
    <fieldset>
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {choices.map((choice) => (
          <label
            key={String(choice.value)}
            className="cursor-pointer rounded-full has-[:disabled]:cursor-not-allowed has-[:disabled]:border-dashed has-[:disabled]:text-stone-500 border border-line bg-white px-4 py-2 text-sm transition-colors hover:border-accent has-[:checked]:border-ink has-[:checked]:bg-ink has-[:checked]:text-paper has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent"
          >
            <input
              type="radio"
              name={name}
              value={String(choice.value)}
              checked={value === choice.value}
              disabled={choice.disabled}
              onChange={() => onChange(choice.value)}
              className="sr-only"
            />
            {choice.label}
            {choice.hint && <span className="opacity-75"> {choice.hint}</span>}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
