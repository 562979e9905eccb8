import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useImperativeHandle, useMemo, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { FormProvider, useFieldArray, useForm, useWatch, type Path, type Resolver } from 'react-hook-form';
import { Button } from '@/components/data/Button';
import { FormErrorBanner, type FormBannerError } from '@/components/data/FormErrorBanner';
import { placeServerErrors } from '@/components/data/use-server-form-errors';
import { actionState } from '@/components/document/DocumentActionButton';
import {
  announcedKoli,
  figure,
  receiveBody,
  useReceiveParcel,
  useReceiveQuote,
  type KoliBoxes,
  type ReceiveBody,
  type ReceiveRequest,
} from '@/hooks/documents/use-integration-booking';
import { apiErrorMessage } from '@/services/api-client';
import { apiFieldErrors } from '@/services/api-errors';
import type { DocumentRecord } from '@/services/documents/document-client';
import { ChargesPanel } from './ChargesPanel';
import { IntegrationBookingDifference } from './IntegrationBookingDifference';
import { KoliTable } from './KoliTable';
import { Kbd, PosSection, QuoteErrorsContext } from './pos-fields';
import { blankKoliRows, decimalText, emptyKoli, errorsAtRows, groupAwb, KOLI_FIELDS, splitErrors } from './pos-form';
import { formatKg, formatRupiah } from './pos-format';

/*
 * One integration draft at the counter: what the customer announced (their reference, the consignee,
 * the koli, the price), the koli as measured here (prefilled with the announced ones, so a parcel that
 * matches needs no typing), the server's price for them against the announced one, and Receive and
 * book. The server prices again on receive; nothing here is added up.
 */

export interface PanelControls {
  submit: () => void;
  addKoli: () => void;
}

interface ReceiveFormValues {
  koli: KoliBoxes[];
}

export interface IntegrationBookingPanelProps {
  /** The draft as last read (its `version` is what receive sends). */
  draft: DocumentRecord;
  /** The screen's shortcuts (F9, Alt+K) reach the form through these. */
  controls: RefObject<PanelControls | null>;
  onBooked: (row: DocumentRecord) => void;
  /** Read the draft again (after a conflict); the koli typed stay. */
  onReload: () => void;
  /** Where Enter on an emptied last koli row goes once the row is gone, and where Esc goes. */
  onDone?: () => void;
}

/** The contract's koli rules (koliInput) on the boxes as typed, a decimal comma read as a point. */
function receiveResolver(): Resolver<ReceiveFormValues, unknown, ReceiveBody> {
  const resolve = zodResolver(receiveBody) as unknown as Resolver<Record<string, unknown>, unknown, ReceiveBody>;
  return (values, context, options) =>
    resolve(
      { koli: values.koli.map((k) => Object.fromEntries(KOLI_FIELDS.map((f) => [f, decimalText(k[f] ?? '')]))) },
      context,
      options as unknown as Parameters<typeof resolve>[2],
    ) as ReturnType<Resolver<ReceiveFormValues, unknown, ReceiveBody>>;
}

const koliPaths = (count: number) => Array.from({ length: count }, (_, i) => KOLI_FIELDS.map((f) => `koli.${i}.${f}`)).flat();

/** The measured koli as receive takes them: the weight, and only the sides that were measured. */
function receiveKoli(body: ReceiveBody): ReceiveRequest['koli'] {
  return body.koli.map((k) => ({
    weight_kg: k.weight_kg,
    ...(k.length_cm !== null && k.length_cm !== undefined ? { length_cm: k.length_cm } : {}),
    ...(k.width_cm !== null && k.width_cm !== undefined ? { width_cm: k.width_cm } : {}),
    ...(k.height_cm !== null && k.height_cm !== undefined ? { height_cm: k.height_cm } : {}),
  }));
}

/** Inputs Enter moves between (a scanner or the keypad ends with Enter), then the submit button. */
const NEXT_FIELD = 'input:not([type=hidden]):not([disabled]), button[type=submit]:not([disabled])';

function focusNextField(form: HTMLFormElement, from: HTMLElement) {
  const candidates = [...form.querySelectorAll<HTMLElement>(NEXT_FIELD)].filter((el) => el.tabIndex >= 0);
  const next = candidates[candidates.indexOf(from) + 1];
  next?.focus();
  if (next instanceof HTMLInputElement) next.select();
}

const text = (value: unknown): string | null => (value === null || value === undefined || value === '' ? null : String(value));

function Fact({ label, children, testId, wide = false }: { label: string; children: ReactNode; testId?: string; wide?: boolean }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd className="mt-0.5 text-sm break-words text-slate-800" data-testid={testId}>
        {children ?? <span className="text-slate-400">–</span>}
      </dd>
    </div>
  );
}

function sides(k: Record<string, unknown>): string {
  const [l, w, h] = [figure(k.length_cm), figure(k.width_cm), figure(k.height_cm)];
  return l === null && w === null && h === null ? '–' : `${l ?? '?'} × ${w ?? '?'} × ${h ?? '?'}`;
}

function AnnouncedKoli({ draft }: { draft: DocumentRecord }) {
  const lines = draft.lines?.koli ?? [];
  const announced = { kg: figure(draft.chargeable_kg), total: figure(draft.total) };
  return (
    <PosSection
      title="Announced by the customer"
      testId="announced-koli"
      aside={
        <span data-testid="announced-summary">
          {lines.length} koli · chargeable {formatKg(announced.kg)} · {announced.total === null ? '–' : formatRupiah(announced.total)}
        </span>
      }
    >
      {lines.length === 0 ? (
        <p className="text-sm text-slate-500">The customer sent no koli.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[16rem] text-sm" aria-label="Announced koli">
            <thead>
              <tr className="border-b border-slate-100 text-xs text-slate-500">
                <th scope="col" className="w-6 pb-1 text-left font-medium">
                  #
                </th>
                <th scope="col" className="pb-1 text-right font-medium">
                  Weight <span className="font-normal text-slate-400">kg</span>
                </th>
                <th scope="col" className="pb-1 text-right font-medium">
                  L × W × H <span className="font-normal text-slate-400">cm</span>
                </th>
                <th scope="col" className="pb-1 text-right font-medium">
                  Vol. <span className="font-normal text-slate-400">kg</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {lines.map((k, i) => (
                <tr key={String(k.id ?? i)} data-testid="announced-row">
                  <td className="py-0.5 text-xs text-slate-500 tabular-nums">{i + 1}</td>
                  <td className="py-0.5 text-right tabular-nums">{formatKg(figure(k.weight_kg)).replace(' kg', '')}</td>
                  <td className="py-0.5 text-right text-slate-600 tabular-nums">{sides(k)}</td>
                  <td className="py-0.5 text-right text-slate-600 tabular-nums">{formatKg(figure(k.volumetric_kg)).replace(' kg', '')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </PosSection>
  );
}

function DraftFacts({ draft }: { draft: DocumentRecord }) {
  const goodsValue = figure(draft.goods_value);
  const cod = figure(draft.cod_amount);
  return (
    <PosSection title="Shipment" testId="integration-draft" aside={<span className="font-mono text-sm font-semibold text-slate-800" data-testid="draft-awb">AWB {groupAwb(draft.number)}</span>}>
      <dl className="grid gap-x-4 gap-y-3 sm:grid-cols-2 xl:grid-cols-3">
        <Fact label="Customer" testId="draft-customer">
          {text(draft.customer_id_label) ?? text(draft.customer_id)}
        </Fact>
        <Fact label="Customer reference" testId="draft-reference">
          {text(draft.customer_reference)}
        </Fact>
        <Fact label="Service" testId="draft-service">
          {text(draft.service_id_label)}
        </Fact>
        <Fact label="Consignee" testId="draft-consignee">
          {text(draft.consignee_name) && (
            <>
              <span className="font-medium">{text(draft.consignee_name)}</span>
              {text(draft.consignee_phone) && <span className="ml-1 text-slate-500 tabular-nums">{text(draft.consignee_phone)}</span>}
              {text(draft.consignee_address) && <span className="block line-clamp-2 text-xs text-slate-500">{text(draft.consignee_address)}</span>}
            </>
          )}
        </Fact>
        <Fact label="Destination" testId="draft-destination">
          {text(draft.destination_area_id_label)}
        </Fact>
        <Fact label="Origin" testId="draft-origin">
          {text(draft.origin_area_id_label)}
        </Fact>
        <Fact label="Shipper">{text(draft.shipper_name)}</Fact>
        <Fact label="Goods" wide>
          {text(draft.goods_description) && (
            <>
              {text(draft.goods_description)}
              {goodsValue !== null && <span className="text-slate-500"> · value {formatRupiah(goodsValue)}</span>}
              {Boolean(draft.insured) && <span className="ml-1 rounded bg-indigo-50 px-1.5 py-px text-xs font-medium text-indigo-700">insured</span>}
              {cod !== null && cod > 0 && <span className="ml-1 rounded bg-amber-50 px-1.5 py-px text-xs font-medium text-amber-800">COD {formatRupiah(cod)}</span>}
            </>
          )}
        </Fact>
        {text(draft.special_instructions) && (
          <Fact label="Special instructions" wide>
            {text(draft.special_instructions)}
          </Fact>
        )}
      </dl>
    </PosSection>
  );
}

export function IntegrationBookingPanel({ draft, controls, onBooked, onReload, onDone }: IntegrationBookingPanelProps) {
  const resolver = useMemo(() => receiveResolver(), []);
  const form = useForm<ReceiveFormValues, unknown, ReceiveBody>({ resolver, defaultValues: { koli: announcedKoli(draft) } });
  const { control, setFocus, getValues, setError } = form;
  const koli = useFieldArray({ control, name: 'koli' });
  const typed = (useWatch({ control, name: 'koli' }) ?? []) as KoliBoxes[];

  const quote = useReceiveQuote(draft, typed);
  const answer = quote.answer;
  const paths = useMemo(() => koliPaths(typed.length), [typed.length]);
  const quoteErrors = useMemo(
    () => ({ ...errorsAtRows(answer?.quote.errors, answer?.rows ?? []), ...errorsAtRows(apiFieldErrors(quote.error), quote.sentRows) }),
    [answer, quote.error, quote.sentRows],
  );
  const placed = useMemo(() => splitErrors(quoteErrors, paths), [quoteErrors, paths]);

  const receive = useReceiveParcel();
  // Set before the request leaves: a second click (or F9) in the same tick sees it.
  const inFlight = useRef(false);
  const [banner, setBanner] = useState<FormBannerError | null>(null);
  const formElement = useRef<HTMLFormElement>(null);

  // The draft read again (after a conflict): the banner has said its piece.
  useEffect(() => setBanner(null), [draft.version]);
  useEffect(() => {
    setFocus('koli.0.weight_kg', { shouldSelect: true });
  }, [setFocus]);

  const allowed = actionState(draft, 'receive');
  const refusal = allowed.can ? null : (allowed.reason ?? 'Not allowed');

  function addKoli() {
    koli.append(emptyKoli(), { shouldFocus: true, focusName: `koli.${getValues('koli').length}.weight_kg` });
  }

  function onValid(body: ReceiveBody) {
    if (inFlight.current) return;
    inFlight.current = true;
    setBanner(null);
    receive.mutate(
      { id: draft.id, body: { version: draft.version, koli: receiveKoli(body) } },
      {
        onSuccess: (row) => onBooked(row),
        onError: (error) => {
          const at = koliPaths(getValues('koli').length) as Path<ReceiveFormValues>[];
          setBanner(placeServerErrors(error, setError, at) ?? { message: apiErrorMessage(error) });
        },
        onSettled: () => {
          inFlight.current = false;
        },
      },
    );
  }

  const submit = () => {
    if (inFlight.current || refusal) return;
    const blanks = blankKoliRows(getValues('koli'));
    if (blanks.length) koli.remove(blanks);
    void form.handleSubmit(onValid)();
  };

  useImperativeHandle(controls, () => ({ submit, addKoli }));

  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key === 'Escape' && onDone) {
      onDone();
      return;
    }
    if (event.key !== 'Enter' || event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || event.shiftKey || event.nativeEvent.isComposing) return;
    const target = event.target;
    if (!(target instanceof HTMLInputElement)) return;
    event.preventDefault();
    focusNextField(event.currentTarget, target);
  }

  const note = (() => {
    if (!answer && !quote.error && !typed.some((k) => k.weight_kg?.trim())) return 'Type a koli weight to see the price.';
    if (quote.error && !Object.keys(quoteErrors).length) return `The price could not be loaded: ${apiErrorMessage(quote.error)}`;
    if (placed.rest.length) return placed.rest.join(' ');
    if (Object.keys(quoteErrors).length) return 'Fix the marked koli to see the price.';
    if (quote.option && !quote.option.available) return `${quote.option.code} cannot carry these koli: ${quote.option.reason ?? 'not available'}`;
    if (answer && !quote.option) return 'The service is no longer offered on this route.';
    return null;
  })();
  const credit = answer?.quote.credit;

  return (
    <FormProvider {...form}>
      <QuoteErrorsContext.Provider value={placed.at}>
        <form
          ref={formElement}
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
          onKeyDown={onKeyDown}
          noValidate
          aria-label={`Receive AWB ${draft.number}`}
          data-testid="integration-receive"
          data-draft-id={draft.id}
        >
          <FormErrorBanner error={banner} onReload={onReload} />
          <div className="mt-3 grid gap-4 lg:grid-cols-[minmax(0,1fr)_19rem] xl:grid-cols-[minmax(0,1fr)_22rem]">
            <div className="min-w-0 space-y-4">
              <DraftFacts draft={draft} />
              <div className="grid gap-4 2xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
                <AnnouncedKoli draft={draft} />
                <KoliTable
                  rows={koli.fields}
                  onAdd={addKoli}
                  onRemove={(i) => koli.remove(i)}
                  onFinish={(i) => {
                    koli.remove(i);
                    formElement.current?.querySelector<HTMLButtonElement>('button[type=submit]')?.focus();
                  }}
                  rowWeight={(i) => {
                    const sent = answer?.rows.indexOf(i) ?? -1;
                    return sent >= 0 ? answer?.quote.weight.koli[sent] : undefined;
                  }}
                  weight={answer?.quote.weight}
                />
              </div>
            </div>
            <div className="space-y-4 lg:sticky lg:top-20 lg:self-start [[data-layout=horizontal]_&]:lg:top-36">
              <IntegrationBookingDifference
                announced={{ chargeable_kg: figure(draft.chargeable_kg), total: figure(draft.total) }}
                option={quote.option}
                updating={quote.updating}
                note={note}
              />
              {credit?.over && (
                <div role="alert" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-800" data-testid="receive-credit-over">
                  <strong className="font-semibold">Over the credit limit.</strong> With this AWB the customer owes {formatRupiah(credit.used)} against a limit of {formatRupiah(credit.limit)}.
                </div>
              )}
              <Button
                type="submit"
                variant="primary"
                className="w-full"
                pending={receive.isPending}
                pendingLabel="Booking…"
                disabledReason={refusal}
                data-testid="receive-book"
              >
                Receive and book
                <span className="ml-1 rounded bg-white/15 px-1 font-mono text-[11px]">F9</span>
              </Button>
              <p className="text-xs text-slate-500">
                The server prices the measured koli again and books the AWB. <Kbd>Esc</Kbd> back to the scan.
              </p>
              <ChargesPanel quote={answer?.quote} option={quote.option} updating={quote.updating} note={note ?? 'Pricing…'} />
            </div>
          </div>
        </form>
      </QuoteErrorsContext.Provider>
    </FormProvider>
  );
}
