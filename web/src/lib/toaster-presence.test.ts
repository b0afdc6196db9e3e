describe('toaster presence', () => {
  it('holds what waits for visible toasts until the toaster mounts, then runs it at once', async () => {
    vi.resetModules();
    const { markToasterShown, whenToastsVisible } = await import('./toaster-presence');
    const ran: string[] = [];
    whenToastsVisible(() => ran.push('before'));
    expect(ran).toEqual([]);
    markToasterShown();
    expect(ran).toEqual(['before']);
    whenToastsVisible(() => ran.push('after'));
    expect(ran).toEqual(['before', 'after']);
  });

  it('goes on without a toaster that never mounts (its code could not load), once', async () => {
    vi.resetModules();
    vi.useFakeTimers();
    const { markToasterShown, TOASTER_WAIT_MS, whenToastsVisible } = await import('./toaster-presence');
    const ran: string[] = [];
    whenToastsVisible(() => ran.push('waited'));
    vi.advanceTimersByTime(TOASTER_WAIT_MS - 1);
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ran).toEqual(['waited']);
    markToasterShown();
    expect(ran).toEqual(['waited']);
  });
});
