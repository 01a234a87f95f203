// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlaceOrderRequest, PlacedOrder } from '../../../shared/schemas/published.js';
import { samplePageData } from '../../../../tests/fixtures/vetrina-page-data.js';
import { VetrinaPage } from '../VetrinaPage.js';

const PLACED: PlacedOrder = { number: 'V-2026-000123', receipt: 'r3c', currency: 'EUR', lines: [], pieces: 4, total: 758, unpricedPieces: 0, createdAt: '2026-11-28T10:00:00.000Z' };

interface Posted {
  url: string;
  key: string | null;
  body: PlaceOrderRequest;
}

function answering(...answers: Response[]) {
  const posted: Posted[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    posted.push({ url, key: new Headers(init.headers).get('Idempotency-Key'), body: JSON.parse(String(init.body)) as PlaceOrderRequest });
    const answer = answers.shift();
    return answer ? Promise.resolve(answer) : Promise.reject(new TypeError('Failed to fetch'));
  });
  return posted;
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function orderJacket(pieces: Record<string, number>) {
  fireEvent.click(screen.getByRole('button', { name: /Giacca in tweed/ }));
  for (const [size, count] of Object.entries(pieces)) fireEvent.change(screen.getByLabelText(`Giacca in tweed, Blu notte, taglia ${size}`), { target: { value: String(count) } });
}

function fillBuyer() {
  fireEvent.change(screen.getByLabelText('Negozio / Ragione sociale'), { target: { value: 'Boutique Sole' } });
  fireEvent.change(screen.getByLabelText('Referente'), { target: { value: 'Marta Bianchi' } });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'marta@sole.example' } });
  fireEvent.change(screen.getByLabelText('Indirizzo di consegna'), { target: { value: 'Via Roma 1, Torino' } });
  fireEvent.click(screen.getByRole('checkbox', { name: 'Accetto le condizioni di vendita' }));
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ordering from the public page (issue 36.3)', () => {
  it('totals the quantities in the catalogue currency and says which terms a style breaks', () => {
    render(<VetrinaPage data={samplePageData()} />);
    orderJacket({ M: 3 });
    expect(screen.getByTestId('order-total').textContent).toBe('3 capi · 568,50\u00a0€');
    expect(screen.getByRole('alert').textContent).toBe('Giacca in tweed: Sotto il minimo di 4 capi; Non a multipli di 2');
    orderJacket({ L: 1 });
    expect(screen.getByTestId('order-total').textContent).toBe('4 capi · 758,00\u00a0€');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the draft on the device: quantities and buyer survive a new page', () => {
    const first = render(<VetrinaPage data={samplePageData()} />);
    orderJacket({ S: 2 });
    fireEvent.change(screen.getByLabelText('Negozio / Ragione sociale'), { target: { value: 'Boutique Sole' } });
    first.unmount();
    render(<VetrinaPage data={samplePageData()} />);
    expect(screen.getByTestId('order-total').textContent).toBe('2 capi · 379,00\u00a0€');
    expect((screen.getByLabelText('Negozio / Ragione sociale') as HTMLInputElement).value).toBe('Boutique Sole');
  });

  it('sends the order with one idempotency key across retries, then confirms it with its copies', async () => {
    const posted = answering(json(503, { error: 'Servizio non disponibile', code: 'INTERNAL_ERROR' }), json(201, PLACED));
    render(<VetrinaPage data={samplePageData()} />);
    orderJacket({ M: 2, L: 2 });
    fillBuyer();
    fireEvent.click(screen.getByRole('button', { name: 'Invia ordine' }));
    await screen.findByText('Servizio non disponibile');
    fireEvent.click(screen.getByRole('button', { name: 'Invia ordine' }));
    await screen.findByText("Numero d'ordine: V-2026-000123");
    expect(posted.map((post) => post.url)).toEqual(['/api/v/Qm9yc2FfZGlfdGVzdF8xMjM/orders', '/api/v/Qm9yc2FfZGlfdGVzdF8xMjM/orders']);
    expect(posted[0]?.key).toMatch(/^[0-9a-f]{32}$/);
    expect(posted[1]?.key).toBe(posted[0]?.key);
    expect(posted[1]?.body).toEqual({ buyer: { shop: 'Boutique Sole', contact: 'Marta Bianchi', email: 'marta@sole.example', phone: '', vatNumber: '', address: 'Via Roma 1, Torino', notes: '' }, quantities: { 'LN-201-BL Blu notte': { M: 2, L: 2 } }, termsAccepted: true });
    expect(screen.getByRole('link', { name: "Scarica l'ordine in Excel" }).getAttribute('href')).toBe('/api/v/Qm9yc2FfZGlfdGVzdF8xMjM/orders/V-2026-000123.xlsx?receipt=r3c');
    expect(screen.getByRole('link', { name: "Scarica l'ordine in PDF" }).getAttribute('href')).toBe('/api/v/Qm9yc2FfZGlfdGVzdF8xMjM/orders/V-2026-000123.pdf?receipt=r3c');
    // The draft is cleared by an effect after the confirmation renders.
    await waitFor(() => expect(localStorage.length).toBe(0));
  });

  it("shows the server's words beside the field they are about", async () => {
    answering(json(400, { error: 'Dati non validi', code: 'VALIDATION_FAILED', details: [{ path: 'buyer.email', message: 'Indirizzo email non valido' }] }));
    render(<VetrinaPage data={samplePageData()} />);
    orderJacket({ M: 4 });
    fillBuyer();
    fireEvent.click(screen.getByRole('button', { name: 'Invia ordine' }));
    await waitFor(() => expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Indirizzo email non valido').id).toBe('buyer-email-error');
    expect(screen.getByText('Dati non validi')).toBeTruthy();
  });

  it('sends nothing while a required field is empty or nothing is ordered', () => {
    const posted = answering();
    render(<VetrinaPage data={samplePageData()} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Accetto le condizioni di vendita' }));
    fireEvent.click(screen.getByRole('button', { name: 'Invia ordine' }));
    expect(screen.getByText('Inserisci almeno una quantità.')).toBeTruthy();
    expect(screen.getAllByText('Campo obbligatorio').length).toBe(4);
    expect(posted).toEqual([]);
  });
});
