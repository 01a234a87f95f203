import { FileDown, Globe, Trash2 } from 'lucide-react';
import { memo, Suspense, useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { coverTargetFor, printedCoverBox } from '../../../catalog/describe/covers.js';
import { hasCaption, hasVariants } from '../../../catalog/texts/caption-texts.js';
import type { Focus } from '../../../catalog/layout/focal-point.js';
import { BRAND_NAME, imagesCount, QUALITY_PRESETS, UI_TEXTS, type PhotoCaption, type PublicUser } from '../../../shared/index.js';
import { Button } from '../../ui/Button.js';
import { Spinner } from '../../ui/Spinner.js';
import { TooltipProvider } from '../../ui/Tooltip.js';
import { GenerationOverlay } from './GenerationOverlay.js';
import { GeneratorHeader } from './GeneratorHeader.js';
import { HelpPanel } from './HelpPanel.js';
import { HydratedApart } from './HydratedApart.js';
import { DraftBar } from './DraftBar.js';
import { LowResolutionNotice } from './LowResolutionNotice.js';
import { CatalogPreview, PhotoList, ProductImport } from './later-parts.js';
import { OrderSheetButton } from './OrderSheetButton.js';
import { Section } from './Section.js';
import { SettingsPanel } from './SettingsPanel.js';
import { UploadZone } from './UploadZone.js';
import { useCatalogDraft } from './draft/use-catalog-draft.js';
import { useDraftPersistence } from './draft/use-draft-persistence.js';
import { useLastCatalog } from './draft/use-last-catalog.js';
import { CoverSettingsPanel } from './look/CoverSettingsPanel.js';
import { coverPhotoId } from './look/cover-requests.js';
import { lowResolutionCover } from './look/cover-ppi.js';
import { describeJob } from './look/describe-job.js';
import { LookSettings } from './look/LookSettings.js';
import { printedPhotos } from './look/printed-photos.js';
import { sharpnessTargetsById } from './look/sharpness-targets.js';
import { useLogoImage } from './look/use-logo-image.js';
import { usePageDescriptions } from './look/use-page-descriptions.js';
import { textProblems } from './text-problems.js';
import { useCatalogEngine } from './use-catalog-engine.js';
import { useCatalogTexts } from './use-catalog-texts.js';
import { useGeneration } from './use-generation.js';
import { useMaxImagesLimit } from './use-max-images.js';
import { useAddPhotos } from './use-add-photos.js';
import { useRemoveAll } from './use-remove-all.js';
import { PublishedLinkDialog } from '../publishing/PublishedLinkDialog.js';
import { PUBLISHING_TEXTS } from '../publishing/publishing-texts.js';
import { usePublish } from '../publishing/use-publish.js';

/**
 * Spec 2: the generator screen of a signed-in user. Memoised: the screens around it render again
 * for what it does not show, and it renders for a user's new credits as a transition (UserRoutes).
 */
export default memo(function GeneratorPage({ user }: { user: PublicUser }) {
  const [draft, dispatch] = useCatalogDraft();
  const { settings, photos: images } = draft;
  const maxImages = useMaxImagesLimit();
  // Prepared for the layout the build will use, so the click finds every photo ready.
  // What this page works out over every photo is kept while its inputs stand: an answer from the
  // server (the credits after a charge) renders the page at once, in one task, and must not redo
  // the layout, the preview or 100 cards for it (issue 37.4).
  const layout = useMemo(
    () => ({
      ...settings,
      captions: images.some((photo) => hasCaption(photo.caption)),
      variants: images.some((photo) => hasVariants(photo.caption)),
      quality: draft.quality,
      order: images.map((photo) => photo.id),
      fullPageIds: images.flatMap((photo) => (photo.caption?.fullPage ? [photo.id] : [])),
      heroIds: images.flatMap((photo) => (photo.caption?.hero ? [photo.id] : [])),
    }),
    [settings, images, draft.quality],
  );
  const { engine, states } = useCatalogEngine(layout);
  const { ppi, jpeg } = QUALITY_PRESETS[draft.quality];
  const { texts, translationFailed, settle } = useCatalogTexts(settings, { company: user.nomeAzienda, email: user.email, phone: user.telefono });
  const lastCatalog = useLastCatalog(user.username);
  const generation = useGeneration({ engine, draft, settleTexts: settle, user, onDownloaded: lastCatalog.keepLastCatalog });
  const preparing = [...states.values()].some((state) => state.status === 'preparing');
  const persistence = useDraftPersistence({ username: user.username, draft, dispatch, engine, photosBusy: preparing || generation.phase !== 'idle' });
  const logo = useLogoImage(draft.brand.logo);
  const printed = useMemo(() => printedPhotos(images, states), [images, states]);
  // Sharpness is judged in the largest frame a photo prints in (decision 0995), a full page's or a hero's in its own (decision 1041).
  const sharpness = useMemo(() => sharpnessTargetsById(layout, printed, ppi, jpeg), [layout, printed, ppi, jpeg]);
  const coverTarget = coverTargetFor(settings, draft.covers.cover.style, { logo: logo !== null, ...texts }, ppi, jpeg);
  // Described from the first keystroke, so the form can say what would not print before any photo;
  // held while generating, behind the overlay.
  const description = usePageDescriptions(engine, describeJob({ settings, texts, photos: printed, logo, accent: draft.brand.accent, covers: draft.covers }), generation.phase !== 'idle');
  // Issue 25.2: the cover judged in the box the preview prints it in.
  const coverBox = description.described ? printedCoverBox(description.described.pages) : undefined;
  const coverPhoto = printed.find((photo) => photo.id === coverPhotoId(draft.covers, printed.map(({ id }) => id)));
  const problems = useMemo(() => textProblems(description.described, texts, printed, settings), [description.described, texts, printed, settings]);
  // Issue 36.1: '/?nuovaVersione=<link>' from the published links publishes under that link.
  const [searchParams] = useSearchParams();
  const newVersionOf = searchParams.get('nuovaVersione') ?? undefined;
  const publishing = usePublish({ engine, draft, settleTexts: settle, user, pages: description.described?.pages.length, ...(newVersionOf && { linkId: newVersionOf }) });

  const addFiles = useAddPhotos({ engine, photos: images, maxImages, dispatch });

  const removeImage = useCallback(
    (id: string) => {
      engine?.remove(id);
      dispatch({ type: 'removePhoto', id });
    },
    [engine, dispatch],
  );
  const movePhoto = useCallback((id: string, toIndex: number) => dispatch({ type: 'movePhoto', id, toIndex }), [dispatch]);
  const setCaption = useCallback((id: string, caption: PhotoCaption | undefined) => dispatch({ type: 'setCaption', id, caption }), [dispatch]);
  const setFocus = useCallback((id: string, focus: Focus) => dispatch({ type: 'setFocus', id, focus }), [dispatch]);

  const removeAll = useRemoveAll({ engine, photos: images, dispatch });
  const warmEngine = useCallback(() => engine?.warm(), [engine]);

  const busy = generation.phase !== 'idle' || publishing.step !== 'idle';
  const noCredits = user.crediti <= 0;
  const canGenerate = !busy && images.length > 0 && !noCredits && engine !== null && problems.cutSummary === null && problems.unprintableOnlySummary === null;

  return (
    <TooltipProvider>
      <div className="min-h-dvh">
        <GeneratorHeader user={user} />
        <main className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-8 px-4 py-8 sm:gap-10 sm:px-8 sm:py-12">
          <DraftBar
            saveState={persistence.saveState}
            notice={persistence.notice}
            lastCatalogName={lastCatalog.lastCatalogName}
            lastCatalogPageOnly={lastCatalog.lastCatalogPageOnly}
            busy={busy}
            onNewCatalog={persistence.startNew}
            onDownloadAgain={() => void lastCatalog.downloadAgain()}
          />
          <Section id="customise-title" step="Passo 1" title="Personalizza il Catalogo" intro="Testi, carattere, lingua e impaginazione. I campi vuoti usano i testi predefiniti della lingua.">
            <HydratedApart>
              <SettingsPanel settings={settings} onChange={(patch) => dispatch({ type: 'patchSettings', patch })} translationFailed={translationFailed} problems={problems.fields} footerByDefault={texts.footer} />
            </HydratedApart>
            <HydratedApart>
              <LookSettings draft={draft} dispatch={dispatch} photos={printed} logo={logo} />
            </HydratedApart>
            <HydratedApart>
              <CoverSettingsPanel covers={draft.covers} photos={printed} target={coverTarget} printed={coverBox} user={user} onChange={(covers) => dispatch({ type: 'setCovers', covers })} />
            </HydratedApart>
          </Section>

          <Section id="upload-title" step="Passo 2" title="Crea il Tuo Catalogo" intro="Aggiungi le foto dei prodotti: vengono preparate subito per la stampa.">
            {/* A restored draft comes first, so new photos join it rather than race it. */}
            {engine && persistence.restored ? <UploadZone count={images.length} maxImages={maxImages} onFiles={addFiles} onNear={warmEngine} /> : <Spinner className="size-6 text-accent" />}
          </Section>

          {images.length > 0 && (
            <Section
              id="images-title"
              step="Passo 3"
              title="Immagini Caricate"
              intro={`${imagesCount(images.length)} nel catalogo`}
              actions={
                <div className="flex flex-wrap gap-3">
                  <Button variant="outline" onClick={removeAll} disabled={busy}>
                    <Trash2 aria-hidden="true" className="size-4" />
                    Rimuovi Tutte
                  </Button>
                  {settings.layout === 'line-sheet' && <OrderSheetButton settings={settings} captions={printed.map((photo) => photo.caption)} />}
                  <Button variant="accent" onClick={() => void generation.generate()} disabled={!canGenerate}>
                    <FileDown aria-hidden="true" className="size-4" />
                    {noCredits ? UI_TEXTS.generator.noCreditsButton : UI_TEXTS.generator.generateButton}
                  </Button>
                  {!noCredits && (
                    <Button variant="outline" onClick={() => void publishing.publish()} disabled={!canGenerate}>
                      <Globe aria-hidden="true" className="size-4" />
                      {newVersionOf ? PUBLISHING_TEXTS.newVersionButton : PUBLISHING_TEXTS.publishButton}
                    </Button>
                  )}
                </div>
              }
            >
              <Suspense fallback={<Spinner className="size-6 text-accent" />}>
                <div className="grid gap-10">
                  <ProductImport photos={images} remembered={draft.productColumns} rememberedSheet={draft.productSheet} currency={settings.currency} language={settings.language} lineSheet={settings.lineSheet} dispatch={dispatch} />
                  <LowResolutionNotice photos={images} states={states} targets={sharpness} cover={lowResolutionCover(coverPhoto, coverTarget, coverBox)} />
                  <CatalogPreview settings={settings} photos={printed} logo={logo} description={description} problems={problems} onFocus={setFocus} />
                  <PhotoList
                    photos={images}
                    states={states}
                    targets={sharpness}
                    language={settings.language}
                    currency={settings.currency}
                    captionProblems={problems.captions}
                    onMove={movePhoto}
                    onCaption={setCaption}
                    onRemove={removeImage}
                  />
                </div>
              </Suspense>
            </Section>
          )}

          <Section id="help-title" step="Guida" title="Come Utilizzare il Generatore">
            <HydratedApart>
              <HelpPanel />
            </HydratedApart>
          </Section>
        </main>
        <footer className="border-t border-line px-4 py-8 text-center text-xs text-muted">
          © {new Date().getFullYear()} {BRAND_NAME}. Tutti i diritti riservati.
        </footer>
        {generation.phase !== 'idle' && <GenerationOverlay progress={generation.progress} />}
        {publishing.step !== 'idle' && <GenerationOverlay progress={publishing.progress} title={PUBLISHING_TEXTS.overlayTitle} detail={publishing.detail} />}
        {publishing.published && <PublishedLinkDialog publication={publishing.published} onClose={publishing.closePublished} />}
      </div>
    </TooltipProvider>
  );
});
