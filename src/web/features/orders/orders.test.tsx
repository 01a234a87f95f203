// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '../../../shared/index.js';
import type { OrderDetail, PublicationSummary } from '../../../shared/schemas/published.js';
import { createQueryClient } from '../../api/query-client.js';
import PublicationsPage from '../publishing/PublicationsPage.js';
import OrderDetailPage from './OrderDetailPage.js';
import OrdersPage from './OrdersPage.js';

const USER: PublicUser = { id: 'u1', username: 'rossi', nomeAzienda: 'Atelier Rossi', nomePersona: 'Anna', telefono: '', email: '', crediti: 3, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' };

const PUBLICATION: PublicationSummary = { id: 'link1', path: '/v/link1', title: 'Autunno Inverno', version: 2, status: 'live', expiresAt: null, hasAccessCode: false, priceDisplay: 'all', allowIndexing: false, storageBytes: 1000, views: 12, orders: 1, newOrders: 1, createdAt: '2026-11-01T10:00:00.000Z', updatedAt: '2026-11-02T10:00:00.000Z' };

const ORDER: OrderDetail = {
  id: 'o1',
  number: 'V-2026-000001',
  linkId: 'link1',
  linkTitle: 'Autunno Inverno',
  shop: 'Boutique Sole',
  pieces: 4,
  total: 758,
  currency: 'EUR',
  status: 'new',
  createdAt: '2026-11-28T10:00:00.000Z',
  updatedAt: '2026-11-28T10:00:00.000Z',
  version: 1,
  buyer: { shop: 'Boutique Sole', contact: 'Marta Bianchi', email: 'marta@sole.example', phone: '', vatNumber: 'IT123', address: 'Via Roma 1, Torino', notes: '' },
  lines: [{ code: 'LN-201-BL', name: 'Giacca in tweed', colour: 'Blu notte', size: 'M', quantity: 4, unitPrice: 189.5, amount: 758 }],
  unpricedPieces: 0,
};

interface Call {
  method: string;
  url: string;
  body: unknown;
}

/** The server's answers by 'METHOD path'; every call is kept. */
function serve(answers: Record<string, unknown>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const answer = answers[`${method} ${url}`];
    return Promise.resolve(answer === undefined ? new Response('{"error":"Non trovato","code":"NOT_FOUND"}', { status: 404 }) : new Response(JSON.stringify(answer), { status: 200 }));
  });
  return calls;
}

function at(path: string, element: ReactNode, route = path) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={element} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the owner's published links (issue 36.1)", () => {
  it('lists a link with its state and changes it with one PATCH per choice', async () => {
    const calls = serve({ 'GET /api/publications': [PUBLICATION], 'GET /api/orders/new-count': { count: 1 }, 'PATCH /api/publications/link1': PUBLICATION });
    at('/pubblicati', <PublicationsPage user={USER} />);
    await screen.findByRole('heading', { name: 'Autunno Inverno' });
    expect(screen.getByText(/Attivo · versione 2/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pubblica una nuova versione' }).getAttribute('href')).toBe('/?nuovaVersione=link1');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Link attivo' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([{ enabled: false }]));
    fireEvent.click(screen.getByRole('radio', { name: 'Nessun prezzo' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PATCH').length).toBe(2));
    expect(calls.filter((call) => call.method === 'PATCH')[1]?.body).toEqual({ priceDisplay: 'none' });
    expect((await screen.findByTestId('new-orders')).textContent).toBe('11 ordine nuovo');
  });
});

describe("the seller's orders (issue 36.4)", () => {
  it('lists the orders with date, shop, pieces, total and status, and exports a link', async () => {
    serve({ 'GET /api/orders': [ORDER], 'GET /api/orders/new-count': { count: 0 } });
    at('/ordini', <OrdersPage user={USER} />);
    const row = (await screen.findByRole('link', { name: "Apri l'ordine V-2026-000001" })).closest('tr');
    expect(row?.textContent).toBe('28/11/2026, 11:00V-2026-000001Boutique Sole4758,00\u00a0€NuovoAutunno Inverno');
    fireEvent.change(screen.getByRole('combobox', { name: 'Catalogo' }), { target: { value: 'link1' } });
    expect(screen.getByRole('link', { name: 'Esporta gli ordini del catalogo (XLSX)' }).getAttribute('href')).toBe('/api/orders/export.xlsx?link=link1');
    expect(screen.getByRole('link', { name: 'Esporta gli ordini del catalogo (CSV)' }).getAttribute('href')).toBe('/api/orders/export.csv?link=link1');
  });

  it('shows an order with its buyer and lines, and confirms it', async () => {
    const calls = serve({ 'GET /api/orders/o1': ORDER, 'GET /api/orders/new-count': { count: 1 }, 'PATCH /api/orders/o1': { ...ORDER, status: 'confirmed' } });
    at('/ordini/o1', <OrderDetailPage user={USER} />, '/ordini/:id');
    await screen.findByText('Via Roma 1, Torino');
    expect(screen.getByText('Giacca in tweed').closest('tr')?.textContent).toBe('LN-201-BLGiacca in tweedBlu notteM4189,50\u00a0€758,00\u00a0€');
    expect(screen.getByRole('link', { name: "Esporta l'ordine (XLSX)" }).getAttribute('href')).toBe('/api/orders/o1/export.xlsx');
    fireEvent.click(screen.getByRole('radio', { name: 'Confermato' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ status: 'confirmed' }));
  });
});
