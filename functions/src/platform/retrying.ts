/**
 * Runs `work` up to `attempts` times, backing off a little more each time (capped at 200 ms), for
 * failures a retry can cure: a throttled or failed write, a lost race. A failure `isFinal` names (an
 * answer a retry would only repeat) is thrown at once.
 */
export async function retrying<T>(attempts: number, work: () => Promise<T>, isFinal: (error: unknown) => boolean = () => false): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (isFinal(error) || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.min(200, 2 ** attempt)));
    }
  }
}
