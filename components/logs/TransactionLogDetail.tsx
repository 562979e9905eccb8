import { useRouter } from 'next/router';
import { Button } from '@/components/data/Button';
import { Drawer } from '@/components/data/Drawer';
import { useRetained } from '@/hooks/use-retained';
import type { TransactionLogRow } from '@/lib/resources/log-kinds';
import { logActionLabel, recordName, recordTitle } from '@/lib/resources/log-words';
import { formatLogTime, LOG_TIME_ZONE_LABEL } from '@/lib/rules/log-time';
import { ChangeDiff, EMPTY_VALUE } from './ChangeDiff';
import { DetailList } from './DetailList';

export interface TransactionLogDetailProps {
  row: TransactionLogRow | null;
  entityLabel: (entity: string) => string;
  onClose: () => void;
}

/** One change of a record: who, when, and its fields before and after. */
export function TransactionLogDetail({ row: subject, entityLabel, onClose }: TransactionLogDetailProps) {
  const row = useRetained(subject);
  const router = useRouter();

  // The record's whole history: this list filtered to it alone.
  const showRecordHistory = (r: TransactionLogRow) => {
    onClose();
    void router.push({ pathname: router.pathname, query: { entity: r.entity, entity_id: r.entity_id } }, undefined, {
      shallow: true,
    });
  };

  return (
    <Drawer
      open={Boolean(subject)}
      onClose={onClose}
      size="lg"
      title={row ? `${logActionLabel(row.entity, row.action)} · ${recordTitle(row)}` : ''}
      testId="transaction-log-detail"
      footer={
        row?.entity_id ? (
          <Button onClick={() => showRecordHistory(row)} data-testid="record-history">
            All changes to this record
          </Button>
        ) : undefined
      }
    >
      {row && (
        <div className="space-y-5">
          <DetailList
            items={[
              ['Time', `${formatLogTime(row.at)} ${LOG_TIME_ZONE_LABEL}`],
              ['User', row.actor ? `${row.actor}${row.actor_name ? ` — ${row.actor_name}` : ''}` : EMPTY_VALUE],
              ['Action', logActionLabel(row.entity, row.action)],
              ['Record type', entityLabel(row.entity)],
              ['Record', recordName(row) || EMPTY_VALUE],
            ]}
          />
          <ChangeDiff before={row.before} after={row.after} entity={row.entity} />
        </div>
      )}
    </Drawer>
  );
}
