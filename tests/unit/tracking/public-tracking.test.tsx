// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { PublicTrackingScreen } from '@/components/public-tracking/PublicTrackingScreen';
import { setAuthToken } from '@/services/api-client';
import TrackAwbPage from '@/pages/track/[awb]';
import TrackPage from '@/pages/track/index';
import { makeStore } from '@/store';
import { setSystem } from '@/store/app-slice';
import { navigate, resetRouter, router } from '../../helpers/fake-router';
import { publicView } from './fixtures';

vi.mock('next/router', async () => (await import('../../helpers/fake-router')).routerModule);

type FetchArgs = [input: string, init?: RequestInit];
let fetchMock: ReturnType<typeof vi.fn<(...args: FetchArgs) => Promise<Response>>>;

/** What the provider endpoint answers (null: it fails, the page falls back). */
let providerAnswer: string | null = null;

/** The tracking call answers this; the provider call answers `providerAnswer`. */
function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  fetchMock.mockImplementation(async (url) => {
    if (url.endsWith('/public/provider')) {
      return providerAnswer === null ? new Response('{}', { status: 500 }) : new Response(JSON.stringify({ message: 'OK', data: { name: providerAnswer } }), { status: 200 });
    }
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
  });
}

/** The tracking calls made (the provider's name is asked besides). */
const trackCalls = () => fetchMock.mock.calls.filter(([url]) => url.includes('/public/track/'));

function renderPublic(ui: ReactElement, store = makeStore()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <Provider store={store}>
      <QueryClientProvider client={client}>{ui}</QueryClientProvider>
    </Provider>,
  );
}

beforeEach(() => {
  resetRouter();
  router.pathname = '/track/[awb]';
  fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>();
  vi.stubGlobal('fetch', fetchMock);
  providerAnswer = null;
});
afterEach(() => {
  vi.unstubAllGlobals();
  setAuthToken(null);
});

describe('the public tracking page', () => {
  it('is public: no sign-in, no shell', () => {
    expect(TrackAwbPage.auth).toBe(false);
    expect(TrackAwbPage.getLayout).toBeUndefined();
    expect(TrackPage.auth).toBe(false);
  });

  it('shows the AWB with the Indonesian status, masked names, koli, weight, ETA and the journey newest first', async () => {
    // even with a staff token on the app's client, the public call carries no credentials
    setAuthToken('staff-token');
    answer(200, { message: 'OK', data: publicView() });
    resetRouter({ awb: '123456789012' });
    renderPublic(<TrackAwbPage />);

    const result = await screen.findByTestId('public-result');
    const [url, init] = trackCalls()[0];
    expect(url).toBe('/api/public/track/123456789012');
    expect(init?.credentials).toBe('omit');
    expect(new Headers(init?.headers).get('authorization')).toBeNull();

    expect(within(result).getByTestId('public-awb')).toHaveTextContent('123456789012');
    expect(within(result).getByTestId('public-status')).toHaveTextContent('Dalam perjalanan');
    expect(within(result).getByTestId('public-shipper')).toHaveTextContent('Bu*** Sa*****');
    expect(within(result).getByTestId('public-consignee')).toHaveTextContent('Si** Am***');
    expect(result).not.toHaveTextContent('Budi');
    expect(within(result).getByTestId('public-route')).toHaveTextContent('Kota Adm. Jakarta Pusat');
    expect(within(result).getByTestId('public-route')).toHaveTextContent('Genteng, Kota Surabaya');
    expect(within(result).getByTestId('public-koli')).toHaveTextContent('2');
    expect(within(result).getByTestId('public-weight')).toHaveTextContent('3,5 kg');
    expect(within(result).getByTestId('public-eta')).toHaveTextContent('26 Nov – 28 Nov 2026');
    expect(screen.getByRole('heading', { name: 'Riwayat perjalanan' })).toBeInTheDocument();

    const events = within(result).getAllByTestId('public-event');
    expect(events[0]).toHaveTextContent('Paket dalam perjalanan ke Surabaya');
    expect(events[0]).toHaveTextContent('24 Nov 2026 17:30 WIB · Jakarta Pusat');
    expect(events[1]).toHaveTextContent('Paket telah dijemput kurir di Gambir');
    expect(events[1]).toHaveTextContent('24 Nov 2026 14:05 WIB · Gambir');
    expect(screen.getByTestId('public-provider')).toHaveTextContent('KURIR EXPRESS');
  });

  it("uses the provider's name when this browser knows the site settings", async () => {
    answer(200, { message: 'OK', data: publicView() });
    const store = makeStore();
    const blank = { key: '', label: '', value: '', version: 1 };
    store.dispatch(setSystem(Array.from({ length: 9 }, (_, i) => ({ ...blank, id: i + 1, value: i === 6 ? 'PT Kilat Nusantara' : 'Back office' }))));
    renderPublic(<PublicTrackingScreen awb="123456789012" />, store);
    expect(screen.getByTestId('public-provider')).toHaveTextContent('PT Kilat Nusantara');
    await screen.findByTestId('public-result');
  });

  it("asks the server for the provider's name (a customer's phone knows no site settings)", async () => {
    providerAnswer = 'PT Kilat Nusantara';
    answer(200, { message: 'OK', data: publicView() });
    renderPublic(<PublicTrackingScreen awb="123456789012" />);
    await screen.findByTestId('public-result');
    expect(await screen.findByText('PT Kilat Nusantara', { selector: '[data-testid="public-provider"]' })).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls.find(([u]) => u.endsWith('/public/provider'))!;
    expect(url).toBe('/api/public/provider');
    expect(init?.credentials).toBe('omit');
  });

  it('404: a friendly "not found — check the number"', async () => {
    answer(404, { message: 'Shipment not found' });
    renderPublic(<PublicTrackingScreen awb="999999999999" />);
    const error = await screen.findByTestId('public-error');
    expect(error).toHaveTextContent('Nomor resi tidak ditemukan');
    expect(error).toHaveTextContent('AWB not found — check the number');
    expect(error).not.toHaveTextContent('Shipment not found');
    expect(screen.queryByTestId('public-result')).toBeNull();
  });

  it('429: "too many requests, try again in a minute", not asked again at once', async () => {
    answer(429, { message: 'Rate limit exceeded, retry in 1 minute' }, { 'retry-after': '60' });
    renderPublic(<PublicTrackingScreen awb="123456789012" />);
    const error = await screen.findByTestId('public-error');
    expect(error).toHaveTextContent('Terlalu banyak permintaan');
    expect(error).toHaveTextContent('Coba lagi dalam satu menit');
    expect(error).toHaveTextContent('Too many requests, try again in a minute');
    expect(trackCalls()).toHaveLength(1);
  });

  it('400 and a number that is not 12 digits: "an AWB number has 12 digits"; a malformed one is not even asked', async () => {
    answer(400, { message: 'An AWB number has 12 digits' });
    renderPublic(<PublicTrackingScreen awb="12345" />);
    expect(screen.getByTestId('public-error')).toHaveTextContent('Nomor resi tidak valid');
    expect(trackCalls()).toHaveLength(0);
  });

  it('the search box opens another AWB (spaces dropped) and refuses a short number', async () => {
    answer(200, { message: 'OK', data: publicView() });
    router.pathname = '/track';
    renderPublic(<TrackPage />);
    expect(screen.getByRole('heading', { name: 'Lacak kiriman' })).toBeInTheDocument();
    const input = screen.getByTestId('public-track-input');

    fireEvent.change(input, { target: { value: '1234 5678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lacak' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Nomor resi terdiri dari 12 angka.');
    expect(router.push).not.toHaveBeenCalled();

    fireEvent.change(input, { target: { value: '1234 5678 9012' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lacak' }));
    expect(router.push).toHaveBeenCalledWith({ pathname: '/track/[awb]', query: { awb: '123456789012' } });
    expect(trackCalls()).toHaveLength(0);
  });

  it('follows the URL when another AWB is opened', async () => {
    answer(200, { message: 'OK', data: publicView() });
    resetRouter({ awb: '123456789012' });
    renderPublic(<TrackAwbPage />);
    await screen.findByTestId('public-result');
    answer(404, { message: 'Shipment not found' });
    act(() => void navigate({ query: { awb: '223456789012' } }));
    expect((screen.getByTestId('public-track-input') as HTMLInputElement).value).toBe('223456789012');
    expect(await screen.findByTestId('public-error')).toHaveTextContent('Nomor resi tidak ditemukan');
    expect(trackCalls().map(([url]) => url)).toEqual(['/api/public/track/123456789012', '/api/public/track/223456789012']);
  });
});
