import { Drawer } from '@/components/data/Drawer';
import { useRetained } from '@/hooks/use-retained';
import { userLogKindLabel, type UserLogRow } from '@/lib/resources/log-kinds';
import { formatLogTime, LOG_TIME_ZONE_LABEL } from '@/lib/rules/log-time';
import { fieldLabel, formatFieldValue } from '@/lib/rules/record-diff';
import { ChangeDiff, EMPTY_VALUE } from './ChangeDiff';
import { DetailList } from './DetailList';

const person = (code: string | null, name: string | null) =>
  code ? `${code}${name ? ` — ${name}` : ''}` : EMPTY_VALUE;

/** One entry of the users log: a session event with its details, or a change of the user record. */
export function UserLogDetail({ row: subject, onClose }: { row: UserLogRow | null; onClose: () => void }) {
  const row = useRetained(subject);
  return (
    <Drawer
      open={Boolean(subject)}
      onClose={onClose}
      size="lg"
      title={row ? userLogKindLabel(row.source, row.kind) : ''}
      description={row?.user_code ?? undefined}
      testId="user-log-detail"
    >
      {row && (
        <div className="space-y-5">
          <DetailList
            items={[
              ['Time', `${formatLogTime(row.at)} ${LOG_TIME_ZONE_LABEL}`],
              ['User', person(row.user_code, row.user_name)],
              ['By', person(row.actor, row.actor_name)],
              ...(row.source === 'session' ? [['IP address', row.ip ?? EMPTY_VALUE] as [string, string]] : []),
              ...Object.entries(row.detail ?? {}).map(
                ([key, value]) => [fieldLabel(key), formatFieldValue(value) || EMPTY_VALUE] as [string, string],
              ),
            ]}
          />
          {row.source === 'record' && <ChangeDiff before={row.before} after={row.after} />}
        </div>
      )}
    </Drawer>
  );
}
