/**
 * The print-ready document (issue 12.1): the information dictionary and an XMP packet that mirrors
 * it, a trailer /ID, and an sRGB output intent with its profile, so every RGB value is defined for
 * print. See docs/decisions/0760 for what this meets of PDF/A-2b and PDF/X-4.
 */
import { PDFDict, PDFHexString, PDFName, PDFString, type PDFDocument } from '@cantoo/pdf-lib';
import { legalXmlCharacters } from '../../shared/index.js';
import { SRGB_CONDITION, SRGB_PROFILE } from './srgb-profile.js';

export interface DocumentInfo {
  title: string;
  author: string;
  creator: string;
  /** ISO 639-1, as in the catalogue's /Lang. */
  language: string;
  date: Date;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
/** Escaped, and without the characters XML forbids (issue 38.1): one of them spoils the whole packet. */
const xml = (text: string) => legalXmlCharacters(text).text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);

/** XMP dates to the second, as the information dictionary keeps them. */
const xmpDate = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** The XMP packet (ISO 16684-1) with the Dublin Core, XMP basic and PDF schemas filled in. */
export function xmpPacket(info: DocumentInfo): string {
  const date = xmpDate(info.date);
  const creator = info.author ? `<dc:creator><rdf:Seq><rdf:li>${xml(info.author)}</rdf:li></rdf:Seq></dc:creator>` : '';
  return [
    '<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>',
    '<x:xmpmeta xmlns:x="adobe:ns:meta/">',
    '<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">',
    '<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:xmp="http://ns.adobe.com/xap/1.0/" xmlns:pdf="http://ns.adobe.com/pdf/1.3/">',
    '<dc:format>application/pdf</dc:format>',
    `<dc:title><rdf:Alt><rdf:li xml:lang="x-default">${xml(info.title)}</rdf:li></rdf:Alt></dc:title>`,
    creator,
    `<dc:language><rdf:Bag><rdf:li>${xml(info.language)}</rdf:li></rdf:Bag></dc:language>`,
    `<xmp:CreatorTool>${xml(info.creator)}</xmp:CreatorTool>`,
    `<xmp:CreateDate>${date}</xmp:CreateDate>`,
    `<xmp:ModifyDate>${date}</xmp:ModifyDate>`,
    `<xmp:MetadataDate>${date}</xmp:MetadataDate>`,
    `<pdf:Producer>${xml(info.creator)}</pdf:Producer>`,
    '<pdf:Trapped>False</pdf:Trapped>',
    '</rdf:Description>',
    '</rdf:RDF>',
    '</x:xmpmeta>',
    '<?xpacket end="w"?>',
  ]
    .filter(Boolean)
    .join('\n');
}

function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function setPrintMetadata(doc: PDFDocument, info: DocumentInfo): void {
  doc.setTitle(info.title, { showInWindowTitleBar: true });
  if (info.author.trim()) doc.setAuthor(info.author);
  doc.setCreator(info.creator);
  doc.setProducer(info.creator);
  doc.setLanguage(info.language);
  doc.setCreationDate(info.date);
  doc.setModificationDate(info.date);

  const { context, catalog } = doc;
  // No trapping was applied: the print shop's prepress decides (PDF/X asks the question be answered).
  context.lookup(context.trailerInfo.Info, PDFDict).set(PDFName.of('Trapped'), PDFName.of('False'));
  // Uncompressed, as PDF/A asks, so that any tool can read it.
  const metadata = context.stream(new TextEncoder().encode(xmpPacket(info)), { Type: 'Metadata', Subtype: 'XML' });
  catalog.set(PDFName.of('Metadata'), context.register(metadata));

  const profile = context.register(context.stream(SRGB_PROFILE, { N: 3 }));
  const intent = context.obj({
    Type: 'OutputIntent',
    S: 'GTS_PDFA1',
    OutputConditionIdentifier: PDFString.of(SRGB_CONDITION),
    Info: PDFString.of(SRGB_CONDITION),
    RegistryName: PDFString.of('http://www.color.org'),
    DestOutputProfile: profile,
  });
  catalog.set(PDFName.of('OutputIntents'), context.obj([context.register(intent)]));

  // Both parts alike in a new file (ISO 32000-1, 14.4).
  const id = PDFHexString.of(randomId());
  context.trailerInfo.ID = context.obj([id, id]);
}
