import Link from 'next/link';
import { useState, type ReactNode } from 'react';
import { buttonClass } from '@/components/data/Button';
import { actionState, EDIT } from '@/components/document/DocumentActionButton';
import { useShipmentDraft } from '@/hooks/documents/use-shipment-entry';
import { POS } from '@/lib/resources/documents/screens';
import { apiErrorMessage } from '@/services/api-client';
import type { DocumentRecord } from '@/services/documents/document-client';
import type { PaymentType } from '@/services/documents/shipments';
import { groupAwb } from './pos-form';

/*
 * The entry screen opened on a stored draft (`?edit={id}`, the booking list's Edit): the draft is read
 * with its lines and the server's verdict on editing it; the form is shown only while it is a draft this
 * user may edit, with a line saying so and the way back. The form keeps the draft as it was read (its
 * version is what the save sends): a later read changes it only when the clerk reloads.
 */

export const BOOKING_LISTS: Record<PaymentType, string> = { CASH: POS.cashBooking, CREDIT: POS.creditBooking };
const ENTRIES: Record<PaymentType, string> = { CASH: POS.cashEntry, CREDIT: POS.creditEntry };
const PAYMENT_WORDS: Record<PaymentType, string> = { CASH: 'cash', CREDIT: 'credit' };

/** The `edit` of the URL: a draft's id, `invalid` for anything else given, null when absent. */
export function editParam(value: string | string[] | undefined): number | 'invalid' | null {
  const raw = Array.isArray(value) ? value[0] : value;
  if (raw === undefined) return null;
  const id = Number(raw);
  return /^\d+$/.test(raw) && Number.isSafeInteger(id) && id > 0 ? id : 'invalid';
}

const paymentTypeOf = (row: DocumentRecord): PaymentType => (row.payment_type === 'CREDIT' ? 'CREDIT' : 'CASH');

function DraftProblem({ message, back, children }: { message: string; back: string; children?: ReactNode }) {
  return (
    <div role="alert" className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-4 text-sm text-amber-900" data-testid="pos-draft-problem">
      <p>{message}</p>
      <div className="flex flex-wrap gap-2">
        {children}
        <Link href={back} className={buttonClass('secondary', 'sm')} data-testid="pos-draft-back">
          Back to the booking list
        </Link>
      </div>
    </div>
  );
}

export interface PosDraftGateProps {
  id: number | 'invalid';
  /** The entry screen's payment type: a draft of the other one is edited on its own screen. */
  paymentType: PaymentType;
  /** The form of the draft; `round` changes when the clerk reloads it (a fresh form of the fresh draft). */
  children: (draft: DocumentRecord, reload: () => void, round: number) => ReactNode;
}

export function PosDraftGate({ id, paymentType, children }: PosDraftGateProps) {
  const query = useShipmentDraft(id === 'invalid' ? null : id);
  const [round, setRound] = useState(0);
  const row = query.data;
  const back = BOOKING_LISTS[row ? paymentTypeOf(row) : paymentType];

  if (id === 'invalid') return <DraftProblem message="This address names no draft AWB to edit." back={back} />;
  if (!row) {
    if (query.isError) return <DraftProblem message={`The draft AWB could not be opened: ${apiErrorMessage(query.error)}`} back={back} />;
    return <p className="text-sm text-slate-500">Loading the draft AWB…</p>;
  }

  const awb = groupAwb(row.number);
  const type = paymentTypeOf(row);
  if (type !== paymentType) {
    return (
      <DraftProblem message={`AWB ${awb} is a ${PAYMENT_WORDS[type]} AWB: it is edited on the ${PAYMENT_WORDS[type]} entry screen.`} back={back}>
        <Link href={`${ENTRIES[type]}?edit=${row.id}`} className={buttonClass('primary', 'sm')} data-testid="pos-draft-other-entry">
          Open it there
        </Link>
      </DraftProblem>
    );
  }
  if (row.stage !== 'draft') {
    return <DraftProblem message={`AWB ${awb} is ${row.stage} now: only a draft can be edited.`} back={back} />;
  }
  const edit = actionState(row, EDIT);
  if (!edit.can) return <DraftProblem message={`AWB ${awb} cannot be edited: ${edit.reason ?? 'not allowed'}.`} back={back} />;

  const reload = () => {
    void query.refetch().then(() => setRound((r) => r + 1));
  };

  return (
    <>
      <div
        role="status"
        className="mb-4 flex flex-wrap items-center justify-between gap-2 rounded-lg border border-sky-200 bg-sky-50 px-4 py-2.5 text-sm text-sky-900"
        data-testid="pos-editing"
      >
        <span>
          Editing draft AWB <strong className="font-mono tracking-wider">{awb}</strong>: saving prices it again; it is booked from the booking list.
        </span>
        <Link href={back} className="font-medium text-sky-800 underline underline-offset-2 hover:text-sky-950" data-testid="pos-cancel-edit">
          Cancel edit
        </Link>
      </div>
      {children(row, reload, round)}
    </>
  );
}
