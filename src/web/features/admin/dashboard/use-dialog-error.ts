import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { adminMessageOf, isStatus } from '../../../api/http.js';

/**
 * A refused submission of a dialog's form is told inside the dialog, not in a toast: a toast above
 * a dialog takes the first Escape for itself, so the dialog would not close (issue 15). A taken
 * username (409) goes beside its field, which gets focus; anything else above the button.
 */
export function useDialogError<T extends FieldValues>(setError: UseFormSetError<T>, usernameField: Path<T>) {
  const [message, setMessage] = useState<string | null>(null);
  return {
    message,
    clear: () => setMessage(null),
    onError: (error: unknown) => {
      if (isStatus(error, 409)) setError(usernameField, { message: adminMessageOf(error) }, { shouldFocus: true });
      else setMessage(adminMessageOf(error));
    },
  };
}
