import { enqueueSignIn, readQueue, removeQueuedSignIn } from './sign-in-queue';

const signIn = (clientId: string) => ({
  openHouseId: 'oh-1',
  signIn: { clientId, name: 'Dana', email: 'dana@example.test', workingWithAgent: 'no' as const, consent: true },
});

describe("the kiosk's sign-in queue", () => {
  beforeEach(() => localStorage.clear());

  it('keeps sign-ins in order in local storage until each is removed', () => {
    enqueueSignIn(signIn('a'));
    enqueueSignIn(signIn('b'));
    expect(readQueue().map((item) => item.signIn.clientId)).toEqual(['a', 'b']);
    removeQueuedSignIn('a');
    expect(readQueue().map((item) => item.signIn.clientId)).toEqual(['b']);
  });

  it('reads a damaged queue as empty rather than failing', () => {
    localStorage.setItem('lead-capture:sign-in-queue', '{not json');
    expect(readQueue()).toEqual([]);
  });
});
