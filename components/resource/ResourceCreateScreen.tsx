import Link from 'next/link';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button, buttonClass } from '@/components/data/Button';
import { PageHeader } from '@/components/data/PageHeader';
import { useCreateResource } from '@/hooks/resource/use-resource';
import { useHasAnyPermission } from '@/hooks/use-permissions';
import type { ResourceDefinition } from '@/lib/resources/engine/define';
import type { ResourceRecord } from '@/services/resource/client';
import { createdSummary } from './created-summary';
import type { FormBody } from './form-values';
import { ResourceForm } from './ResourceForm';
import { lowerNoun } from './format';

export interface ResourceCreateScreenProps {
  def: ResourceDefinition;
  /** The resource's list screen (the link after saving, and Cancel). */
  listHref: string;
}

/**
 * The add screen of a resource: its form on the page itself (not in a drawer), then a summary of the
 * row just created with "Add another" and the way to the list.
 */
export function ResourceCreateScreen({ def, listHref }: ResourceCreateScreenProps) {
  const formId = useId();
  const noun = lowerNoun(def.label);
  // The list is a screen of its own: offered to those who may open it.
  const canList = useHasAnyPermission([listHref], 'read');
  const [created, setCreated] = useState<ResourceRecord | null>(null);
  // A new round mounts a fresh, empty form.
  const [round, setRound] = useState(0);
  const create = useCreateResource<ResourceRecord, FormBody>(def, { inlineErrors: true });

  const save = (body: FormBody, onError: (error: unknown) => void) => create.mutate(body, { onSuccess: setCreated, onError });
  const again = () => {
    create.reset();
    setCreated(null);
    setRound((r) => r + 1);
  };

  const listLink = canList ? (
    <Link href={listHref} className={buttonClass('secondary')} data-testid="create-list-link">
      Go to the list of {lowerNoun(def.plural)}
    </Link>
  ) : null;

  return (
    <section data-testid="resource-create" data-resource={def.name}>
      <PageHeader title={`Add ${noun}`} description={created ? undefined : 'Fields marked * are required.'} />
      {created ? (
        <CreatedPanel def={def} row={created} onAgain={again} listLink={listLink} />
      ) : (
        <div className="rounded-lg border border-slate-200 bg-white shadow-sm">
          <div className="px-5 py-5">
            <ResourceForm key={round} def={def} formId={formId} save={save} />
          </div>
          <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 bg-slate-50 px-5 py-3">
            {canList && (
              <Link href={listHref} className={buttonClass('secondary')}>
                Cancel
              </Link>
            )}
            <Button variant="primary" type="submit" form={formId} pending={create.isPending} pendingLabel="Saving…" data-testid="resource-save">
              Add {noun}
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}

function CreatedPanel({ def, row, onAgain, listLink }: { def: ResourceDefinition; row: ResourceRecord; onAgain: () => void; listLink: ReactNode }) {
  const summary = createdSummary(def, row);
  const heading = useRef<HTMLHeadingElement>(null);
  // Keyboard and screen-reader users land on the outcome.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div role="status" className="rounded-lg border border-emerald-200 bg-emerald-50 px-5 py-5" data-testid="create-success">
      <h2 ref={heading} tabIndex={-1} className="text-base font-semibold text-emerald-800 focus:outline-none">
        {def.label} created
      </h2>
      <p className="mt-2 text-lg font-medium text-slate-900" data-testid="create-headline">
        {summary.headline}
      </p>
      {summary.details.length > 0 && (
        <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          {summary.details.map((d) => (
            <div key={d.key} data-field={d.key}>
              <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{d.label}</dt>
              <dd className="text-slate-800">{d.value}</dd>
            </div>
          ))}
        </dl>
      )}
      <div className="mt-5 flex flex-wrap gap-2">
        <Button variant="primary" onClick={onAgain} data-testid="create-another">
          Add another
        </Button>
        {listLink}
      </div>
    </div>
  );
}
