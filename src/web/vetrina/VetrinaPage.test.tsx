// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PublicPageData } from '../../shared/schemas/published.js';
import { HOSTILE_NAME, samplePageData, storedName } from '../../../tests/fixtures/vetrina-page-data.js';
import { VetrinaPage } from './VetrinaPage.js';

beforeEach(() => localStorage.clear());
afterEach(cleanup);

const productNames = () => within(screen.getByRole('region', { name: 'Prodotti' })).getAllByRole('listitem').filter((item) => item.querySelector('button')).map((item) => item.querySelector('button')?.textContent?.trim());

describe('the public page of a catalogue (issue 36.2)', () => {
  it('starts from data that the contract accepts', () => {
    expect(PublicPageData.safeParse(samplePageData()).success).toBe(true);
  });

  it('shows the cover, the introduction and the products in the catalogue order, a style once', () => {
    render(<VetrinaPage data={samplePageData()} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Autunno Inverno' })).toBeTruthy();
    expect(screen.getByText('Collezione 2026')).toBeTruthy();
    expect(screen.getByText('Tessuti italiani, tagli essenziali.')).toBeTruthy();
    expect(productNames()).toEqual(['Giacca in tweed', 'Maglione a coste', HOSTILE_NAME, 'Foto 5']);
  });

  it('shows a name written as markup as text, never as an element', () => {
    const { container } = render(<VetrinaPage data={samplePageData()} />);
    expect(screen.getByText(HOSTILE_NAME)).toBeTruthy();
    expect(container.querySelector('img[src="x"]')).toBeNull();
  });

  it('prices in the catalogue language and currency, lowest first, both prices named', () => {
    render(<VetrinaPage data={samplePageData()} />);
    const jacket = screen.getByText('Giacca in tweed').closest('li');
    expect(jacket?.textContent).toContain('Ingrosso189,50\u00a0€');
    expect(jacket?.textContent).toContain('Prezzo consigliato420,00\u00a0€');
  });

  it('shows only the retail price without a heading when the owner shows retail prices only', () => {
    const data = samplePageData({ priceDisplay: 'retail', ordering: false });
    if (data.status !== 'ok') throw new Error('sample');
    for (const photo of data.catalogue.content.photos) if (photo.caption) delete photo.caption.price;
    render(<VetrinaPage data={data} />);
    expect(screen.queryByText('Ingrosso')).toBeNull();
    expect(screen.getByText('Maglione a coste').closest('li')?.textContent).toContain('169,00\u00a0€');
    expect(screen.queryByRole('region', { name: 'Il tuo ordine' })).toBeNull();
  });

  it('gives every photo its renditions by width, lazily but the cover, which is fetched first', () => {
    const { container } = render(<VetrinaPage data={samplePageData()} />);
    const images = [...container.querySelectorAll('img')];
    const [cover, ...others] = images;
    expect(cover?.getAttribute('fetchpriority')).toBe('high');
    expect(cover?.getAttribute('loading')).toBe('eager');
    expect(cover?.getAttribute('srcset')).toBe(`/v/Qm9yc2FfZGlfdGVzdF8xMjM/files/${storedName(2)} 600w, /v/Qm9yc2FfZGlfdGVzdF8xMjM/files/${storedName(3)} 1200w`);
    expect(cover?.getAttribute('width')).toBe('1200');
    expect(cover?.getAttribute('height')).toBe('1600');
    expect(others.length).toBe(4);
    for (const image of others) {
      expect(image.getAttribute('loading')).toBe('lazy');
      expect(image.getAttribute('sizes')).toBeTruthy();
    }
  });

  it('filters by a search without accents or case, and by category', () => {
    render(<VetrinaPage data={samplePageData()} />);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Cerca' }), { target: { value: 'LANA vergine' } });
    expect(productNames()).toEqual(['Giacca in tweed']);
    expect(screen.getByText('1 prodotto')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Cerca' }), { target: { value: '' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Categoria' }), { target: { value: 'Maglieria' } });
    expect(productNames()).toEqual(['Maglione a coste']);
  });

  it('links the PDF and names the company that receives the data', () => {
    render(<VetrinaPage data={samplePageData()} />);
    expect(screen.getByRole('link', { name: 'Scarica il PDF' }).getAttribute('href')).toBe(`/v/Qm9yc2FfZGlfdGVzdF8xMjM/files/${storedName(200, 'pdf')}`);
    expect(screen.getByText('I dati inseriti in un ordine sono ricevuti da Atelier Rossi.')).toBeTruthy();
  });

  it('speaks the catalogue language', () => {
    const data = samplePageData();
    if (data.status !== 'ok') throw new Error('sample');
    data.catalogue.content.settings.language = 'Tedesco';
    render(<VetrinaPage data={data} />);
    expect(screen.getByRole('link', { name: 'PDF herunterladen' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Ihre Bestellung' })).toBeTruthy();
  });

  it("shows the brand's logo on the cover, named by the company", () => {
    const data = samplePageData();
    if (data.status !== 'ok') throw new Error('sample');
    data.catalogue.content.logo = { file: storedName(250), width: 400, height: 120, bytes: 9000 };
    render(<VetrinaPage data={data} />);
    expect(screen.getByRole('img', { name: 'Atelier Rossi' }).getAttribute('src')).toBe(`/v/Qm9yc2FfZGlfdGVzdF8xMjM/files/${storedName(250)}`);
  });

  it('asks for the access code of a locked link, in its language', () => {
    render(<VetrinaPage data={{ status: 'locked', id: 'abc', language: 'Inglese' }} />);
    expect(screen.getByRole('heading', { name: 'This catalogue is protected' })).toBeTruthy();
    expect(screen.getByLabelText('Access code')).toBeTruthy();
  });
});
