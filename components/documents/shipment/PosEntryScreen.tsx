import { useRouter } from 'next/router';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { FormProvider, useFieldArray, useForm, useWatch, type Path } from 'react-hook-form';
import { Button } from '@/components/data/Button';
import { FormErrorBanner, type FormBannerError } from '@/components/data/FormErrorBanner';
import { ReadOnlyField } from '@/components/data/FormField';
import { PageHeader } from '@/components/data/PageHeader';
import { placeServerErrors } from '@/components/data/use-server-form-errors';
import {
  useCounterOffice,
  useCreateShipment,
  useShipmentPrint,
  useShipmentQuote,
  useUpdateShipment,
  type CounterOffice,
} from '@/hooks/documents/use-shipment-entry';
import { useHasAnyPermission } from '@/hooks/use-permissions';
import type { KnownShipper, QuoteOption, ShipmentBody } from '@/lib/resources/documents/shipment-api';
import { PAYMENT_TYPE_LABELS, shipmentDocument } from '@/lib/resources/documents/shipment';
import { POS } from '@/lib/resources/documents/screens';
import type { RefField } from '@/lib/resources/engine/define';
import { apiErrorMessage } from '@/services/api-client';
import { apiFieldErrors } from '@/services/api-errors';
import type { DocumentRecord } from '@/services/documents/document-client';
import type { PaymentType, ShipmentPrint, ShipmentRow } from '@/services/documents/shipments';
import { toast } from '@/services/toast';
import { ChargesPanel } from './ChargesPanel';
import { GoodsExtras } from './GoodsExtras';
import { KoliTable } from './KoliTable';
import { PaymentPanel } from './PaymentPanel';
import { BOOKING_LISTS, editParam, PosDraftGate } from './PosDraftGate';
import { Kbd, PosRefField, PosSection, PosTextArea, PosTextField, QuoteErrorsContext } from './pos-fields';
import {
  blankKoliRows,
  draftPosValues,
  emptyKoli,
  emptyPosValues,
  errorsAtRows,
  groupAwb,
  newRequestId,
  posFieldPaths,
  posResolver,
  preloadPosResolver,
  quoteRequest,
  rupiahValue,
  splitErrors,
  updateBody,
  type PosFormValues,
} from './pos-form';
import { formatRupiah } from './pos-format';
import { SavedPanel, type PrintState } from './SavedPanel';
import { ServiceOptions } from './ServiceOptions';
import { ShipperPhoneRecall } from './ShipperPhoneRecall';
import { ShortcutLegend } from './ShortcutLegend';
import { focusNextField } from './focus-next';
import { usePosShortcuts } from './use-pos-shortcuts';

/*
 * The counter's entry of a shipment (POS cash: paid now; POS credit: billed to a customer), keyboard
 * first: top to bottom in tab order, Enter moves on, a few function keys jump. The server prices it
 * while the clerk types (the quote) and again on save; the screen shows its figures and never its own.
 * With `?edit={id}` (the booking list's Edit) it edits that stored draft instead, and goes back to the
 * booking list once saved.
 */

const SCREENS: Record<PaymentType, string> = { CASH: POS.cashEntry, CREDIT: POS.creditEntry };
/** Who may book an AWB of each payment type (the declaration's book action). */
const BOOKERS: Record<PaymentType, readonly string[]> = shipmentDocument.actions.book.screens as Record<PaymentType, readonly string[]>;
const TITLES: Record<PaymentType, string> = { CASH: 'POS cash · entry', CREDIT: 'POS credit · entry' };
const DESCRIPTIONS: Record<PaymentType, string> = {
  CASH: 'Weigh, price and take payment at the counter; Save & book books the AWB and prints its label.',
  CREDIT: "Weigh and price a credit customer's shipment, billed to their account; Save & book books the AWB and prints its label.",
};
const EDIT_TITLES: Record<PaymentType, string> = { CASH: 'POS cash · edit draft', CREDIT: 'POS credit · edit draft' };
const EDIT_DESCRIPTION = 'Change a draft AWB before it is booked: it is priced again on save.';

const fields = shipmentDocument.fields;
const refField = (name: 'office_id' | 'customer_id' | 'origin_area_id' | 'destination_area_id') => fields[name] as RefField;

export function PosEntryScreen({ paymentType }: { paymentType: PaymentType }) {
  const router = useRouter();
  const editing = router.isReady ? editParam(router.query.edit) : null;
  const office = useCounterOffice();
  const canCreate = useHasAnyPermission([SCREENS[paymentType]]);
  const canBook = useHasAnyPermission(BOOKERS[paymentType]);
  // Each shipment is a fresh form (and a fresh request id).
  const [round, setRound] = useState(0);
  const [saved, setSaved] = useState<ShipmentRow | null>(null);
  // A user without an office of their own picks one: kept for the next shipments.
  const [pickedOffice, setPickedOffice] = useState<number | null>(null);
  const [print, setPrint] = useState<PrintState>(null);
  const printer = useShipmentPrint();

  function runPrint(kind: ShipmentPrint, id: number) {
    setPrint({ kind, state: 'printing' });
    printer.mutate(
      { kind, id },
      {
        onSuccess: ({ outcome }) => setPrint({ kind, state: outcome }),
        onError: (error) => setPrint({ kind, state: 'failed', message: apiErrorMessage(error) }),
      },
    );
  }

  function onSaved(row: ShipmentRow, officeId: number) {
    if (office.id === null) setPickedOffice(officeId);
    setSaved(row);
    // A booked AWB's label is final: printed at once. A draft's waits (it would say DRAFT).
    if (row.stage === 'booked') runPrint('label', row.id);
  }

  function newShipment() {
    setSaved(null);
    setPrint(null);
    setRound((r) => r + 1);
  }

  function onDraftSaved(row: ShipmentRow) {
    toast.success(`AWB ${groupAwb(String(row.number))} saved`);
    const type = row.payment_type === 'CREDIT' || row.payment_type === 'CASH' ? row.payment_type : paymentType;
    void router.push({ pathname: BOOKING_LISTS[type], query: {} });
  }

  let body;
  if (editing !== null)
    body = (
      <PosDraftGate id={editing} paymentType={paymentType}>
        {(draft, reload, reloads) => (
          <PosEntryForm
            key={`edit-${draft.id}-${reloads}`}
            paymentType={paymentType}
            office={office}
            defaultOfficeId={null}
            canCreate
            draft={draft}
            onReload={reload}
            onSaved={onDraftSaved}
          />
        )}
      </PosDraftGate>
    );
  else if (saved) body = <SavedPanel row={saved} paymentType={paymentType} print={print} onPrint={(kind) => runPrint(kind, saved.id)} onNew={newShipment} />;
  else if (office.loading || !router.isReady) body = <p className="text-sm text-slate-500">Loading your office…</p>;
  else
    body = (
      <PosEntryForm
        key={round}
        paymentType={paymentType}
        office={office}
        defaultOfficeId={office.id ?? pickedOffice}
        canCreate={canCreate}
        canBook={canBook}
        onSaved={onSaved}
      />
    );

  return (
    <section data-testid="pos-entry" data-payment-type={paymentType}>
      <PageHeader
        title={editing !== null ? EDIT_TITLES[paymentType] : TITLES[paymentType]}
        description={editing !== null ? EDIT_DESCRIPTION : DESCRIPTIONS[paymentType]}
        actions={<ShortcutLegend />}
      />
      {body}
    </section>
  );
}

interface PosEntryFormProps {
  paymentType: PaymentType;
  office: CounterOffice;
  defaultOfficeId: number | null;
  canCreate: boolean;
  /** The user may book it too: Save & book (F9); else F9 saves a draft. */
  canBook?: boolean;
  /** The stored draft edited (its values as read, its version sent with the save); absent: a new shipment. */
  draft?: DocumentRecord;
  /** Reads the draft again into a fresh form (after a conflict). */
  onReload?: () => void;
  onSaved: (row: ShipmentRow, officeId: number) => void;
}

function PosEntryForm({ paymentType, office, defaultOfficeId, canCreate, canBook = false, draft, onReload, onSaved }: PosEntryFormProps) {
  const credit = paymentType === 'CREDIT';
  const resolver = useMemo(() => posResolver(), []);
  // The validation (zod and the contract's schema) is not part of the screen's first load: fetched now.
  useEffect(preloadPosResolver, []);
  // The draft as it was read when the form was filled: a later read does not change what is saved over.
  const [base] = useState(() =>
    draft
      ? { id: draft.id, version: draft.version, number: String(draft.number), office: (draft.office_id_label as string | null | undefined) ?? `#${String(draft.office_id)}`, values: draftPosValues(draft) }
      : null,
  );
  const form = useForm<PosFormValues, unknown, ShipmentBody>({
    resolver,
    defaultValues: base?.values ?? emptyPosValues(paymentType, { officeId: defaultOfficeId, originAreaId: office.originAreaId }),
  });
  const { control, setFocus, setValue, getValues, setError, clearErrors } = form;
  const koli = useFieldArray({ control, name: 'koli' });
  const values = useWatch({ control }) as PosFormValues;

  // One id per fill of the form: a double click or a retry sends it again and gets the same AWB.
  const [requestId] = useState(newRequestId);
  const [banner, setBanner] = useState<FormBannerError | null>(null);
  // Set before the request leaves: a second click in the same tick sees it (state would be too late).
  const inFlight = useRef(false);
  const create = useCreateShipment();
  const update = useUpdateShipment();

  const quote = useShipmentQuote(quoteRequest(values));
  const answer = quote.answer;
  const options = answer?.quote.options;
  const chosen = options?.find((o) => String(o.service_id) === values.service_id);
  const total = chosen?.available && chosen.charges ? chosen.charges.total : null;
  const received = rupiahValue(values.amount_received ?? '');
  const change = !credit && values.payment_method === 'CASH' && total !== null && received !== null ? received - total : null;
  const creditState = answer?.quote.credit;

  const koliCount = values.koli?.length ?? 1;
  const paths = useMemo(() => posFieldPaths(koliCount), [koliCount]);
  const quoteFieldErrors = useMemo(
    () => ({ ...errorsAtRows(answer?.quote.errors, answer?.rows ?? []), ...errorsAtRows(apiFieldErrors(quote.error), quote.sentRows) }),
    [answer, quote.error, quote.sentRows],
  );
  const placed = useMemo(() => splitErrors(quoteFieldErrors, paths), [quoteFieldErrors, paths]);

  const first = !base && !defaultOfficeId ? 'office_id' : credit ? 'customer_id' : 'shipper_phone';
  useEffect(() => {
    setFocus(first);
  }, [setFocus, first]);

  function addKoli() {
    koli.append(emptyKoli(), { shouldFocus: true, focusName: `koli.${getValues('koli').length}.weight_kg` });
  }

  function onShipperPicked(s: KnownShipper) {
    const opts = { shouldDirty: true } as const;
    setValue('shipper_phone', s.phone, opts);
    setValue('shipper_name', s.name, opts);
    setValue('shipper_address', s.address, opts);
    if (s.origin_area_id) setValue('origin_area_id', String(s.origin_area_id), opts);
    clearErrors(['shipper_phone', 'shipper_name', 'shipper_address', 'origin_area_id']);
    setFocus(getValues('origin_area_id') ? 'consignee_phone' : 'origin_area_id');
  }

  function onServiceChosen(o: QuoteOption) {
    clearErrors('service_id');
    // Costs offered only with another service are dropped.
    const offered = new Set((answer?.quote.requestable_costs ?? []).filter((c) => c.service_id === null || c.service_id === o.service_id).map((c) => c.id));
    const picked = getValues('cost_case_ids');
    const kept = picked.filter((id) => offered.has(id));
    if (kept.length !== picked.length) setValue('cost_case_ids', kept, { shouldDirty: true });
  }

  // What the save being validated does: book the new AWB at once, or keep it a draft.
  const bookOnSave = useRef(false);

  function onValid(body: ShipmentBody) {
    if (inFlight.current) return;
    // What the quote on screen already says (the server checks all of it again).
    if (!quote.updating && options?.length) {
      if (!chosen) {
        setError('service_id', { type: 'quote', message: 'This service is not offered on this route: choose another' }, { shouldFocus: true });
        return;
      }
      if (!chosen.available) {
        setError('service_id', { type: 'quote', message: `${chosen.code} cannot carry this shipment: ${chosen.reason ?? 'not available'}` }, { shouldFocus: true });
        return;
      }
    }
    const paid = typeof body.amount_received === 'number' ? body.amount_received : null;
    if (body.payment_method === 'CASH' && total !== null && !quote.updating && paid !== null && paid < total) {
      setError('amount_received', { type: 'short', message: `Less than the total ${formatRupiah(total)}` }, { shouldFocus: true });
      return;
    }
    inFlight.current = true;
    setBanner(null);
    const outcome = {
      onSuccess: (row: ShipmentRow) => onSaved(row, Number(body.office_id)),
      onError: (error: unknown) => {
        const at = posFieldPaths(getValues('koli').length) as Path<PosFormValues>[];
        setBanner(placeServerErrors(error, setError, at) ?? { message: apiErrorMessage(error) });
      },
      onSettled: () => {
        inFlight.current = false;
      },
    };
    if (base) update.mutate({ id: base.id, body: updateBody(body, base.version) }, outcome);
    else create.mutate({ ...body, request_id: requestId, ...(bookOnSave.current ? { book: true } : {}) }, outcome);
  }

  const submit = (book = canBook) => {
    if (inFlight.current || !canCreate) return;
    bookOnSave.current = book && !base;
    const blanks = blankKoliRows(getValues('koli'));
    if (blanks.length) koli.remove(blanks);
    void form.handleSubmit(onValid)();
  };

  usePosShortcuts(
    {
      awb: () => setFocus('awb', { shouldSelect: true }),
      destination: () => setFocus('destination_area_id'),
      services: () => setFocus('service_id'),
      addKoli,
      save: () => submit(),
    },
    true,
  );

  /** Enter moves to the next field (a scanner ends with Enter) instead of submitting the form; in an address, Shift+Enter starts a new line. */
  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key !== 'Enter' || event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || event.shiftKey || event.nativeEvent.isComposing) return;
    const target = event.target;
    const box = target instanceof HTMLInputElement && !['button', 'submit', 'reset', 'file'].includes(target.type);
    if (!box && !(target instanceof HTMLTextAreaElement)) return;
    event.preventDefault();
    focusNextField(event.currentTarget, target);
  }

  const servicesNote = (() => {
    if (!values.office_id) return 'Choose the office first.';
    if (!quoteRequest(values)) return 'Fill in origin, destination and a koli weight to see the services.';
    if (quote.error && !Object.keys(quoteFieldErrors).length) return `The prices could not be loaded: ${apiErrorMessage(quote.error)}`;
    if (placed.rest.length) return placed.rest.join(' ');
    if (Object.keys(quoteFieldErrors).length) return 'Fix the marked fields to see the prices.';
    if (quote.updating && !answer) return 'Pricing…';
    if (options && !options.length) return 'No service reaches this destination.';
    return null;
  })();

  const chargesNote = servicesNote ?? (chosen ? (chosen.available ? 'Pricing…' : `${chosen.code}: ${chosen.reason ?? 'not available'}`) : 'Choose a service to see its price.');
  const saving = create.isPending || update.isPending;
  const saveReason = canCreate ? null : 'Your role may look at this screen but not save shipments.';

  return (
    <FormProvider {...form}>
      <QuoteErrorsContext.Provider value={placed.at}>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
          data-book-on-save={canBook && !base ? 'true' : 'false'}
          onKeyDown={onKeyDown}
          noValidate
          data-testid="pos-form"
        >
          <div className="mb-4 flex flex-wrap items-start gap-x-4 gap-y-3 rounded-lg border border-slate-200 bg-white px-4 py-3 shadow-sm">
            {base ? (
              <div className="min-w-48 flex-1">
                <ReadOnlyField label="Office" value={base.office} testId="pos-office" />
              </div>
            ) : office.id !== null ? (
              <div className="min-w-48 flex-1">
                <ReadOnlyField label="Office" value={office.label ?? `#${office.id}`} testId="pos-office" />
              </div>
            ) : (
              <PosRefField name="office_id" field={refField('office_id')} className="min-w-56 flex-1" hint="Your user has no office: choose the counter you work at." />
            )}
            {base ? (
              // a draft keeps the number it was given
              <div className="w-full sm:w-64">
                <ReadOnlyField label="AWB" value={<span className="font-mono tracking-wider">{groupAwb(base.number)}</span>} testId="pos-awb-number" />
              </div>
            ) : (
              <PosTextField
                name="awb"
                label={
                  <span className="inline-flex items-center gap-1">
                    Pre-printed AWB <Kbd>F2</Kbd>
                  </span>
                }
                inputMode="numeric"
                maxLength={16}
                placeholder="Scan or type, or leave empty"
                hint="Empty: the next number of the office's stock."
                className="w-full sm:w-64"
                inputClassName="font-mono tracking-wider"
                testId="pos-awb"
              />
            )}
            <div className="self-center">
              <span
                className={`inline-flex rounded-full px-2.5 py-1 text-xs font-semibold ${credit ? 'bg-indigo-50 text-indigo-700' : 'bg-emerald-50 text-emerald-700'}`}
                data-testid="pos-payment-type"
                data-payment-type={paymentType}
              >
                {PAYMENT_TYPE_LABELS[paymentType]}
              </span>
            </div>
          </div>

          <div className="space-y-3">
            <FormErrorBanner error={banner} onReload={base ? onReload : undefined} />
            {creditState?.over && (
              <div role="alert" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-800" data-testid="pos-credit-over">
                <strong className="font-semibold">Over the credit limit.</strong> With this AWB the customer owes {formatRupiah(creditState.used)} against a limit of{' '}
                {formatRupiah(creditState.limit)}.
              </div>
            )}
          </div>

          <div className="mt-3 grid gap-4 lg:grid-cols-[minmax(0,1fr)_18rem] xl:grid-cols-[minmax(0,1fr)_21rem]">
            <div className="min-w-0 space-y-4">
              {credit && (
                <PosSection title="Customer" testId="pos-customer">
                  <div className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
                    <PosRefField name="customer_id" field={refField('customer_id')} label="Customer billed" placeholder="Type a name or code…" />
                    <PosTextField name="customer_reference" label="Customer reference" maxLength={60} placeholder="PO / order no." />
                  </div>
                </PosSection>
              )}
              <div className="grid gap-4 min-[1360px]:grid-cols-2">
                <PosSection title="Shipper" testId="pos-shipper">
                  <ShipperPhoneRecall onPick={onShipperPicked} />
                  <PosTextField name="shipper_name" label="Shipper name" required maxLength={100} />
                  <PosTextArea name="shipper_address" label="Shipper address" required />
                  <PosRefField name="origin_area_id" field={refField('origin_area_id')} label="Origin area" placeholder="District or city…" />
                </PosSection>
                <PosSection title="Consignee" testId="pos-consignee">
                  <PosTextField name="consignee_phone" label="Consignee phone" required type="tel" inputMode="tel" maxLength={20} inputClassName="tabular-nums" />
                  <PosTextField name="consignee_name" label="Consignee name" required maxLength={100} />
                  <PosTextArea name="consignee_address" label="Consignee address" required />
                  <PosRefField
                    name="destination_area_id"
                    field={refField('destination_area_id')}
                    label={
                      <span className="inline-flex items-center gap-1">
                        Destination area <Kbd>F4</Kbd>
                      </span>
                    }
                    placeholder="Type a district or city…"
                  />
                </PosSection>
              </div>
              <KoliTable
                rows={koli.fields}
                onAdd={addKoli}
                onRemove={(i) => koli.remove(i)}
                onFinish={(i) => {
                  koli.remove(i);
                  setFocus('goods_description');
                }}
                rowWeight={(i) => {
                  const sent = answer?.rows.indexOf(i) ?? -1;
                  return sent >= 0 ? answer?.quote.weight.koli[sent] : undefined;
                }}
                weight={answer?.quote.weight}
              />
              <GoodsExtras requestable={answer?.quote.requestable_costs} serviceId={chosen?.service_id ?? null} />
              <ServiceOptions options={options} note={servicesNote} updating={quote.updating} onChosen={onServiceChosen} />
            </div>

            <div className="space-y-4 lg:sticky lg:top-20 lg:self-start [[data-layout=horizontal]_&]:lg:top-36">
              <ChargesPanel quote={answer?.quote} option={chosen} updating={quote.updating} note={chargesNote} />
              <PaymentPanel paymentType={paymentType} total={total} change={change} credit={creditState} />
              <Button
                type="submit"
                variant="primary"
                className="w-full"
                pending={saving}
                pendingLabel={canBook && !base ? 'Booking…' : 'Saving…'}
                disabledReason={saveReason}
                data-testid="pos-save"
              >
                {base ? 'Save changes' : canBook ? <>Save &amp; book</> : 'Save draft'}
                <span className="ml-1 rounded bg-white/15 px-1 font-mono text-[11px]">F9</span>
              </Button>
              {!base && canBook && (
                // kept out of the Enter/Tab flow: a draft is the exception at the counter
                <Button type="button" className="w-full" tabIndex={-1} disabled={saving || !canCreate} onClick={() => submit(false)} data-testid="pos-save-draft">
                  Save as draft (no label)
                </Button>
              )}
            </div>
          </div>

          {/* Narrow screens: the charges panel is below the form, so the total stays in sight here. */}
          <div
            aria-hidden="true"
            className="sticky bottom-0 z-10 -mx-4 mt-4 flex items-center justify-between gap-3 border-t border-slate-200 bg-white/95 px-4 py-2 shadow-[0_-2px_6px_rgba(15,23,42,0.06)] backdrop-blur sm:-mx-6 sm:px-6 lg:hidden"
          >
            <span className="text-xs text-slate-500">
              {chosen ? chosen.code : 'No service'} {quote.updating ? '· updating…' : ''}
            </span>
            <span className="flex items-baseline gap-3 tabular-nums">
              {change !== null && <span className={`text-sm ${change < 0 ? 'text-red-700' : 'text-emerald-700'}`}>{change < 0 ? 'Short' : 'Change'} {formatRupiah(Math.abs(change))}</span>}
              <span className="text-lg font-bold text-slate-900">{total !== null ? formatRupiah(total) : '–'}</span>
            </span>
          </div>
        </form>
      </QuoteErrorsContext.Provider>
    </FormProvider>
  );
}
