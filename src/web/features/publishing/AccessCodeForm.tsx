import { useState } from 'react';
import { Button } from '../../ui/Button.js';
import { Field } from '../../ui/Field.js';
import { PUBLISHING_TEXTS } from './publishing-texts.js';

interface Props {
  hasAccessCode: boolean;
  pending: boolean;
  onSave: (code: string | null) => void;
}

/** A link's access code (DECISIONS: 6-40 characters, stored hashed, so never shown again). */
export function AccessCodeForm({ hasAccessCode, pending, onSave }: Props) {
  const [code, setCode] = useState('');
  const tooShort = code.length > 0 && code.length < 6;
  return (
    <form
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (code.length >= 6) onSave(code);
        setCode('');
      }}
    >
      <Field label={PUBLISHING_TEXTS.accessCode} value={code} onChange={(event) => setCode(event.target.value)} minLength={6} maxLength={40} autoComplete="off" hint={hasAccessCode ? PUBLISHING_TEXTS.accessCodeSet : PUBLISHING_TEXTS.accessCodeHint} {...(tooShort && { error: PUBLISHING_TEXTS.accessCodeHint })} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" variant="outline" disabled={pending || code.length < 6}>
          {PUBLISHING_TEXTS.saveAccessCode}
        </Button>
        {hasAccessCode && (
          <Button size="sm" variant="ghost" disabled={pending} onClick={() => onSave(null)}>
            {PUBLISHING_TEXTS.removeAccessCode}
          </Button>
        )}
      </div>
    </form>
  );
}
