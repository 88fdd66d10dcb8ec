/**
 * The firm's rules for booking a first call (`/book`), in one place: what every consultant's
 * weekly hours (`content/people/<id>.yaml`, `booking:`) are cut by. Dates are the office's own
 * calendar days (`YYYY-MM-DD`), read in its time zone (`site.offices`).
 */
export interface BookingRules {
  /** A first call's length. */
  callMinutes: number;
  /** Kept free before and after anything in a consultant's calendar, a call booked here included. */
  bufferMinutes: number;
  /** The soonest a call can start after it is booked. */
  noticeHours: number;
  /** How far ahead times are offered, from now. */
  horizonDays: number;
  /** Calls start on this grid of the consultant's clock: every 30 minutes, on the hour and half hour. */
  gridMinutes: number;
  /** When the whole firm is closed, first and last days included. */
  closures: { from: string; to: string }[];
  /** Each office's public holidays it closes on (office id → date → name), as observed that year. */
  holidays: Record<string, Record<string, string>>;
}

export const bookingRules: BookingRules = {
  callMinutes: 30,
  // With calls on a 30-minute grid, any buffer frees the neighbouring slots: a consultant never has
  // two calls back to back, and an hour-long meeting in their calendar keeps the half hours around it.
  bufferMinutes: 15,
  // Half a day: a buyer who books in their evening can talk the next morning, and the consultant has
  // read their message first.
  noticeHours: 12,
  horizonDays: 21,
  gridMinutes: 30,
  closures: [
    { from: "2025-12-24", to: "2026-01-01" },
    { from: "2026-12-24", to: "2027-01-01" },
    { from: "2027-12-24", to: "2028-01-01" },
  ],
  holidays: {
    orlando: {
      "2026-01-19": "Martin Luther King Jr. Day",
      "2026-05-25": "Memorial Day",
      "2026-06-19": "Juneteenth",
      "2026-07-03": "Independence Day (observed)",
      "2026-09-07": "Labor Day",
      "2026-11-26": "Thanksgiving",
      "2026-11-27": "Day after Thanksgiving",
      "2027-01-18": "Martin Luther King Jr. Day",
      "2027-05-31": "Memorial Day",
      "2027-06-18": "Juneteenth (observed)",
      "2027-07-05": "Independence Day (observed)",
      "2027-09-06": "Labor Day",
      "2027-11-25": "Thanksgiving",
      "2027-11-26": "Day after Thanksgiving",
    },
    vancouver: {
      "2026-02-16": "Family Day",
      "2026-04-03": "Good Friday",
      "2026-05-18": "Victoria Day",
      "2026-07-01": "Canada Day",
      "2026-08-03": "British Columbia Day",
      "2026-09-07": "Labour Day",
      "2026-09-30": "National Day for Truth and Reconciliation",
      "2026-10-12": "Thanksgiving",
      "2026-11-11": "Remembrance Day",
      "2027-02-15": "Family Day",
      "2027-03-26": "Good Friday",
      "2027-05-24": "Victoria Day",
      "2027-07-01": "Canada Day",
      "2027-08-02": "British Columbia Day",
      "2027-09-06": "Labour Day",
      "2027-09-30": "National Day for Truth and Reconciliation",
      "2027-10-11": "Thanksgiving",
      "2027-11-11": "Remembrance Day",
    },
    "sao-paulo": {
      "2026-02-16": "Carnaval",
      "2026-02-17": "Carnaval",
      "2026-04-03": "Sexta-feira Santa",
      "2026-04-21": "Tiradentes",
      "2026-05-01": "Dia do Trabalho",
      "2026-06-04": "Corpus Christi",
      "2026-07-09": "Revolução Constitucionalista",
      "2026-09-07": "Independência do Brasil",
      "2026-10-12": "Nossa Senhora Aparecida",
      "2026-11-02": "Finados",
      "2026-11-20": "Dia da Consciência Negra",
      "2027-01-25": "Aniversário de São Paulo",
      "2027-02-08": "Carnaval",
      "2027-02-09": "Carnaval",
      "2027-03-26": "Sexta-feira Santa",
      "2027-04-21": "Tiradentes",
      "2027-05-27": "Corpus Christi",
      "2027-07-09": "Revolução Constitucionalista",
      "2027-09-07": "Independência do Brasil",
      "2027-10-12": "Nossa Senhora Aparecida",
      "2027-11-02": "Finados",
      "2027-11-15": "Proclamação da República",
    },
  },
};

/** Whether `office` is closed on `date` (its own calendar day): a closure of the firm or its holiday. */
export function isClosed(rules: BookingRules, office: string, date: string): boolean {
  return (
    rules.closures.some(({ from, to }) => from <= date && date <= to) ||
    date in (rules.holidays[office] ?? {})
  );
}
