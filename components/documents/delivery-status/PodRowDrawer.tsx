import { useEffect, useId, useMemo } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Button } from '@/components/data/Button';
import { Drawer } from '@/components/data/Drawer';
import { useRetained } from '@/hooks/use-retained';
import { rupiah, type AwbContext, type PodProblems, type PodValues } from './pod-entry';
import { placeProblems, podResolver } from './pod-form';
import { PodFields } from './PodFields';

/*
 * One runsheet row's result in a side panel (a phone-sized form beside the table): the same inputs as
 * the one-AWB form. Nothing is sent from here — "Save all" sends the rows. "Done" checks the entry and
 * keeps it; closing keeps what was entered as it is (a signature drawn is never lost by a stray tap).
 */

export interface RowDrawerTarget {
  /** A fresh key per opening: the form starts from the row as it is now. */
  key: string;
  context: AwbContext;
  values: PodValues;
  /** The last save's problems of this row, shown at their fields. */
  problems: PodProblems;
}

export interface PodRowDrawerProps {
  target: RowDrawerTarget | null;
  onClose: () => void;
  /** The row's entry as it is now; `checked`: it passed the checks (Done). */
  onKeep: (awb: string, values: PodValues, checked: boolean) => void;
  onClear: (awb: string) => void;
}

export function PodRowDrawer({ target, onClose, onKeep, onClear }: PodRowDrawerProps) {
  const kept = useRetained(target);
  if (!kept) return null;
  return <RowDrawer key={kept.key} open={target !== null} target={kept} onClose={onClose} onKeep={onKeep} onClear={onClear} />;
}

function RowDrawer({ open, target, onClose, onKeep, onClear }: Omit<PodRowDrawerProps, 'target'> & { open: boolean; target: RowDrawerTarget }) {
  const formId = useId();
  const { context } = target;
  const resolver = useMemo(() => podResolver(() => context), [context]);
  const form = useForm<PodValues>({ resolver, defaultValues: target.values });
  const { setError } = form;

  useEffect(() => {
    placeProblems(target.problems, setError);
  }, [target.problems, setError]);

  const close = () => {
    if (open) onKeep(context.awb, form.getValues(), false);
    onClose();
  };
  const done = form.handleSubmit((values) => {
    onKeep(context.awb, values, true);
    onClose();
  });

  const description = [context.consignee_name, context.consignee_address, context.cod_amount ? `COD ${rupiah(context.cod_amount)}` : null].filter(Boolean).join(' · ');
  return (
    <Drawer
      open={open}
      onClose={close}
      title={
        <>
          Result of AWB <span className="font-mono">{context.awb}</span>
        </>
      }
      description={description || undefined}
      size="lg"
      testId="pod-row-drawer"
      footer={
        <>
          <Button
            variant="ghost"
            onClick={() => {
              onClear(context.awb);
              onClose();
            }}
            className="mr-auto min-h-10"
            data-testid="pod-row-clear"
          >
            Clear this row
          </Button>
          <Button onClick={close} className="min-h-10" data-testid="pod-row-close">
            Close
          </Button>
          <Button variant="primary" type="submit" form={formId} className="min-h-10" data-testid="pod-row-done">
            Done
          </Button>
        </>
      }
    >
      <FormProvider {...form}>
        <form id={formId} onSubmit={done} noValidate aria-label={`Result of AWB ${context.awb}`} data-testid="pod-row-form" data-awb={context.awb}>
          <PodFields context={context} />
        </form>
      </FormProvider>
    </Drawer>
  );
}
