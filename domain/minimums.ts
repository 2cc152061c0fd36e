// The minimums the anonymity rules and the figures stand on, declared once as data: the analytics
// engine applies them, the server enforces them, the screens explain them (analytics/ANONYMITY.md).
// The report minimum k itself is each company's (companies.report_min_users), never below the
// installation's default.

export const MINIMUMS = {
  /** Comments and feedback need at least this many different people behind them (or k, if higher). */
  comments: 5,
  /** Anonymous opinions reach the leaders of a group (or the administrators of a company) with at least this many active people. */
  opinions: 5,
  /** Correlations: after this many days of answers, with this many people (and k) and pairs behind them. */
  correlation: { days: 5, observations: 10 },
  /** The benchmark: companies with this many respondents stand in it, and it needs this many companies. */
  benchmark: { respondents: 10, companies: 10 },
} as const;
