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
});
