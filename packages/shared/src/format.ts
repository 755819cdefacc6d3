// Display helpers shared by the web client and the server's e-mails: fr-FR, Europe/Paris.

const TIME_ZONE = 'Europe/Paris';

const dateTimeFormat = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: TIME_ZONE,
});
const shortDateFormat = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: TIME_ZONE,
});
const euroFormat = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
const euroWholeFormat = new Intl.NumberFormat('fr-FR', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});

/** "21 nov. 2026, 14:05" */
export function formatDateTime(value: Date | string | number): string {
  return dateTimeFormat.format(new Date(value));
}

/** "21 nov. 2026" */
export function formatShortDate(value: Date | string | number): string {
  return shortDateFormat.format(new Date(value));
}

/** Integer cents to "19,99 €". */
export function formatCents(cents: number): string {
  return euroFormat.format(cents / 100);
}

/** Whole euros to "150 €". */
export function formatEuros(euros: number): string {
  return Number.isInteger(euros) ? euroWholeFormat.format(euros) : euroFormat.format(euros);
}

const percentFormat = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });

/** Basis points to "5 %" (500), "2,5 %" (250). */
export function formatBasisPoints(bps: number): string {
  return `${percentFormat.format(bps / 100)} %`;
}

/** k, M, B, T above 1e3, 1e6, 1e9, 1e12. */
export function abbreviateNumber(value: number): string {
  const units: [number, string][] = [
    [1e12, 'T'],
    [1e9, 'B'],
    [1e6, 'M'],
    [1e3, 'k'],
  ];
  for (const [size, suffix] of units) {
    if (Math.abs(value) >= size) {
      const scaled = Math.floor((value / size) * 10) / 10;
      return `${String(scaled).replace('.', ',')}${suffix}`;
    }
  }
  return String(value);
}

/** Cuts card text at 196 characters with an ellipsis. */
export function truncateText(text: string, max = 196): string {
  return text.length > max ? `${text.slice(0, max).trimEnd()}…` : text;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const pluralRules = new Intl.PluralRules('fr-FR');

/** The French form of a word for a count (0 and 1 singular): pluralForm(2, 'vue', 'vues'). */
export function pluralForm(count: number, one: string, other: string): string {
  return pluralRules.select(count) === 'one' ? one : other;
}

/** A count with its word, abbreviated above a thousand: "1 vue", "0 offre", "1,5k vues". */
export function countLabel(count: number, one: string, other: string): string {
  return `${abbreviateNumber(count)} ${pluralForm(count, one, other)}`;
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${pluralForm(n, one, many)}`;
}

/**
 * French relative duration: under 1 minute "1 minute", then minutes, heures,
 * jours, semaines (7 days), mois (30 days), ans (365 days).
 */
export function relativeDuration(from: Date | string | number, now: number = Date.now()): string {
  const elapsed = Math.max(0, now - new Date(from).getTime());
  if (elapsed < MINUTE) return '1 minute';
  if (elapsed < HOUR) return plural(Math.floor(elapsed / MINUTE), 'minute', 'minutes');
  if (elapsed < DAY) return plural(Math.floor(elapsed / HOUR), 'heure', 'heures');
  if (elapsed < 7 * DAY) return plural(Math.floor(elapsed / DAY), 'jour', 'jours');
  if (elapsed < 30 * DAY) return plural(Math.floor(elapsed / (7 * DAY)), 'semaine', 'semaines');
  if (elapsed < 365 * DAY) return `${Math.floor(elapsed / (30 * DAY))} mois`;
  return plural(Math.floor(elapsed / (365 * DAY)), 'an', 'ans');
}

const parisDayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }); // YYYY-MM-DD
const calendarDayFormat = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** The Europe/Paris calendar day of an instant, "2026-12-31". */
export function parisDay(value: Date | string | number = new Date()): string {
  return parisDayFormat.format(new Date(value));
}

/** Whether "YYYY-MM-DD" names a real calendar day (not 2026-02-30). */
export function isCalendarDay(day: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === day;
}

/** A calendar day ("2026-12-31") as "31 déc. 2026", whatever the viewer's time zone. */
export function formatDay(day: string): string {
  return calendarDayFormat.format(new Date(`${day}T12:00:00Z`));
}

/** Expiry label of the header's pack block: Aujourd'hui, Demain or a short French date. */
export function expiryLabel(expire: Date | string, now: Date = new Date()): string {
  const day = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(d); // YYYY-MM-DD
  const target = new Date(expire);
  if (day(target) === day(now)) return "Aujourd'hui";
  if (day(target) === day(new Date(now.getTime() + DAY))) return 'Demain';
  return formatShortDate(target);
}
