/* A period of Jakarta days as instants (WIB is UTC+7 all year): what a timestamp column is compared with. */

/** The first instant of a Jakarta day, as an ISO timestamp. */
export const jakartaStart = (day: string) => new Date(Date.parse(`${day}T00:00:00+07:00`)).toISOString();

/** The first instant after a Jakarta day. */
export const jakartaEnd = (day: string) => new Date(Date.parse(`${day}T00:00:00+07:00`) + 86_400_000).toISOString();
