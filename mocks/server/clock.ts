/**
 * The mock's clock. `npm start` runs on the real time, so deadlines and quiz windows lie ahead
 * whenever a developer looks. With `MOCK_NOW` (an ISO date-time) the clock starts at that moment
 * when the server starts and runs on in real time: the end-to-end tests run the world at the
 * examples' moment (playwright.config.ts), so they hold on any date the machine has.
 */
export type Clock = () => Date;

export function serverClock(moment: string | undefined = process.env.MOCK_NOW): Clock {
  if (!moment) return () => new Date();
  const start = Date.parse(moment);
  if (Number.isNaN(start)) throw new Error(`MOCK_NOW is not an ISO date-time: ${moment}`);
  const started = Date.now();
  return () => new Date(start + (Date.now() - started));
}
