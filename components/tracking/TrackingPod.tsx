import { useEffect, useState } from 'react';
import { RECEIVER_RELATION_TEXTS, type ReceiverRelation } from '@/lib/resources/documents/delivery-status';
import type { TrackedShipment } from '@/lib/resources/documents/tracking-api';
import { apiClient } from '@/services/api-client';
import { formatWib } from './tracking-format';

/*
 * The proof of delivery on a tracked shipment's card (staff only): who received it and how they relate
 * to the consignee, when, the POD number, the signature and the photo, and whether the signed paper is
 * back at origin. The images are API routes behind the Bearer token: read through the app's client as
 * blobs and shown from an object URL, given back when the card goes (never the raw URL in `<img src>`,
 * which the browser would ask for without the token).
 */

export type TrackedPod = NonNullable<TrackedShipment['pod']>;

/**
 * The server names an image by its whole path (`/api/operational/get/pod-image/12`); the client's base
 * is that API already (`/api`, or its own host ending in `/api`), so the path is asked for without it.
 */
export const apiRelative = (url: string) => url.replace(/^\/api(?=\/)/, '');

interface ImageState {
  url: string | null;
  src: string | null;
  failed: boolean;
}

/** An image behind the API's token, as an object URL (null while loading or failed); revoked on change and unmount. */
export function useApiImage(url: string | null): { src: string | null; loading: boolean; failed: boolean } {
  const [state, setState] = useState<ImageState>({ url: null, src: null, failed: false });
  useEffect(() => {
    if (!url) return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    apiClient
      .get<Blob>(apiRelative(url), { responseType: 'blob', signal: controller.signal })
      .then((res) => {
        if (controller.signal.aborted) return;
        objectUrl = URL.createObjectURL(res.data);
        setState({ url, src: objectUrl, failed: false });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ url, src: null, failed: true });
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  // an answer for another URL (the one before) is not this one's
  const current = state.url === url ? state : null;
  return { src: current?.src ?? null, loading: Boolean(url) && !current, failed: current?.failed ?? false };
}

function PodImage({ url, label, alt, testId }: { url: string | null; label: string; alt: string; testId: string }) {
  const image = useApiImage(url);
  const frame = 'flex h-40 w-full items-center justify-center overflow-hidden rounded-md bg-slate-50 ring-1 ring-slate-200';
  let body;
  if (!url) body = <span className="text-xs text-slate-500">No {label.toLowerCase()}</span>;
  else if (image.src) body = <img src={image.src} alt={alt} className="h-full w-full object-contain" data-testid={testId} />;
  else if (image.failed) body = <span className="text-xs text-red-600">The {label.toLowerCase()} could not be loaded</span>;
  else body = <span className="text-xs text-slate-500">Loading…</span>;
  return (
    <figure className="min-w-0" data-testid={`${testId}-frame`}>
      <figcaption className="mb-1 text-xs text-slate-500">{label}</figcaption>
      <div className={frame}>{body}</div>
    </figure>
  );
}

export function TrackingPod({ pod }: { pod: TrackedPod }) {
  const receiver = pod.receiver_name ?? 'the receiver';
  return (
    <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-4">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 md:col-span-2 md:grid-cols-2 lg:col-span-2">
        <div className="min-w-0">
          <dt className="text-xs text-slate-500">Received by</dt>
          <dd className="text-sm font-medium break-words text-slate-800" data-testid="pod-receiver">
            {pod.receiver_name ?? '–'}
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs text-slate-500">Relation</dt>
          <dd className="text-sm break-words text-slate-800" data-testid="pod-relation">
            {pod.receiver_relation ? (RECEIVER_RELATION_TEXTS[pod.receiver_relation as ReceiverRelation]?.label ?? pod.receiver_relation) : '–'}
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs text-slate-500">Delivered at</dt>
          <dd className="text-sm text-slate-800 tabular-nums" data-testid="pod-time">
            {formatWib(pod.event_at)}
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs text-slate-500">POD number</dt>
          <dd className="font-mono text-sm break-all text-slate-800" data-testid="pod-number">
            {pod.number}
          </dd>
        </div>
        {/* only a customer that needs the signed paper back has one outstanding */}
        {(pod.paper_required || pod.paper_received_at) && (
        <div className="col-span-2">
          <dt className="sr-only">Paper POD</dt>
          <dd data-testid="pod-paper" data-back={pod.paper_received_at ? 'yes' : 'no'}>
            {pod.paper_received_at ? (
              <span className="inline-flex rounded bg-emerald-50 px-2 py-1 text-sm text-emerald-800 ring-1 ring-emerald-200">Paper POD received at origin {formatWib(pod.paper_received_at)}</span>
            ) : (
              <span className="inline-flex rounded bg-amber-50 px-2 py-1 text-sm text-amber-800 ring-1 ring-amber-200">Paper POD not back yet</span>
            )}
          </dd>
        </div>
        )}
      </dl>
      <PodImage url={pod.signature_url} label="Signature" alt={`Signature of ${receiver}`} testId="pod-signature" />
      <PodImage url={pod.photo_url} label="Photo" alt={`Photo of the delivery to ${receiver}`} testId="pod-photo" />
    </div>
  );
}
