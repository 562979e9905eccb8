// The office clock: Western Indonesian Time (WIB, Asia/Jakarta), UTC+7 all year with no daylight saving,
// so a fixed offset is exact. Isomorphic: the server dates documents by it, a screen may show the same day.

/** The calendar day in Jakarta (WIB) at an instant, as 'YYYY-MM-DD': the date a document is booked on. */
export const jakartaDay = (at: Date) => new Date(at.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
