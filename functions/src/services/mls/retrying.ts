import { MlsError } from '../../adapters/mls/mls-client';

/**
 * Runs `work` up to `attempts` times, backing off a little more each time (capped at 200 ms), for
 * failures a retry can cure: a throttled or failed write, a lost race. An MLS error is the server's
 * answer and is not retried here (the client already honours Retry-After).
 */
export async function retrying<T>(attempts: number, work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (error instanceof MlsError || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.min(200, 2 ** attempt)));
    }
  }
}
