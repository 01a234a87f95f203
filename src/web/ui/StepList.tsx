/** Numbered steps in an editorial style (features page and the generator's help panel). */
export function StepList({ steps }: { steps: readonly { title: string; text: string }[] }) {
  return (
    <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {steps.map(({ title, text }, index) => (
        <li key={title} className="border-t border-ink pt-4">
          <span className="font-display text-3xl text-accent" aria-hidden="true">
            {String(index + 1).padStart(2, '0')}
          </span>
          <h3 className="mt-2 text-lg">{title}</h3>
          <p className="mt-1 text-sm text-muted">{text}</p>
        </li>
      ))}
    </ol>
  );
}
