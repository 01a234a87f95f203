import { Fragment, type ReactNode } from 'react';
import type { DescribedText, PageDescription } from '../../../../catalog/describe/page-description.js';
import { MUTED, WHITE } from '../../../../catalog/describe/palette.js';
import { EMOJI_SEQUENCE } from '../../../../catalog/fonts/emoji-size.js';
import { displayFontFamily } from '../display-font-family.js';
import type { PrintedPhoto } from './printed-photos.js';

/** A photo still being prepared: a quiet block where it will stand. */
const PLACEHOLDER_FILL = '#efece6';

interface PreviewPageProps {
  page: PageDescription;
  /** In print order: a described photo's `index` points here. */
  photos: readonly PrintedPhoto[];
  logoUrl: string | undefined;
  fontFamily: string;
  label: string;
  /** How the browser's emoji are drawn to stand as the PDF's (0961): none when not known. */
  emoji?: EmojiFit;
}

/** An emoji's font size over the line's, and how far it is raised, in em of that size. */
export interface EmojiFit {
  scale: number;
  rise: number;
}

/**
 * One page drawn from its description in PDF points (0604): the SVG's user units are points, so
 * every rule, frame and baseline sits where the PDF puts it. Each line is stretched to the width
 * the PDF's font metrics gave it, so breaks and sizes match even before the display font arrives.
 */
export function PreviewPage({ page, photos, logoUrl, fontFamily, label, emoji }: PreviewPageProps) {
  const { width, height } = page.size;
  const title = page.texts.filter((line) => line.role === 'title');
  const photoLayer = <PhotoLayer page={page} photos={photos} emoji={emoji} captions={!page.panel} />;
  return (
    <svg viewBox={`0 0 ${width} ${height}`} className="block size-full" role="img" aria-label={label} fontFamily={fontFamily} data-page={page.number}>
      <rect width={width} height={height} fill={WHITE} />
      {/* A full cover's photo lies under its panel, logo and texts (issue 26.2). */}
      {page.panel && photoLayer}
      {page.panel && <rect x={page.panel.x} y={page.panel.y} width={page.panel.width} height={page.panel.height} fill={page.panel.colour} data-testid="preview-panel" />}
      {/* A full page's caption is set on its panel (issue 35.5). */}
      {page.panel && page.photos.flatMap((placed) => placed.caption.map((line, index) => <Line key={`panel-${placed.index}-${index}`} line={line} emoji={emoji} />))}
      {/* Hairlines take one screen pixel, as PDF viewers draw them: at preview size 0.5 pt would fade. */}
      {page.rules.map((rule, index) =>
        rule.role === 'swatch' || rule.role === 'title-panel' ? (
          <rect key={index} x={rule.x} y={rule.y - rule.thickness / 2} width={rule.width} height={rule.thickness} fill={rule.colour} data-role={rule.role} />
        ) : (
          <line key={index} x1={rule.x} x2={rule.x + rule.width} y1={rule.y} y2={rule.y} stroke={rule.colour} strokeWidth={1} vectorEffect="non-scaling-stroke" data-role={rule.role} />
        ),
      )}
      {page.logo && logoUrl && <image href={logoUrl} {...page.logo} preserveAspectRatio="none" data-testid="preview-logo" />}
      {/* The title's lines in one group, with spaces between them, so it reads as one text. */}
      <g data-testid="preview-title">
        {title.map((line, index) => (
          <Fragment key={index}>
            {index > 0 && ' '}
            <Line line={line} emoji={emoji} />
          </Fragment>
        ))}
      </g>
      {page.texts.map((line, index) => line.role !== 'title' && <Line key={index} line={line} emoji={emoji} />)}
      {page.terms?.map((line, index) => <Line key={`terms-${index}`} line={line} emoji={emoji} />)}
      {page.boxes?.map((box, index) => (
        <rect key={`box-${index}`} x={box.x} y={box.y} width={box.width} height={box.height} fill="none" stroke={MUTED} strokeWidth={1} vectorEffect="non-scaling-stroke" data-role="quantity-box" />
      ))}
      {page.table?.flatMap((row, rowIndex) => row.cells.flatMap((cell, cellIndex) => cell.lines.map((line, index) => <Line key={`table-${rowIndex}-${cellIndex}-${index}`} line={line} emoji={emoji} />)))}
      {!page.panel && photoLayer}
    </svg>
  );
}

/** Each photo in its frame, drawn whole or cropped to fill it (issue 26.1), with its caption unless a panel carries it. */
function PhotoLayer({ page, photos, emoji, captions }: Pick<PreviewPageProps, 'page' | 'photos' | 'emoji'> & { captions: boolean }) {
  return page.photos.map((placed) => {
    const photo = photos[placed.index];
    const { frame, image } = placed;
    return (
      <g key={photo?.id ?? placed.index} data-testid="preview-photo">
        {photo?.thumbnailUrl ? (
          image ? (
            // A nested viewport clips the photo to its frame, as the PDF's clip path does.
            <svg {...frame} viewBox={`${frame.x} ${frame.y} ${frame.width} ${frame.height}`} data-testid="preview-cropped">
              <image href={photo.thumbnailUrl} {...image} preserveAspectRatio="none" />
            </svg>
          ) : (
            <image href={photo.thumbnailUrl} {...frame} preserveAspectRatio="none" />
          )
        ) : (
          <rect {...frame} fill={PLACEHOLDER_FILL} />
        )}
        {/* A passe-partout's keyline (decision 1085), one screen pixel as the hairlines. */}
        {placed.keyline && <rect {...placed.keyline.rect} fill="none" stroke={placed.keyline.colour} strokeWidth={1} vectorEffect="non-scaling-stroke" data-role="keyline" />}
        {captions && placed.caption.map((line, index) => <Line key={index} line={line} emoji={emoji} />)}
      </g>
    );
  });
}

/**
 * The line's text, its emoji in tspans at the PDF's size: as tall as the font's capitals, on the
 * baseline (0961). The line is stretched to its PDF width as a whole, so a browser emoji drawn at
 * the line's size would squeeze the words around it.
 */
function withEmoji(text: string, size: number, emoji: EmojiFit | undefined): ReactNode {
  if (!emoji) return text;
  const parts: ReactNode[] = [];
  // Where the pen stands, in SVG y (down): each tspan's dy moves it from the last one's.
  let shifted = 0;
  const piece = (key: string, content: string, shift: number, fontSize?: number) => {
    const dy = shift - shifted;
    shifted = shift;
    parts.push(
      <tspan key={key} dy={dy || undefined} fontSize={fontSize} data-role={fontSize ? 'emoji' : undefined}>
        {content}
      </tspan>,
    );
  };
  let last = 0;
  for (const match of text.matchAll(EMOJI_SEQUENCE)) {
    if (match.index > last) piece(`t${last}`, text.slice(last, match.index), 0);
    piece(`e${match.index}`, match[0], -emoji.rise * emoji.scale * size, size * emoji.scale);
    last = match.index + match[0].length;
  }
  if (parts.length === 0) return text;
  if (last < text.length) piece(`t${last}`, text.slice(last), 0);
  return parts;
}

function Line({ line, emoji }: { line: DescribedText; emoji: EmojiFit | undefined }) {
  return (
    <text
      x={line.centreX}
      y={line.baseline}
      fontSize={line.size}
      fill={line.colour}
      textAnchor="middle"
      textLength={line.width}
      lengthAdjust="spacingAndGlyphs"
      data-role={line.role}
      {...(line.face && { fontFamily: displayFontFamily(line.face) })}
      {...(line.italic && { fontStyle: 'italic' })}
      {...(line.figures && { style: { fontVariantNumeric: 'lining-nums tabular-nums' } })}
      {...(line.tracking && { letterSpacing: (line.tracking * line.size) / 1000 })}
    >
      {withEmoji(line.text, line.size, emoji)}
    </text>
  );
}
