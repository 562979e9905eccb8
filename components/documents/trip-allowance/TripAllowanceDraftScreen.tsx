import { useRouter } from 'next/router';
import type { ReactElement } from 'react';
import { documentActionPage } from '@/components/document/document-list-page';
import { ResourceScreen } from '@/components/resource/ResourceScreen';
import { AppLayout } from '@/layouts/AppLayout';
import { tripAllowanceDocument } from '@/lib/resources/documents/trip-allowance';
import { tripAllowanceRateResource } from '@/lib/resources/finance';
import type { AppPage } from '@/types/page';
import { TRIP_ALLOWANCE_DRAFTS } from './trip-allowance-screens';

/*
 * Trip allowance · draft: the approver's two lists, one tab each — the drafts to approve (the generic
 * action screen of `book`), and the rates the drafts start from (the generic screen of the
 * `trip-allowance-rate` resource: its list, filters, form and delete; written by holders of this
 * screen). Each keeps its page, filters and search in the URL; switching tabs starts the other afresh.
 */

export const TAB_PARAM = 'tab';
const TABS = [
  { key: 'drafts', label: 'Drafts to approve' },
  { key: 'rates', label: 'Trip allowance rates' },
] as const;
type TabKey = (typeof TABS)[number]['key'];

// the drafts list as its own one-line page would render it (inside this page's shell)
const DraftList = documentActionPage(tripAllowanceDocument, 'book', TRIP_ALLOWANCE_DRAFTS);

export function TripAllowanceDraftScreen() {
  const router = useRouter();
  const raw = router.query[TAB_PARAM];
  const tab: TabKey = (Array.isArray(raw) ? raw[0] : raw) === 'rates' ? 'rates' : 'drafts';
  const choose = (key: TabKey) => {
    if (key === tab) return;
    void router.push({ pathname: router.pathname, query: key === 'drafts' ? {} : { [TAB_PARAM]: key } }, undefined, { shallow: true, scroll: false });
  };
  return (
    <div data-testid="trip-allowance-draft" data-tab={tab}>
      <nav aria-label="Trip allowance approval" className="mb-4 flex gap-1 border-b border-slate-200" data-testid="trip-allowance-tabs">
        {TABS.map((t) => (
          <button
            key={t.key}
            type="button"
            aria-current={t.key === tab ? 'page' : undefined}
            onClick={() => choose(t.key)}
            className={`-mb-px border-b-2 px-3 py-2 text-sm font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-slate-400 ${
              t.key === tab ? 'border-slate-800 text-slate-900' : 'border-transparent text-slate-500 hover:text-slate-800'
            }`}
            data-testid={`trip-tab-${t.key}`}
          >
            {t.label}
          </button>
        ))}
      </nav>
      {tab === 'rates' ? <ResourceScreen def={tripAllowanceRateResource} /> : <DraftList />}
    </div>
  );
}

export const TripAllowanceDraftPage: AppPage = () => <TripAllowanceDraftScreen />;
TripAllowanceDraftPage.displayName = 'TripAllowanceDraftPage';
TripAllowanceDraftPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;
