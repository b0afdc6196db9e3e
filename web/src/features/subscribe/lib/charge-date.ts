/** 'Sat, Mar 14, 2099': the day a trial's card is first charged, as the subscribe screen and its return say it. */
export const chargeDate = (iso: string): string => new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }).format(new Date(iso));
