/** EventBridge Scheduler's rate expression; a whole number of minutes (its finest unit). */
export const rateExpression = (minutes: number) =>
  minutes % 60 === 0 ? `rate(${minutes / 60} ${minutes === 60 ? 'hour' : 'hours'})` : `rate(${minutes} ${minutes === 1 ? 'minute' : 'minutes'})`;
