import { lazy } from 'react';
import { LATER_PARTS_MARK } from '../../engine/phase-timing.js';

/**
 * The parts of the generator that show only once photos are in (the product file, the preview,
 * the photo cards with their drag and drop): their code loads after the first screen has painted,
 * so a phone gets the form sooner (issue 38.7), and is fetched once the upload zone comes near
 * (UploadZone), so it is there by the time the first photo is dropped.
 */
const loaders = {
  photoList: () => import('./PhotoList.js'),
  productImport: () => import('./products/ProductImport.js'),
  catalogPreview: () => import('./look/CatalogPreview.js'),
};

export const PhotoList = lazy(() => loaders.photoList().then((module) => ({ default: module.PhotoList })));
export const ProductImport = lazy(() => loaders.productImport().then((module) => ({ default: module.ProductImport })));
export const CatalogPreview = lazy(() => loaders.catalogPreview().then((module) => ({ default: module.CatalogPreview })));

export function preloadLaterParts(): void {
  void Promise.all(Object.values(loaders).map((load) => load())).then(
    () => performance.mark(LATER_PARTS_MARK),
    // A part that failed to load is loaded again by its `lazy` when shown, with its own error.
    () => undefined,
  );
}
