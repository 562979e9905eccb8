// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import type { ReactNode } from 'react';
import { SiteSettingsForm } from '@/components/admin/SiteSettingsForm';
import { toSixDigitHex } from '@/components/admin/site-setting-values';
import { SITE_SETTINGS } from '@/lib/resources/site-setting';
import type { SiteSetting } from '@/store/app-slice';

const updateSiteSetting = vi.fn();
vi.mock('@/services/admin/site-settings', () => ({
  updateSiteSetting: (id: number, value: string, version?: number) => updateSiteSetting(id, value, version),
  clearLocalStorageEverywhere: vi.fn(),
}));
vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

function conflict(message: string) {
  const config = { headers: new AxiosHeaders() };
  const response = { status: 409, statusText: '', data: { message }, headers: {}, config } as AxiosResponse;
  return new AxiosError(message, 'ERR_BAD_REQUEST', config, null, response);
}

const SETTINGS: SiteSetting[] = SITE_SETTINGS.map((s, i) => ({
  id: i + 1,
  key: s.key,
  label: s.label,
  value: s.key === 'app_name' ? 'KURIR EXPRESS' : s.default,
  version: 3,
}));

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
}

const rgb = (hex: string) => {
  const h = toSixDigitHex(hex).slice(1);
  return `rgb(${parseInt(h.slice(0, 2), 16)}, ${parseInt(h.slice(2, 4), 16)}, ${parseInt(h.slice(4, 6), 16)})`;
};

describe('site settings form and its live preview', () => {
  beforeEach(() => updateSiteSetting.mockReset());

  it('labels every setting from SITE_SETTINGS: the appearance, then the footer and support ones', () => {
    render(<SiteSettingsForm settings={SETTINGS} />, { wrapper });
    for (const s of SITE_SETTINGS) expect(screen.getByTestId(`setting-${s.key}`)).toHaveTextContent(s.label);
    const contact = screen.getByTestId('settings-group-contact');
    for (const key of ['provider_name', 'support_phone', 'support_chat_url']) {
      expect(within(contact).getByTestId(`setting-${key}`)).toBeInTheDocument();
    }
    expect(within(screen.getByTestId('settings-group-appearance')).queryByTestId('setting-provider_name')).toBeNull();
    expect(screen.getByTestId('value-support_chat_url')).toHaveAttribute('type', 'url');
    expect(screen.getByTestId('value-support_phone')).toHaveAttribute('type', 'tel');
  });

  it('the contact settings: a javascript: or http: link and a wrong phone are flagged on their rows; blank is fine', async () => {
    render(<SiteSettingsForm settings={SETTINGS} />, { wrapper });
    const chat = screen.getByTestId('setting-support_chat_url');
    for (const bad of ['javascript:alert(1)', 'http://wa.me/622150808000']) {
      fireEvent.input(screen.getByTestId('value-support_chat_url'), { target: { value: bad } });
      expect(await within(chat).findByText('Use an https:// link, e.g. https://wa.me/622150808000')).toBeInTheDocument();
      expect(screen.getByTestId('save-all-settings')).toBeDisabled();
    }
    fireEvent.input(screen.getByTestId('value-support_chat_url'), { target: { value: '' } });
    await waitFor(() => expect(within(chat).queryByText(/Use an https/)).toBeNull());

    fireEvent.input(screen.getByTestId('value-support_phone'), { target: { value: 'call us' } });
    const phone = screen.getByTestId('setting-support_phone');
    expect(await within(phone).findByText('Use a phone number like +62 21 5080 8000')).toBeInTheDocument();
    fireEvent.input(screen.getByTestId('value-support_phone'), { target: { value: '' } });
    await waitFor(() => expect(within(phone).queryByText(/Use a phone/)).toBeNull());
    expect(screen.getByTestId('save-all-settings')).toBeEnabled();
  });

  it("the preview's footer shows the provider, or the application name when it is blank", () => {
    render(<SiteSettingsForm settings={SETTINGS} />, { wrapper });
    expect(screen.getByTestId('preview-footer')).toHaveTextContent('COPYRIGHT © 2022 KURIR EXPRESS');
    fireEvent.input(screen.getByTestId('value-provider_name'), { target: { value: 'PT KURIR NUSANTARA' } });
    expect(screen.getByTestId('preview-footer')).toHaveTextContent('COPYRIGHT © 2022 PT KURIR NUSANTARA');
  });

  it('the preview follows the hex text, the colour picker and the name as they are typed', () => {
    render(<SiteSettingsForm settings={SETTINGS} />, { wrapper });
    const sidebar = screen.getByTestId('preview-sidebar');
    expect(sidebar).toHaveStyle({ backgroundColor: rgb('#0f172a') });

    fireEvent.input(screen.getByTestId('value-sidebar_color'), { target: { value: '#7c3aed' } });
    expect(sidebar).toHaveStyle({ backgroundColor: rgb('#7c3aed') });

    // Three digits work too; the picker shows them as six.
    fireEvent.input(screen.getByTestId('value-selected_item_color'), { target: { value: '#f80' } });
    expect(screen.getByTestId('preview-selected-item')).toHaveStyle({ backgroundColor: rgb('#ff8800') });
    expect(screen.getByTestId('colour-selected_item_color')).toHaveValue('#ff8800');

    fireEvent.input(screen.getByTestId('colour-notification_header_color'), { target: { value: '#16a34a' } });
    expect(screen.getByTestId('value-notification_header_color')).toHaveValue('#16a34a');
    expect(screen.getByTestId('preview-notification-header')).toHaveStyle({ backgroundColor: rgb('#16a34a') });
    expect(screen.getByTestId('preview-settings-button')).toHaveStyle({ backgroundColor: rgb('#16a34a') });

    fireEvent.input(screen.getByTestId('value-vertical_name_color'), { target: { value: '#fde047' } });
    expect(screen.getByTestId('preview-app-name')).toHaveStyle({ color: rgb('#fde047') });

    fireEvent.input(screen.getByTestId('value-app_name'), { target: { value: 'KILAT KURIR' } });
    expect(screen.getByTestId('preview-app-name')).toHaveTextContent('KILAT KURIR');
    expect(screen.getByTestId('preview-horizontal-title')).toHaveTextContent('KILAT KURIR');

    expect(screen.getByTestId('save-all-settings')).toHaveTextContent('Save all changes (5)');
  });

  it('an invalid value is flagged at once (validateSiteSettingValue); the preview keeps the fallback', async () => {
    render(<SiteSettingsForm settings={SETTINGS} />, { wrapper });
    fireEvent.input(screen.getByTestId('value-sidebar_color'), { target: { value: 'purple' } });
    const row = screen.getByTestId('setting-sidebar_color');
    expect(await within(row).findByText('Use a colour like #1e293b')).toBeInTheDocument();
    expect(screen.getByTestId('preview-sidebar')).toHaveStyle({ backgroundColor: rgb('#0f172a') });
    fireEvent.input(screen.getByTestId('value-app_name'), { target: { value: '' } });
    expect(await screen.findByText('The application name cannot be empty')).toBeInTheDocument();
    expect(screen.getByTestId('preview-app-name')).toHaveTextContent('SYSTEM');
    expect(screen.getByTestId('save-all-settings')).toBeDisabled();
  });

  it('saves one row with its version, and all changed rows each with theirs', async () => {
    updateSiteSetting.mockImplementation(async (id: number, value: string, version: number) => ({
      ...SETTINGS[id - 1],
      value,
      version: version + 1,
    }));
    render(<SiteSettingsForm settings={SETTINGS} />, { wrapper });
    fireEvent.input(screen.getByTestId('value-sidebar_color'), { target: { value: '#111111' } });
    fireEvent.click(within(screen.getByTestId('setting-sidebar_color')).getByRole('button', { name: /^Save/ }));
    await waitFor(() => expect(updateSiteSetting).toHaveBeenCalledWith(2, '#111111', 3));
    await waitFor(() => expect(screen.getByTestId('save-all-settings')).toHaveTextContent(/^Save all changes$/));

    fireEvent.input(screen.getByTestId('value-sidebar_color'), { target: { value: '#222222' } });
    fireEvent.input(screen.getByTestId('value-app_name'), { target: { value: 'NEW NAME' } });
    fireEvent.click(screen.getByTestId('save-all-settings'));
    await waitFor(() => expect(updateSiteSetting).toHaveBeenCalledTimes(3));
    // The row saved before goes with the version its save returned.
    expect(updateSiteSetting).toHaveBeenCalledWith(2, '#222222', 4);
    expect(updateSiteSetting).toHaveBeenCalledWith(1, 'NEW NAME', 3);
  });

  it('a row being edited keeps the version it was read at when the list refetches; the others follow', async () => {
    const stale = 'This setting was changed by someone else since you opened it. Reload and try again.';
    updateSiteSetting.mockImplementation(async (id: number, value: string, version: number) => {
      if (id === 1 && version === 3) throw conflict(stale);
      return { ...SETTINGS[id - 1], value, version: version + 1 };
    });
    const { rerender } = render(<SiteSettingsForm settings={SETTINGS} />, { wrapper });
    fireEvent.input(screen.getByTestId('value-app_name'), { target: { value: 'MINE' } });
    // Someone else saved both the name and the sidebar colour (the realtime event refetched the list).
    const theirs = SETTINGS.map((s) =>
      s.id === 1 ? { ...s, value: 'THEIRS', version: 4 } : s.id === 2 ? { ...s, value: '#333333', version: 4 } : s,
    );
    rerender(<SiteSettingsForm settings={theirs} />);
    expect(screen.getByTestId('value-app_name')).toHaveValue('MINE');
    expect(screen.getByTestId('value-sidebar_color')).toHaveValue('#333333');
    fireEvent.click(within(screen.getByTestId('setting-app_name')).getByRole('button', { name: /^Save/ }));
    await waitFor(() => expect(updateSiteSetting).toHaveBeenCalledWith(1, 'MINE', 3));
    expect(await within(screen.getByTestId('setting-app_name')).findByText(stale)).toBeInTheDocument();
    expect(screen.getByTestId('value-app_name')).toHaveValue('MINE');
    // Undo takes their value, and their version for the next save.
    updateSiteSetting.mockClear();
    fireEvent.input(screen.getByTestId('value-app_name'), { target: { value: 'AGAIN' } });
    fireEvent.click(within(screen.getByTestId('setting-app_name')).getByRole('button', { name: 'Undo' }));
    expect(screen.getByTestId('value-app_name')).toHaveValue('THEIRS');
    fireEvent.input(screen.getByTestId('value-sidebar_color'), { target: { value: '#444444' } });
    fireEvent.click(within(screen.getByTestId('setting-sidebar_color')).getByRole('button', { name: /^Save/ }));
    await waitFor(() => expect(updateSiteSetting).toHaveBeenCalledWith(2, '#444444', 4));
  });
});
