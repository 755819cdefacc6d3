// Tax years and quarters in French time (Europe/Paris): a payment made on 1 January at 00:30
// in Paris belongs to the new year even though it is still 31 December in UTC.

const parisParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
});

export function parisYear(date: Date): number {
  return Number(parisParts.formatToParts(date).find((p) => p.type === 'year')?.value);
}

/** 1 to 4. */
export function parisQuarter(date: Date): 1 | 2 | 3 | 4 {
  const month = Number(parisParts.formatToParts(date).find((p) => p.type === 'month')?.value);
  return Math.ceil(month / 3) as 1 | 2 | 3 | 4;
}

/** [1 January 00:00, next 1 January 00:00) in Paris: winter time, UTC+1, on both ends. */
export const yearRange = (year: number) => ({
  from: new Date(`${String(year).padStart(4, '0')}-01-01T00:00:00+01:00`),
  to: new Date(`${String(year + 1).padStart(4, '0')}-01-01T00:00:00+01:00`),
});
