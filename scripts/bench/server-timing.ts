/** The handler's own time in ms, from the `Server-Timing: app;dur=…` header every API response carries (NaN without it). */
export const serverMs = (response: Response): number => Number(/dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')?.[1] ?? NaN);
