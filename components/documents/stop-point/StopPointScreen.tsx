import { PageHeader } from '@/components/data/PageHeader';
import { scanScreenPage } from '@/components/document/DocumentScanScreen';
import { OfficeChoice, useOfficeChoice } from '@/components/documents/delivery-status/OfficeChoice';
import { StopPointForm } from './StopPointForm';
import { TodayStops } from './TodayStops';

/*
 * Stop point · add: where and when a courier stopped on a run, and for which AWBs — recorded on the
 * courier's tablet as it happens (its location, when allowed) or by the dispatcher from their report
 * (the place typed). Below, today's stops at the office, each cancellable when entered by mistake.
 */

export function StopPointScreen() {
  const office = useOfficeChoice();
  return (
    <section data-testid="stop-point-entry">
      <PageHeader
        title="Stop points"
        description="Record where and when a courier stopped and the AWBs concerned: use the tablet's location, or type the place."
      />
      <div className="space-y-4">
        <OfficeChoice state={office} hint="Your user has no office: choose the branch office the courier works from." testId="stop-office" />
        <StopPointForm officeId={office.officeId} />
        <TodayStops officeId={office.officeId} />
      </div>
    </section>
  );
}

export const StopPointPage = scanScreenPage(StopPointScreen, 'StopPointPage');
