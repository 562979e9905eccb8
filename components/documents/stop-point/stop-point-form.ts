import type { FieldErrors, Resolver } from 'react-hook-form';
import { dateToLocal, localToIso } from '@/components/document/local-datetime';

/*
 * A courier's stop as the screen holds it while it is entered: who, on which runsheet, when, where (the
 * tablet's location, or the place typed), the AWBs concerned. The checks the server would make at once,
 * said at the field in its own words, and the create body. No zod here.
 */

export const MAX_STOP_AWBS = 200;

/** Where the tablet said it was. */
export interface StopLocation {
  latitude: number;
  longitude: number;
  /** Metres, as the device estimates it. */
  accuracy_m: number | null;
}

export interface StopValues {
  driver_id: string;
  delivery_runsheet_id: string;
  /** `datetime-local` (the browser's time zone). */
  stopped_at: string;
  location: StopLocation | null;
  place: string;
  note: string;
  awbs: string[];
}

export const STOP_FIELDS = ['driver_id', 'delivery_runsheet_id', 'stopped_at', 'location', 'place', 'note', 'awbs'] as const;

export const emptyStopValues = (keep: Partial<Pick<StopValues, 'driver_id' | 'delivery_runsheet_id'>> = {}, now = new Date()): StopValues => ({
  driver_id: keep.driver_id ?? '',
  delivery_runsheet_id: keep.delivery_runsheet_id ?? '',
  stopped_at: dateToLocal(now),
  location: null,
  place: '',
  note: '',
  awbs: [],
});

/** The server's field names that show at one of the form's (a location's parts at the location). */
export function stopField(path: string): (typeof STOP_FIELDS)[number] | null {
  if (path === 'latitude' || path === 'longitude' || path === 'accuracy_m') return 'location';
  const found = STOP_FIELDS.find((f) => path === f || path.startsWith(`${f}.`));
  return found ?? null;
}

const MAX_AHEAD_MS = 5 * 60_000;

export function stopProblems(v: StopValues, now = Date.now()): Partial<Record<keyof StopValues, string>> {
  const out: Partial<Record<keyof StopValues, string>> = {};
  if (!v.driver_id) out.driver_id = 'Which courier stopped';
  if (!v.stopped_at) out.stopped_at = 'When the courier stopped';
  else {
    const at = new Date(v.stopped_at).getTime();
    if (Number.isNaN(at)) out.stopped_at = 'Not a real date and time';
    else if (at > now + MAX_AHEAD_MS) out.stopped_at = 'Cannot be in the future';
  }
  if (!v.location && !v.place.trim()) out.place = 'Where: the location, or the place typed';
  else if (v.place.trim().length > 200) out.place = 'At most 200 characters';
  if (v.note.length > 500) out.note = 'At most 500 characters';
  if (v.awbs.length > MAX_STOP_AWBS) out.awbs = `At most ${MAX_STOP_AWBS} AWBs`;
  return out;
}

export const stopResolver: Resolver<StopValues> = async (values) => {
  const found = Object.entries(stopProblems(values));
  if (!found.length) return { values, errors: {} };
  const errors = Object.fromEntries(found.map(([key, message]) => [key, { type: 'validate', message }])) as FieldErrors<StopValues>;
  return { values: {}, errors };
};

/** The create body: the location when there is one, the place when typed (both may go). */
export function stopBody(v: StopValues, officeId: number, requestId: string): Record<string, unknown> {
  const body: Record<string, unknown> = {
    office_id: officeId,
    driver_id: Number(v.driver_id),
    delivery_runsheet_id: v.delivery_runsheet_id ? Number(v.delivery_runsheet_id) : undefined,
    stopped_at: localToIso(v.stopped_at),
    latitude: v.location?.latitude,
    longitude: v.location?.longitude,
    accuracy_m: v.location?.accuracy_m ?? undefined,
    place: v.place.trim() || undefined,
    note: v.note.trim() || undefined,
    awbs: v.awbs,
    request_id: requestId,
  };
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
}

/** A position as the API stores it: 6 decimals, the accuracy in whole metres (at most 100 km). */
export function fromPosition(coords: Pick<GeolocationCoordinates, 'latitude' | 'longitude' | 'accuracy'>): StopLocation {
  const round6 = (n: number) => Math.round(n * 1e6) / 1e6;
  const accuracy = Number.isFinite(coords.accuracy) ? Math.min(100_000, Math.max(0, Math.round(coords.accuracy))) : null;
  return { latitude: round6(coords.latitude), longitude: round6(coords.longitude), accuracy_m: accuracy };
}

/** What to tell the courier or dispatcher when the location does not come, in words they can act on. */
export function locationProblem(error: Pick<GeolocationPositionError, 'code'> | null): string {
  switch (error?.code) {
    case 1:
      return 'The location is not allowed on this device: type the place instead (or allow it in the browser’s site settings).';
    case 2:
      return 'The location could not be found here: type the place instead.';
    case 3:
      return 'Finding the location took too long: try again, or type the place.';
    default:
      return 'This browser gives no location (it needs a secure https connection): type the place instead.';
  }
}

/** "-6.175392, 106.827153 (±12 m)". */
export const locationText = (l: StopLocation) => `${l.latitude.toFixed(6)}, ${l.longitude.toFixed(6)}${l.accuracy_m !== null ? ` (±${l.accuracy_m} m)` : ''}`;

/** The map at the point (OpenStreetMap: no key, opens on any device). */
export const mapHref = (latitude: number, longitude: number) => `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=18/${latitude}/${longitude}`;
