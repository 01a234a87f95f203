import { ImageIcon } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { Button, buttonClasses } from '../../../ui/Button.js';
import { LOGO_ACCEPT } from './logo-rules.js';
import { readLogo, type LogoImage } from './use-logo-image.js';

interface LogoFieldProps {
  file: File | undefined;
  /** The file as read (null while it is read). */
  logo: LogoImage | null;
  onChange: (file: File | undefined) => void;
}

/** The beyond issue, point 6: the business's logo on the cover header (docs/decisions/0602, 0640). */
export function LogoField({ file, logo, onChange }: LogoFieldProps) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // Cleared, so choosing the same file again after an error is a change too.
    event.target.value = '';
    if (!chosen) return;
    const reading = await readLogo(chosen);
    if ('problem' in reading) return setError(reading.problem);
    setError(null);
    onChange(chosen);
  };

  const remove = () => {
    setError(null);
    onChange(undefined);
  };

  return (
    <div className="grid content-start gap-2" role="group" aria-labelledby={`${id}-label`}>
      <p className="text-sm font-medium" id={`${id}-label`}>
        Logo
      </p>
      <div className="flex items-center gap-4">
        <div className="flex h-16 w-28 shrink-0 items-center justify-center rounded-lg border border-line bg-white p-1.5">
          {logo ? <img src={logo.url} alt={`Logo: ${file?.name ?? ''}`} className="max-h-full max-w-full object-contain" data-testid="logo-thumbnail" /> : <ImageIcon aria-hidden="true" className="size-6 text-stone-400" />}
        </div>
        <div className="flex flex-wrap gap-2">
          <label className={`${buttonClasses('outline', 'sm')} cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent`}>
            <input
              type="file"
              accept={LOGO_ACCEPT}
              className="sr-only"
              aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
              aria-invalid={error ? true : undefined}
              onChange={(event) => void choose(event)}
            />
            {file ? 'Cambia logo' : 'Carica logo'}
          </label>
          {file && (
            <Button variant="ghost" size="sm" onClick={remove}>
              Rimuovi logo
            </Button>
          )}
        </div>
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted">
        PNG, JPEG o WEBP fino a 2 MB: compare in alto a sinistra nella prima pagina.
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
