import { Button } from '@/components/data/Button';
import { lowerNoun } from '@/components/resource/format';
import { usePrintDocument, type AnyDocument } from '@/hooks/documents/use-document';

/** "Runsheet (DRS)" → "runsheet (DRS)": as lowerNoun, and a capitals word in brackets keeps its capitals too. */
const printNoun = (label: string) => label.replace(/\S+/g, (word) => (/^[(\[]?[A-Z0-9]{2,}[)\]]?[,.:;]?$/.test(word) ? word : lowerNoun(word)));

export interface PrintButtonsProps {
  def: AnyDocument;
  /** The documents to print, in one PDF. */
  ids: readonly number[];
  /** Which of the declaration's prints (default: all). */
  prints?: readonly string[];
  /** The document's number, for the file name of a single print. */
  number?: string;
  size?: 'sm' | 'md';
  /** Why nothing can be printed now (nothing selected). */
  disabledReason?: string | null;
  /** Taller buttons on a touch screen: "min-h-10". */
  className?: string;
  /** Once the print has opened or failed (a scan screen focuses its scan box again). */
  onDone?: () => void;
}

/** One button per print of the declaration: "Print pickup sheet", "Print AWB label (3)". */
export function PrintButtons({ def, ids, prints, number, size = 'md', disabledReason, className, onDone }: PrintButtonsProps) {
  const printer = usePrintDocument(def);
  const keys = (prints ?? Object.keys(def.prints ?? {})).filter((k) => def.prints?.[k]);
  const running = printer.isPending ? printer.variables?.print : undefined;
  return (
    <>
      {keys.map((key) => (
        <Button
          key={key}
          size={size}
          onClick={() => printer.mutate({ print: key, ids: [...ids], name: number }, { onSettled: onDone })}
          pending={running === key}
          pendingLabel="Preparing…"
          disabledReason={disabledReason ?? (ids.length ? null : 'Select one or more first')}
          className={className}
          data-testid={`print-${key}`}
        >
          Print {printNoun(def.prints![key].label)}
          {ids.length > 1 ? ` (${ids.length})` : ''}
        </Button>
      ))}
    </>
  );
}
