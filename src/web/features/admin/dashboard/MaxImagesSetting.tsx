import { LIMITS, MESSAGES } from '../../../../shared/index.js';
import { Spinner } from '../../../ui/Spinner.js';
import { useMaxImages, useSetMaxImages } from './admin-data.js';
import { InlineNumberEdit } from './InlineNumberEdit.js';
import { parseMaxImages } from './number-input.js';

/** Spec 2: 'Limite Immagini per Catalogo', edited inline from 1 to 100. */
export function MaxImagesSetting() {
  const { data: maxImages } = useMaxImages();
  const setMaxImages = useSetMaxImages();
  return (
    <section aria-labelledby="limit-title" className="rounded-2xl border border-line bg-white p-6">
      <h2 id="limit-title" className="font-display text-2xl">Limite Immagini per Catalogo</h2>
      <p className="mt-1 text-sm text-muted">Quante foto può contenere al massimo un catalogo (da 1 a 100).</p>
      <div className="mt-4 flex items-center gap-3">
        {maxImages === undefined ? (
          <Spinner className="size-5 text-accent" />
        ) : (
          <InlineNumberEdit
            value={maxImages}
            label="limite immagini"
            min={LIMITS.maxImagesMin}
            max={LIMITS.maxImagesMax}
            parse={parseMaxImages}
            rangeMessage={MESSAGES.validation.maxImagesRange}
            pending={setMaxImages.isPending}
            onSave={(value) => setMaxImages.mutate(value)}
          >
            <span className="font-display text-4xl tabular-nums" data-testid="max-images-value">
              {maxImages}
            </span>
            <span className="text-sm text-muted">immagini</span>
          </InlineNumberEdit>
        )}
      </div>
    </section>
  );
}
