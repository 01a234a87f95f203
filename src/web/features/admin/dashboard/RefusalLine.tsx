/**
 * Where a dialog says why the server refused its form (useDialogError). The line is there, empty,
 * before any refusal: a message appearing or going above the button would move the button under
 * the pointer, and a click on its way would land beside it (issue 27.10).
 */
export function RefusalLine({ message, className = '' }: { message: string | null; className?: string }) {
  return (
    <p role="alert" className={`min-h-5 text-sm text-danger ${className}`} data-testid="dialog-refusal">
      {message}
    </p>
  );
}
