import type { CSSProperties } from 'react';
import { Icon } from '@/components/shell/icons';
import { readableTextOn } from '@/hooks/use-site-colours';
import { FOOTER_YEAR } from '@/layouts/AppFooter';
import { previewLook, type SettingValues } from './site-setting-values';

/** A miniature of the shell in both layouts, drawn with the values being edited. */
export function SiteSettingsPreview({ values }: { values: SettingValues }) {
  const { appName, colours, provider } = previewLook(values);
  const selected: CSSProperties = { backgroundColor: colours.selected, color: readableTextOn(colours.selected) };
  const notification: CSSProperties = {
    backgroundColor: colours.notificationHeader,
    color: readableTextOn(colours.notificationHeader),
  };
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1" data-testid="settings-preview" aria-label="Preview" role="img">
      <figure>
        <figcaption className="mb-1.5 text-xs font-medium tracking-wide text-slate-500 uppercase">Vertical layout</figcaption>
        <div className="flex h-56 overflow-hidden rounded-md border border-slate-200 bg-slate-50 text-[11px] shadow-sm">
          <div
            className="flex w-32 shrink-0 flex-col gap-1 p-2"
            style={{ backgroundColor: colours.sidebar, color: readableTextOn(colours.sidebar) }}
            data-testid="preview-sidebar"
          >
            <div className="mb-1 flex items-center gap-1.5 px-1 py-1">
              <Icon name="logo" className="h-3.5 w-3.5 shrink-0" style={{ color: colours.verticalName }} />
              <span className="truncate text-xs font-bold" style={{ color: colours.verticalName }} data-testid="preview-app-name">
                {appName}
              </span>
            </div>
            <span className="truncate rounded px-1.5 py-1 opacity-80">DASHBOARD</span>
            <span className="truncate rounded px-1.5 py-1 opacity-80">APP</span>
            <span className="truncate rounded px-1.5 py-1" style={selected} data-testid="preview-selected-item">
              Users
            </span>
            <span className="truncate rounded px-1.5 py-1 opacity-80">Roles</span>
            <span className="truncate rounded px-1.5 py-1 opacity-80">MISC</span>
          </div>
          <div className="relative flex min-w-0 flex-1 flex-col">
            <div className="flex h-8 items-center justify-between border-b border-slate-200 bg-white px-2">
              <Icon name="menu" className="h-3.5 w-3.5 text-slate-500" />
              <span className="flex items-center gap-1.5">
                <span
                  className="flex h-4 w-4 items-center justify-center rounded-full"
                  style={notification}
                  data-testid="preview-settings-button"
                  aria-hidden="true"
                >
                  <Icon name="settings" className="h-2.5 w-2.5" />
                </span>
                <Icon name="bell" className="h-3.5 w-3.5 text-slate-500" />
                <span className="h-4 w-4 rounded-full bg-slate-300" />
              </span>
            </div>
            <div className="absolute top-9 right-2 w-36 overflow-hidden rounded border border-slate-200 bg-white shadow">
              <div className="px-2 py-1 font-semibold" style={notification} data-testid="preview-notification-header">
                Notifications
              </div>
              <div className="border-b border-slate-100 px-2 py-1 text-slate-600">Success Notification</div>
              <div className="px-2 py-1 text-slate-600">Success Notification</div>
            </div>
            <div className="space-y-1.5 p-2 pt-3">
              <div className="h-2 w-1/3 rounded bg-slate-200" />
              <div className="h-2 w-1/2 rounded bg-slate-200" />
            </div>
            <div
              className="mt-auto truncate border-t border-slate-200 bg-white px-2 py-1 text-[9px] text-slate-500"
              data-testid="preview-footer"
            >
              COPYRIGHT © {FOOTER_YEAR} {provider}
            </div>
          </div>
        </div>
      </figure>
      <figure>
        <figcaption className="mb-1.5 text-xs font-medium tracking-wide text-slate-500 uppercase">Horizontal layout</figcaption>
        <div className="relative flex h-56 flex-col overflow-hidden rounded-md border border-slate-200 bg-slate-50 text-[11px] shadow-sm">
          <div className="flex h-8 items-center justify-between border-b border-slate-200 bg-white px-2">
            <span className="flex min-w-0 items-center gap-1.5" style={{ color: colours.horizontalTitle }}>
              <Icon name="logo" className="h-3.5 w-3.5 shrink-0" />
              <span className="truncate text-xs font-bold" data-testid="preview-horizontal-title">
                {appName}
              </span>
            </span>
            <span className="flex items-center gap-1.5">
              <Icon name="bell" className="h-3.5 w-3.5 text-slate-500" />
              <span className="h-4 w-4 rounded-full bg-slate-300" />
            </span>
          </div>
          <div className="flex gap-1 border-b border-slate-200 bg-white px-2 py-1 text-slate-600">
            <span className="rounded px-1.5 py-0.5">DASHBOARD</span>
            <span className="rounded px-1.5 py-0.5" style={selected}>
              APP
            </span>
            <span className="rounded px-1.5 py-0.5">MISC</span>
          </div>
          <div className="space-y-1.5 p-2 pt-3">
            <div className="h-2 w-1/3 rounded bg-slate-200" />
            <div className="h-2 w-1/2 rounded bg-slate-200" />
            <div className="h-2 w-2/5 rounded bg-slate-200" />
          </div>
          <span
            className="absolute right-2 bottom-2 flex h-6 w-6 items-center justify-center rounded-full shadow"
            style={notification}
            aria-hidden="true"
          >
            <Icon name="settings" className="h-3.5 w-3.5" />
          </span>
        </div>
      </figure>
    </div>
  );
}
