import { Button } from '@/components/data/Button';
import { usePrintDocument } from '@/hooks/documents/use-document';
import { shippingBagDocument } from '@/lib/resources/documents/shipping-bag';

/** The bag's label (a PDF in a new tab; downloaded where a pop-up blocker refuses the tab). */
export function PrintLabelButton({ bagId, number, onDone }: { bagId: number; number: string; onDone?: () => void }) {
  const printer = usePrintDocument(shippingBagDocument);
  return (
    <Button
      onClick={() => printer.mutate({ print: 'label', ids: [bagId], name: number }, { onSettled: onDone })}
      pending={printer.isPending}
      pendingLabel="Preparing…"
      className="min-h-10"
      data-testid="print-label"
    >
      Print label
    </Button>
  );
}
