import { coverPhotoOf, coverSizes } from '../../shared/published-images.js';
import { usePage } from './page-context.js';
import { ResponsiveImage } from './ResponsiveImage.js';

/** The catalogue's cover (issue 36.2): its photo (the cover's, else the first), title and subtitle. */
export function Cover() {
  const { catalogue, fontFamily } = usePage();
  const { content, company } = catalogue;
  const photo = coverPhotoOf(catalogue);
  const title = content.settings.title || company.name;
  return (
    <header className="relative bg-ink text-white">
      {photo && <ResponsiveImage photo={photo} filesBase={catalogue.filesBase} alt="" sizes={coverSizes(photo)} first className="h-[62svh] w-full object-cover opacity-80 md:h-[70vh]" />}
      <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/80 to-transparent px-5 pt-16 pb-6 md:px-10">
        {content.logo ? (
          <img src={`${catalogue.filesBase}${content.logo.file}`} width={content.logo.width} height={content.logo.height} alt={company.name} className="mb-3 h-14 w-auto max-w-[60vw] rounded bg-white/90 object-contain object-left p-2" />
        ) : (
          <p className="text-sm tracking-wide">{company.name}</p>
        )}
        <h1 className="text-4xl leading-tight font-normal md:text-6xl" style={{ fontFamily }}>
          {title}
        </h1>
        {content.settings.subtitle && <p className="mt-2 text-lg">{content.settings.subtitle}</p>}
      </div>
    </header>
  );
}
